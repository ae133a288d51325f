/**
 * One server's load-generator connections, kept open from turn to turn: autocannon's own
 * client (one connection each, a request sent as soon as the last is answered), held back when
 * the turn's requests are all sent. A fresh autocannon run per turn opened its connections at
 * the start of every turn, and on PGlite some of those first requests waited 150–430 ms (see
 * docs/contributing/performance.md): the turn's p99 then measured connection set-up, which no
 * long-lived client meets.
 */
import Client from 'autocannon/lib/httpClient.js';
import { autocannonOptions } from './autocannon-options.js';
import type { LoadSpec } from './load-spec.js';

/** What a server's turns add up to. */
export interface Tally {
  latenciesMs: number[];
  /** From each turn's start to its last response. */
  milliseconds: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export const newTally = (): Tally => ({
  latenciesMs: [],
  milliseconds: 0,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
});

interface Turn {
  /** Requests not sent yet. */
  unsent: number;
  tally: Tally;
  lastResponse: number;
  end: () => void;
}

export class KeptConnections {
  readonly #clients: Client[] = [];
  /** Connections waiting for the next turn (a set: a closed one asks again on reconnecting). */
  readonly #idle = new Set<Client>();
  /** Requests in flight per connection: a timed-out one is replaced before it is reported. */
  readonly #inFlight = new Map<Client, number>();
  #totalInFlight = 0;
  #turn: Turn | undefined;

  constructor(spec: LoadSpec) {
    const { url, requests, timeout } = autocannonOptions(spec, { next: 0 });
    if (!url || !requests || !timeout) throw new Error(`cannot load ${spec.url}`);
    const target = new URL(url);
    const mayRequest = (client: Client) => this.#mayRequest(client);
    class TurnTakingClient extends Client {
      override _doRequest(): void {
        if (mayRequest(this)) super._doRequest();
      }
    }
    for (let index = 0; index < spec.connections; index += 1) {
      const client = new TurnTakingClient({
        hostname: target.hostname,
        port: target.port || '80',
        protocol: target.protocol,
        host: target.host,
        path: `${target.pathname}${target.search}`,
        requests,
        timeout,
        pipelining: 1,
      });
      client.on('response', (statusCode: number, _bytes: number, milliseconds: number) => {
        this.#settle(client, (tally) => {
          tally.latenciesMs.push(milliseconds);
          if (statusCode < 200 || statusCode > 299) tally.non2xx += 1;
        });
      });
      client.on('timeout', () => {
        this.#settle(client, (tally) => (tally.timeouts += 1));
      });
      client.on('connError', () => {
        this.#settle(client, (tally) => (tally.errors += 1));
      });
      this.#clients.push(client);
    }
  }

  /** Sends `amount` requests over the kept connections; resolves with the last answer. */
  turn(amount: number, tally: Tally): Promise<void> {
    if (this.#turn) throw new Error('a turn is already running');
    if (amount <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const started = performance.now();
      const turn: Turn = {
        unsent: amount,
        tally,
        lastResponse: started,
        end: () => {
          tally.milliseconds += turn.lastResponse - started;
          this.#turn = undefined;
          resolve();
        },
      };
      this.#turn = turn;
      const waiting = [...this.#idle];
      this.#idle.clear();
      for (const client of waiting) client._doRequest();
    });
  }

  close(): void {
    for (const client of this.#clients) client.destroy();
  }

  /** Whether `client` may send now; if not, it waits for the next turn. */
  #mayRequest(client: Client): boolean {
    const turn = this.#turn;
    if (turn === undefined || turn.unsent === 0) {
      this.#idle.add(client);
      return false;
    }
    turn.unsent -= 1;
    this.#inFlight.set(client, (this.#inFlight.get(client) ?? 0) + 1);
    this.#totalInFlight += 1;
    return true;
  }

  /** Counts the end of one of `client`'s requests, and ends the turn with the last. */
  #settle(client: Client, count: (tally: Tally) => void): void {
    const inFlight = this.#inFlight.get(client) ?? 0;
    const turn = this.#turn;
    // A connection error or timeout with nothing in flight (an idle connection the server
    // closed) belongs to no turn.
    if (inFlight === 0 || turn === undefined) return;
    this.#inFlight.set(client, inFlight - 1);
    this.#totalInFlight -= 1;
    turn.lastResponse = performance.now();
    count(turn.tally);
    if (turn.unsent === 0 && this.#totalInFlight === 0) turn.end();
  }
}
