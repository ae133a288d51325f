// The Lighthouse reference app (scripts/lighthouse.mjs): Next's defaults, with the headers the
// app's pages are sent with, since they change what the browser does on arrival.
import { securityHeaders } from '../../../security-headers.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  headers: () => Promise.resolve([{ source: '/:path*', headers: securityHeaders }]),
};
export default nextConfig;
