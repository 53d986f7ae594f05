import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './project.mjs';

describe('README', () => {
  it('documents every variable that platform/src/config/config.ts reads', () => {
    const config = readFileSync(join(ROOT, 'platform/src/config/config.ts'), 'utf8');
    const names = [...new Set([...config.matchAll(/\(env, '([A-Z][A-Z0-9_]*)'/g)].map((m) => m[1]))];
    expect(names.length).toBeGreaterThan(10);
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const missing = names.filter((name) => !readme.includes(`| \`${name}\` |`));
    expect(missing, 'add these to the Configuration table of README.md').toEqual([]);
  });
  it('keeps the quick start to the two commands', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const quickStart = readme.slice(readme.indexOf('## Quick start'), readme.indexOf('### What `npm start` does'));
    const commands = [...quickStart.matchAll(/```bash\n([\s\S]*?)```/g)].flatMap((m) => m[1].trim().split('\n'));
    expect(commands).toEqual(['npm start', 'npm test']);
  });
});
