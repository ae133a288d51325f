/**
 * Fetches a careers page for a job import: http(s) only, bounded in time and size, and — unless
 * the configuration allows it (development) — never into loopback or private networks, so the
 * server cannot be used to probe what sits behind it. node:http rather than fetch, because only
 * it lets the check sit in the connection's own DNS lookup.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { get as httpGet, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
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

const urlNotAllowed = (): AppError =>
  new AppError('URL_NOT_ALLOWED', 422, 'Addresses in private networks cannot be imported');

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * DNS resolution for the page's connection that refuses private addresses: the addresses
 * checked are the ones connected to, so a name that resolves differently on a second lookup
 * (DNS rebinding) cannot slip a private address past the check.
 */
function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) {
        callback(error, []);
        return;
      }
      if (!allowPrivate && addresses.some((entry) => isPrivateAddress(entry.address))) {
        callback(urlNotAllowed(), []);
        return;
      }
      const [first] = addresses;
      if (options.all === true) callback(null, addresses);
      else if (first) callback(null, first.address, first.family);
      else
        callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
    });
  };
}

interface PageResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: IncomingMessage;
}

function requestPage(url: URL, allowPrivate: boolean, signal: AbortSignal): Promise<PageResponse> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address written as such is never looked up: check it here.
  if (!allowPrivate && isIP(host) !== 0 && isPrivateAddress(host))
    return Promise.reject(urlNotAllowed());
  const get = url.protocol === 'https:' ? httpsGet : httpGet;
  return new Promise((resolve, reject) => {
    const request = get(
      url,
      {
        signal,
        lookup: guardedLookup(allowPrivate),
        // A fresh connection each time: a pooled socket would skip the lookup and its check.
        agent: false,
        headers: {
          accept: 'text/html,application/xhtml+xml',
          'user-agent': 'ResumeAgent/1.0 (job import)',
        },
      },
      (response) => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: response });
      },
    );
    request.on('error', reject);
  });
}

async function readBounded(response: PageResponse): Promise<string> {
  const declared = Number(response.headers['content-length'] ?? '0');
  if (declared > MAX_PAGE_BYTES) {
    response.body.destroy();
    throw fetchFailed('The page is larger than 3 MB');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > MAX_PAGE_BYTES) {
      response.body.destroy();
      throw fetchFailed('The page is larger than 3 MB');
    }
    chunks.push(chunk);
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
    let response: PageResponse;
    try {
      response = await requestPage(url, allowPrivateHosts, signal);
    } catch (error) {
      if (error instanceof AppError) throw error;
      const reason =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
          ? 'did not answer within 10 s'
          : 'could not be reached';
      throw fetchFailed(`The page ${reason}`);
    }
    const location = response.headers.location;
    if (response.status >= 300 && response.status < 400 && location) {
      response.body.resume();
      if (redirects >= MAX_REDIRECTS) throw fetchFailed('The page redirects too many times');
      url = parseJobUrl(new URL(location, url).href);
      continue;
    }
    if (response.status < 200 || response.status >= 300) {
      response.body.resume();
      throw fetchFailed(`The page answered HTTP ${response.status}`);
    }
    if (!/html|xml/i.test(response.headers['content-type'] ?? '')) {
      response.body.resume();
      throw fetchFailed('The address is not a web page (it is not HTML)');
    }
    return { url: url.href, html: await readBounded(response) };
  }
}
