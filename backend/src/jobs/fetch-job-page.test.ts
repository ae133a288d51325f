import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJobPage, isPrivateAddress, MAX_PAGE_BYTES } from './fetch-job-page.js';

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.32.0.1', false],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['93.184.216.34', false],
    ['2606:4700::1111', false],
  ])('%s → %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});

describe('fetchJobPage', () => {
  let server: Server;
  let port: number;
  let hits = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      hits += 1;
      if (request.url === '/job') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Job</h1>');
      } else if (request.url === '/huge') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('x'.repeat(MAX_PAGE_BYTES + 1));
      } else if (request.url === '/pdf') {
        response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-');
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads a page when private hosts are allowed, by name or by address', async () => {
    for (const host of ['localhost', '127.0.0.1']) {
      const page = await fetchJobPage(`http://${host}:${port}/job`, { allowPrivateHosts: true });
      expect(page.html).toBe('<h1>Job</h1>');
    }
  });

  it('refuses a name that resolves to a private address, in the lookup of the connection itself', async () => {
    const before = hits;
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      await expect(
        fetchJobPage(`http://${host}:${port}/job`, { allowPrivateHosts: false }),
      ).rejects.toMatchObject({ code: 'URL_NOT_ALLOWED' });
    }
    expect(hits).toBe(before);
  });

  it('refuses pages over the size limit and what is not HTML', async () => {
    await expect(
      fetchJobPage(`http://127.0.0.1:${port}/huge`, { allowPrivateHosts: true }),
    ).rejects.toMatchObject({ code: 'FETCH_FAILED', message: 'The page is larger than 3 MB' });
    await expect(
      fetchJobPage(`http://127.0.0.1:${port}/pdf`, { allowPrivateHosts: true }),
    ).rejects.toMatchObject({ code: 'FETCH_FAILED' });
    await expect(
      fetchJobPage(`http://127.0.0.1:1/job`, { allowPrivateHosts: true }),
    ).rejects.toMatchObject({ code: 'FETCH_FAILED', message: 'The page could not be reached' });
  });
});
