// The shell around the validator: reads a file, checks the pages it names, prints one line per
// error. `cli.ts` runs it for the real process; tests run it on temporary folders.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { countPages, type DocsFolder, missingFileErrors, missingPageErrors } from './pages';
import { formatSiteConfigError, validateSiteConfig } from './validate';

export interface CheckOptions {
  args: readonly string[];
  /** Where relative FILE arguments are read from. */
  cwd: string;
  /** The repository whose docs/site.json is checked when no FILE is given. */
  repoRoot: string;
  print(line: string): void;
  printError(line: string): void;
}

export const USAGE = `Usage: site-config-check [--pages] [FILE]

Validates a site.json file against the schema of spec §2.5 and exits 1 on any error.
Without FILE: the repository's docs/site.json, and every page it names must exist in docs/.
--pages  also check the pages of FILE, in the folder that holds FILE.`;

const PAGE_FILE = /\.mdx?$/;

/** Reads the folder once: its pages (without extension) and the folders above each page. */
export function readDocsFolder(folder: string): DocsFolder {
  const pages = new Set<string>();
  const folders = new Set<string>();
  let entries: string[] = [];
  try {
    entries = readdirSync(folder, { recursive: true, encoding: 'utf8' });
  } catch {
    // A missing folder holds no pages; every page is then reported as missing.
  }
  for (const entry of entries) {
    if (!PAGE_FILE.test(entry)) continue;
    const page = entry.split(sep).join('/').replace(PAGE_FILE, '');
    pages.add(page);
    for (let parent = dirname(page); parent !== '.'; parent = dirname(parent)) folders.add(parent);
  }
  return { hasPage: (page) => pages.has(page), hasPageFolder: (path) => folders.has(path) };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function describeFailure(error: unknown): string {
  if (error instanceof SyntaxError) return `is not valid JSON: ${error.message}`;
  const code = (error as { code?: unknown } | null)?.code;
  return `cannot be read${typeof code === 'string' ? ` (${code})` : ''}`;
}

/** Runs `site-config-check` and returns its exit status: 0 valid, 1 errors, 2 bad usage. */
export function runSiteConfigCheck(options: CheckOptions): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...options.args],
      allowPositionals: true,
      options: { pages: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    options.printError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help === true) {
    options.print(USAGE);
    return 0;
  }
  if (parsed.positionals.length > 1) {
    options.printError(`Expected at most one FILE.\n${USAGE}`);
    return 2;
  }
  const [given] = parsed.positionals;
  const file =
    given === undefined ? join(options.repoRoot, 'docs', 'site.json') : resolve(options.cwd, given);
  const shown = given ?? relative(options.repoRoot, file).split(sep).join('/');
  const checkPages = given === undefined || parsed.values.pages === true;

  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    options.printError(`${shown}: ${describeFailure(error)}`);
    return 1;
  }
  const result = validateSiteConfig(value);
  if (!result.ok) {
    for (const error of result.errors)
      options.printError(`${shown}: ${formatSiteConfigError(error)}`);
    return 1;
  }
  if (!checkPages) {
    options.print(`${shown}: valid`);
    return 0;
  }
  const docsDir = dirname(file);
  const label = relative(given === undefined ? options.repoRoot : options.cwd, docsDir) || '.';
  const shownLabel = label.split(sep).join('/');
  const missing = [
    ...missingPageErrors(result.config, readDocsFolder(docsDir), shownLabel),
    ...missingFileErrors(result.config, (path) => isFile(join(docsDir, path)), shownLabel),
  ];
  for (const error of missing) options.printError(`${shown}: ${formatSiteConfigError(error)}`);
  if (missing.length > 0) return 1;
  options.print(
    `${shown}: valid; all ${countPages(result.config)} pages and the files it names exist`,
  );
  return 0;
}
