/**
 * A person's name for the device behind a User-Agent header ("Firefox on Linux"), for the list
 * of signed-in sessions. Order matters: most browsers claim to be others too (Edge and Opera
 * say Chrome, Chrome says Safari, everything says Mozilla), so the specific names come first.
 */
export type DeviceKind = 'phone' | 'tablet' | 'computer' | 'unknown';

export interface DeviceDescription {
  /** "Firefox on Linux", "Safari on iPhone", "curl", or "Unknown device". */
  label: string;
  kind: DeviceKind;
}

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\bCriOS\//, 'Chrome'],
  [/\bHeadlessChrome\//, 'Headless Chrome'],
  [/\bChrom(?:e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string, DeviceKind])[] = [
  [/\biPhone\b/, 'iPhone', 'phone'],
  [/\biPad\b/, 'iPad', 'tablet'],
  [/\bAndroid\b.*\bMobile\b/, 'Android', 'phone'],
  [/\bAndroid\b/, 'Android', 'tablet'],
  [/\bCrOS\b/, 'ChromeOS', 'computer'],
  [/\bWindows\b/, 'Windows', 'computer'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS', 'computer'],
  [/\bLinux\b|\bX11\b/, 'Linux', 'computer'],
];

/** Programs that call the API with a session cookie: named by their first product token. */
const PROGRAM =
  /^(curl|Wget|python-requests|node-fetch|undici|axios|PostmanRuntime|Go-http-client|okhttp)\b/i;

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const text = userAgent?.trim() ?? '';
  if (text === '') return { label: 'Unknown device', kind: 'unknown' };
  const program = PROGRAM.exec(text);
  if (program?.[1]) return { label: program[1], kind: 'unknown' };
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(text));
  if (browser && system) return { label: `${browser} on ${system[1]}`, kind: system[2] };
  if (browser) return { label: browser, kind: 'unknown' };
  if (system) return { label: `Browser on ${system[1]}`, kind: system[2] };
  // Something else entirely: its first product token, shortened, says more than nothing.
  const product = /^[^\s/;()]{1,40}/.exec(text)?.[0];
  return { label: product ?? 'Unknown device', kind: 'unknown' };
}
