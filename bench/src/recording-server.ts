/** Test support for the load workers: local servers that note what reached them, and when. */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Arrival {
  at: number;
  path: string;
  /** The client's port: which connection the request came on. */
  port: number | undefined;
}

/** A server that answers `status` and notes when each request arrived and on which path. */
export async function recordingServer(status = 204) {
  const arrivals: Arrival[] = [];
  const server: Server = createServer((request, response) => {
    arrivals.push({
      at: performance.timeOrigin + performance.now(),
      path: request.url ?? '',
      port: request.socket.remotePort,
    });
    request.resume();
    request.once('end', () => response.writeHead(status).end());
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { arrivals, server, origin: `http://127.0.0.1:${port}` };
}

/** Every server's arrivals in one list, in time order, each labelled with its server. */
export function inTimeOrder(
  arrivalsByServer: Record<string, readonly Arrival[]>,
): { at: number; server: string }[] {
  return Object.entries(arrivalsByServer)
    .flatMap(([server, arrivals]) => arrivals.map(({ at }) => ({ at, server })))
    .sort((x, y) => x.at - y.at);
}
