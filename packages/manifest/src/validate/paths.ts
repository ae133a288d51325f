const IDENTIFIER = /^[A-Za-z_$][\w$-]*$/;

/**
 * A path in the manifest as the diagnostics print it: `services.backend.runtime.minInstances`,
 * `ci.triggerPaths[2]`, `deploy["deploy/*"]`. Keys with hyphens stay bare (`services.my-api`)
 * because service names have them and nobody reads the path as JavaScript. The root is ``.
 */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  if (!IDENTIFIER.test(key)) return `${parent}[${JSON.stringify(key)}]`;
  return parent === '' ? key : `${parent}.${key}`;
}
