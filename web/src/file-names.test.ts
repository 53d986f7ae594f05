// One naming rule for the web's files, so a newcomer never guesses: kebab-case, component or not
// (results-page.tsx exports ResultsPage); a hooks/ folder holds hooks only (use-*.ts).
import { describe, expect, it } from 'vitest';

/** Every file under src/, as './path' (the modules are listed, not loaded). */
const all = Object.keys(import.meta.glob('./**/*')).map((path) => path.slice(2));
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/;

describe('web file names', () => {
  it('are listed', () => {
    expect(all).toContain('app/routes.tsx');
  });

  it('are kebab-case', () => {
    expect(all.filter((path) => !path.split('/').every((part) => KEBAB.test(part)))).toEqual([]);
  });

  it('in a hooks/ folder are hooks', () => {
    expect(all.filter((path) => /(^|\/)hooks\/[^/]+$/.test(path) && !/\/use-[^/]+\.tsx?$/.test(path))).toEqual([]);
  });
});
