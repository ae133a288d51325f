import { describe, expect, it } from 'vitest';
import { withDefaults } from './defaults';
import type { SchemaNode } from './schema-errors';
import { type SiteConfig, SiteConfigSchema } from './schema';
import { validateSiteConfig } from './validate';

const MINIMAL: SiteConfig = { name: 'Resume Agent', navigation: [] };

/** Every `default` annotation of the schema, with the path (`[]` for array items) it sits at. */
function schemaDefaults(node: SchemaNode, path: string[] = []): [string[], unknown][] {
  const found: [string[], unknown][] = [];
  if (node.default !== undefined) found.push([path, node.default]);
  for (const branch of node.anyOf ?? []) found.push(...schemaDefaults(branch, path));
  if (node.items !== undefined) found.push(...schemaDefaults(node.items, [...path, '[]']));
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    found.push(...schemaDefaults(child, [...path, key]));
  }
  return found;
}

function valueAt(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((current, key) => {
    if (key === '[]') return Array.isArray(current) ? current[0] : undefined;
    return typeof current === 'object' && current !== null
      ? (current as Record<string, unknown>)[key]
      : undefined;
  }, value);
}

describe('withDefaults', () => {
  it('applies every default the schema annotates', () => {
    // Parents that the renderer may lack are created; these four are the reader's to give.
    const resolved = withDefaults({
      ...MINIMAL,
      logo: { light: '/light.svg', dark: '/dark.svg' },
      topbarCtaButton: { name: 'Sign up', url: '/sign-up' },
      anchors: [{ name: 'API' }],
    });
    const defaults = schemaDefaults(SiteConfigSchema);
    expect(defaults.map(([path]) => path.join('.'))).toEqual([
      'logo.href',
      'topbarCtaButton.type',
      'anchors.[].isDefaultHidden',
      'anchors.[].iconType',
      'topAnchor.name',
      'topAnchor.icon',
      'topAnchor.iconType',
      'api.playground.mode',
      'feedback.suggestEdit',
      'feedback.raiseIssue',
      'modeToggle.isHidden',
    ]);
    for (const [path, value] of defaults) expect(valueAt(resolved, path)).toEqual(value);
  });

  it('fills in the sections a renderer always draws', () => {
    expect(withDefaults(MINIMAL)).toEqual({
      ...MINIMAL,
      topAnchor: { name: 'Documentation', icon: 'book-open', iconType: 'duotone' },
      api: { playground: { mode: 'show' } },
      feedback: { suggestEdit: false, raiseIssue: false },
      modeToggle: { isHidden: false },
    });
  });

  it('keeps every value the file gives, and leaves a logo path and the mode default alone', () => {
    const config: SiteConfig = {
      ...MINIMAL,
      logo: '/logo.svg',
      topbarCtaButton: { type: 'github', url: 'https://github.com/acme/docs' },
      anchors: [{ name: 'API', isDefaultHidden: true, iconType: 'brands' }],
      topAnchor: { name: 'Overview' },
      api: { baseUrl: 'https://api.example.com', playground: { mode: 'hide' } },
      feedback: { raiseIssue: true },
      modeToggle: { default: 'dark', isHidden: true },
    };
    expect(withDefaults(config)).toEqual({
      ...config,
      topAnchor: { name: 'Overview', icon: 'book-open', iconType: 'duotone' },
      feedback: { suggestEdit: false, raiseIssue: true },
    });
  });

  it('does not change its argument', () => {
    const config: SiteConfig = { ...MINIMAL, anchors: [{ name: 'API' }] };
    const copy = structuredClone(config);
    withDefaults(config);
    expect(config).toEqual(copy);
  });

  it('is what a successful validation returns', () => {
    const result = validateSiteConfig({ ...MINIMAL, anchors: [{ name: 'API' }] });
    expect(result).toEqual({
      ok: true,
      config: withDefaults({ ...MINIMAL, anchors: [{ name: 'API' }] }),
    });
  });
});
