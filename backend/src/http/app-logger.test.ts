import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { collectingStream, type LogLine } from '../../test/support/log-lines.js';
import { attachAppLogger, createAppLogger, fastifyLoggingOptions } from './app-logger.js';

describe('the app logger', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** A Fastify app wired as buildApp wires it; `/finish-listeners` counts the response's. */
  async function appLoggingAt(level: string, lines: LogLine[]): Promise<FastifyInstance> {
    const log = createAppLogger({ level, stream: collectingStream(lines) });
    app = Fastify(fastifyLoggingOptions(log));
    attachAppLogger(app, log);
    app.get('/finish-listeners', (request, reply) => {
      request.log.warn('handling');
      return { finishListeners: reply.raw.listenerCount('finish') };
    });
    app.get('/fails', () => {
      throw new Error('broken on purpose');
    });
    await app.ready();
    return app;
  }

  it('at info writes Fastify’s request lines as Fastify would, with the request id', async () => {
    const lines: LogLine[] = [];
    const server = await appLoggingAt('info', lines);
    const response = await server.inject({ method: 'GET', url: '/finish-listeners' });
    expect(response.statusCode).toBe(200);
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'handling',
      'request completed',
    ]);
    expect(response.json()).toEqual({
      finishListeners: (await finishListenersWithoutLogging()) + 1,
    });
    const [incoming, handling, completed] = lines;
    expect(incoming).toMatchObject({ req: { method: 'GET', url: '/finish-listeners' } });
    expect(completed).toMatchObject({ res: { statusCode: 200 } });
    expect(completed?.responseTime).toEqual(expect.any(Number));
    const reqIds = new Set(lines.map((line) => line.reqId));
    expect(reqIds.size).toBe(1);
    expect(handling?.reqId).toEqual(expect.any(String));
  });

  /** The 'finish' listeners a response has when Fastify has no logger and no hooks at all. */
  async function finishListenersWithoutLogging(): Promise<number> {
    const plain = Fastify({ logger: false });
    plain.get('/', (_request, reply) => ({ finishListeners: reply.raw.listenerCount('finish') }));
    const response = await plain.inject({ method: 'GET', url: '/' });
    await plain.close();
    return response.json<{ finishListeners: number }>().finishListeners;
  }

  it('at warn writes no request lines and adds no finish listener to responses', async () => {
    const lines: LogLine[] = [];
    const server = await appLoggingAt('warn', lines);
    const response = await server.inject({ method: 'GET', url: '/finish-listeners' });
    expect(response.json()).toEqual({ finishListeners: await finishListenersWithoutLogging() });
    expect(lines.map((line) => line.msg)).toEqual(['handling']);
    expect(lines[0]?.reqId).toEqual(expect.any(String));
  });

  it('logs a failing request’s error with its stack through the error serializer', async () => {
    const lines: LogLine[] = [];
    const server = await appLoggingAt('warn', lines);
    const response = await server.inject({ method: 'GET', url: '/fails' });
    expect(response.statusCode).toBe(500);
    const failure = lines.find((line) => line.level === 50);
    expect(failure).toMatchObject({ err: { type: 'Error', message: 'broken on purpose' } });
    expect((failure?.err as LogLine).stack).toEqual(expect.stringContaining('broken on purpose'));
  });

  it('is the app’s own logger, inherited by plugins', async () => {
    const lines: LogLine[] = [];
    const log = createAppLogger({ level: 'info', stream: collectingStream(lines) });
    app = Fastify(fastifyLoggingOptions(log));
    attachAppLogger(app, log);
    app.log.info('from the app');
    await app.register((plugin, _options, done) => {
      plugin.log.warn('from a plugin');
      done();
    });
    expect(lines.map((line) => line.msg)).toEqual(['from the app', 'from a plugin']);
  });

  it('is absent when logging is off, and Fastify then logs nothing', () => {
    expect(createAppLogger(false)).toBeUndefined();
    expect(createAppLogger(undefined)).toBeUndefined();
    expect(fastifyLoggingOptions(undefined)).toEqual({ logger: false });
  });
});
