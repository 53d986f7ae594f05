// One naming rule for the web's files, so a newcomer never guesses: kebab-case, component or not
// (results-page.tsx exports ResultsPage); a hooks/ folder holds hooks only (use-*.ts).
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '.');
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
}
const all = files(SRC).map((path) => relative(SRC, path));

describe('web file names', () => {
  it('are kebab-case', () => {
    expect(all.filter((path) => !path.split('/').every((part) => KEBAB.test(part)))).toEqual([]);
  });

  it('in a hooks/ folder are hooks', () => {
    expect(all.filter((path) => /(^|\/)hooks\/[^/]+$/.test(path) && !/\/use-[^/]+\.tsx?$/.test(path))).toEqual([]);
  });
});
