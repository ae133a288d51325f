// autocannon's per-connection HTTP client (lib/httpClient.js, autocannon 8.0.0, pinned exactly
// in package.json): not part of its typed API, so declared here with only what
// kept-connections.ts uses.
declare module 'autocannon/lib/httpClient.js' {
  import { EventEmitter } from 'node:events';
  import type { Request } from 'autocannon';

  interface ClientOptions {
    hostname: string;
    port: string;
    protocol: string;
    host: string;
    path: string;
    requests: Request[];
    /** Seconds. */
    timeout: number;
    pipelining: number;
  }

  /**
   * One connection that sends a request as soon as the one before it is answered; emits
   * 'response' (statusCode, bytes, milliseconds), 'timeout' and 'connError'.
   */
  class Client extends EventEmitter {
    constructor(options: ClientOptions);
    /** Sends the next request; called on connecting and after every response. */
    _doRequest(): void;
    destroy(): void;
  }
  export = Client;
}
