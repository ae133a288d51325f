// The Lighthouse reference app (scripts/lighthouse.mjs): Next's defaults, telemetry off.
/** @type {import('next').NextConfig} */
const nextConfig = {};
export default nextConfig;
