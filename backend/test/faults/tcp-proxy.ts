/**
 * A TCP proxy in front of a PostgreSQL server that can be "stopped": it stops listening and
 * cuts every proxied connection, which is what the backend sees of a server that went away
 * (refused connections, connections terminated mid-query), without touching the server.
 */
import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket): void => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // A cut connection errors on both sides; that is the point, not a failure of the test.
    socket.on('error', () => undefined);
  };
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });

  let port = 0;
  const listen = async (): Promise<void> => {
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    port = address.port;
  };
  const stop = async (): Promise<void> => {
    if (!server.listening) return;
    const closed = once(server, 'close');
    server.close();
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  await listen();

  return {
    get port() {
      return port;
    },
    stop,
    start: listen,
    close: stop,
  };
}
