import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { collectingStream, type LogLine } from '../../test/support/log-lines.js';
import { lazyRequestLoggerFactory } from './lazy-request-logger.js';

/** Fastify's own request logs, which these tests leave aside. */
const FASTIFY_LINES = new Set(['incoming request', 'request completed']);

describe('lazyRequestLoggerFactory', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function appLoggingAt(level: string, lines: LogLine[]) {
    app = Fastify({
      logger: {
        level,
        stream: collectingStream(lines, (line) => !FASTIFY_LINES.has(line.msg as string)),
      },
      childLoggerFactory: lazyRequestLoggerFactory,
    });
    app.get('/logs', (request) => {
      request.log.info({ step: 'info' }, 'an info line');
      request.log.warn('a warning');
      request.log.child({ part: 'nested' }).warn('from a child');
      return { ok: true };
    });
    await app.ready();
    return app;
  }

  it('writes enabled levels with the request id, also from its own children', async () => {
    const lines: LogLine[] = [];
    const server = await appLoggingAt('info', lines);
    const response = await server.inject({ method: 'GET', url: '/logs' });
    expect(response.statusCode).toBe(200);
    expect(lines.map((line) => line.msg)).toEqual(['an info line', 'a warning', 'from a child']);
    const reqIds = new Set(lines.map((line) => line.reqId));
    expect(reqIds.size).toBe(1);
    expect([...reqIds][0]).toEqual(expect.any(String));
    expect(lines[0]).toMatchObject({ step: 'info', level: 30 });
    expect(lines[2]).toMatchObject({ part: 'nested', level: 40 });
  });

  it('writes nothing below the level', async () => {
    const lines: LogLine[] = [];
    const server = await appLoggingAt('warn', lines);
    await server.inject({ method: 'GET', url: '/logs' });
    expect(lines.map((line) => line.msg)).toEqual(['a warning', 'from a child']);
  });

  it('makes no child for a request that writes nothing', () => {
    let childrenMade = 0;
    const parent = {
      level: 'warn',
      isLevelEnabled: (level: string) => level === 'warn' || level === 'error',
      child: () => {
        childrenMade += 1;
        return parent;
      },
      info: () => undefined,
      warn: () => undefined,
      error: () => undefined,
    } as unknown as FastifyBaseLogger;
    const logger = lazyRequestLoggerFactory(parent, { reqId: 'req-1' }, {});
    logger.info('below the level');
    logger.debug('below the level');
    expect(logger.level).toBe('warn');
    expect(childrenMade).toBe(0);
    logger.warn('written');
    expect(childrenMade).toBe(1);
    logger.error('written by the same child');
    expect(childrenMade).toBe(1);
  });

  it("makes a route's child with its own options at once", () => {
    const made: unknown[] = [];
    const parent = {
      isLevelEnabled: () => true,
      child: (bindings: unknown, options: unknown) => {
        made.push({ bindings, options });
        return parent;
      },
    } as unknown as FastifyBaseLogger;
    lazyRequestLoggerFactory(parent, { reqId: 'req-2' }, { level: 'debug' });
    expect(made).toEqual([{ bindings: { reqId: 'req-2' }, options: { level: 'debug' } }]);
  });

  it('works with logging off', async () => {
    app = Fastify({ logger: false, childLoggerFactory: lazyRequestLoggerFactory });
    app.get('/logs', (request) => {
      request.log.info('nowhere');
      request.log.child({ part: 'nested' }).error('nowhere either');
      return { ok: true };
    });
    const response = await app.inject({ method: 'GET', url: '/logs' });
    expect(response.statusCode).toBe(200);
  });
});
