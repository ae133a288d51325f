/**
 * Fetches a careers page for a job import: http(s) only, bounded in time and size, and — unless
 * the configuration allows it (development) — never into loopback or private networks, so the
 * server cannot be used to probe what sits behind it.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { AppError } from '../http/errors.js';

export const PAGE_FETCH_TIMEOUT_MS = 10_000;
export const MAX_PAGE_BYTES = 3 * 1024 * 1024;
const MAX_REDIRECTS = 5;

const fetchFailed = (message: string): AppError => new AppError('FETCH_FAILED', 422, message);

/** Loopback, private, link-local, unique-local, CGNAT and unspecified addresses. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  if (isIP(ip) === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const lower = ip.toLowerCase();
  return (
    lower === '::' ||
    lower === '::1' ||
    lower.startsWith('fc') ||
    lower.startsWith('fd') ||
    /^fe[89ab]/.test(lower)
  );
}

export function parseJobUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new AppError(
      'VALIDATION_FAILED',
      400,
      'Give the address of the job page, such as https://careers.example.com/jobs/123',
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new AppError('VALIDATION_FAILED', 400, 'Only http and https addresses can be imported');
  if (url.username || url.password)
    throw new AppError(
      'VALIDATION_FAILED',
      400,
      'An address with a user name or password cannot be imported',
    );
  if (url.href.length > 2048)
    throw new AppError('VALIDATION_FAILED', 400, 'The address is longer than 2048 characters');
  return url;
}

async function checkHost(url: URL, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : (await lookup(host, { all: true })).map((entry) => entry.address);
  if (addresses.some(isPrivateAddress))
    throw new AppError('URL_NOT_ALLOWED', 422, 'Addresses in private networks cannot be imported');
}

async function readBounded(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_PAGE_BYTES) throw fetchFailed('The page is larger than 3 MB');
  const reader = (response.body as ReadableStream<Uint8Array> | null)?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_PAGE_BYTES) {
      await reader.cancel();
      throw fetchFailed('The page is larger than 3 MB');
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}

/** The page's HTML; follows up to five redirects, checking each address. */
export async function fetchJobPage(
  address: string,
  { allowPrivateHosts }: { allowPrivateHosts: boolean },
): Promise<{ url: string; html: string }> {
  let url = parseJobUrl(address);
  const signal = AbortSignal.timeout(PAGE_FETCH_TIMEOUT_MS);
  for (let redirects = 0; ; redirects += 1) {
    await checkHost(url, allowPrivateHosts);
    let response: Response;
    try {
      response = await fetch(url, {
        redirect: 'manual',
        signal,
        headers: {
          accept: 'text/html,application/xhtml+xml',
          'user-agent': 'ResumeAgent/1.0 (job import)',
        },
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? 'did not answer within 10 s'
          : 'could not be reached';
      throw fetchFailed(`The page ${reason}`);
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      if (redirects >= MAX_REDIRECTS) throw fetchFailed('The page redirects too many times');
      url = parseJobUrl(new URL(location, url).href);
      continue;
    }
    if (!response.ok) throw fetchFailed(`The page answered HTTP ${response.status}`);
    const type = response.headers.get('content-type') ?? '';
    if (!/html|xml/i.test(type))
      throw fetchFailed('The address is not a web page (it is not HTML)');
    return { url: url.href, html: await readBounded(response) };
  }
}
