// Serves the images under docs/ that site.json and the pages name (`/images/logo-light.svg` →
// `/docs-assets/images/logo-light.svg`). Images only, and only from inside docs/.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ASSET_FILE } from '@/lib/docs/links';
import { docsDirectory } from '@/lib/docs/site';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ path: string[] }> },
): Promise<Response> {
  const segments = (await params).path;
  const relative = segments.join('/');
  if (
    !ASSET_FILE.test(relative) ||
    segments.some((segment) => segment === '..' || segment.includes('\\'))
  ) {
    return notFound();
  }
  const docsDir = docsDirectory();
  const file = path.resolve(docsDir, relative);
  if (!file.startsWith(docsDir + path.sep)) return notFound();
  try {
    const body = await readFile(file);
    return new Response(new Uint8Array(body), {
      headers: {
        'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        'cache-control': 'public, max-age=3600',
        // An SVG opened on its own must not run script.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    });
  } catch {
    return notFound();
  }
}
