/** Test helper: the resume fixtures in `fixtures/resumes` (Node only; never imported by the barrels). */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { JsonResume } from './types.js';

export const FIXTURE_DIR = path.join(import.meta.dirname, '..', '..', 'fixtures', 'resumes');

export function readFixture(file: string): string {
  return readFileSync(path.join(FIXTURE_DIR, file), 'utf8');
}

export function readJsonFixture(file: string): JsonResume {
  return JSON.parse(readFixture(file)) as JsonResume;
}

/** The hand-written JSON Resume fixtures (not the `.expected.json` import results). */
export function resumeFixtureFiles(): string[] {
  return readdirSync(FIXTURE_DIR)
    .filter((file) => file.endsWith('.json') && !file.endsWith('.expected.json'))
    .sort();
}

export function allJsonFixtureFiles(): string[] {
  return readdirSync(FIXTURE_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort();
}
