import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FAULTS, FAULT_TEST_FILES } from './faults-catalog.mjs';
import { ROOT } from './project.mjs';

describe('the fault suite catalogue', () => {
  it('covers F1–F12 and the scale-out tests', () => {
    const ids = FAULTS.map((f) => f.id);
    expect(ids).toEqual([...Array.from({ length: 12 }, (_, i) => `F${i + 1}`), 'S1', 'S2']);
  });

  it('names test files that exist (a renamed test would silently leave the suite)', () => {
    expect(FAULT_TEST_FILES.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
  });

  it('runs the slow ones only from npm run faults, the others in the npm test projects too', () => {
    for (const f of FAULTS) {
      for (const file of f.files) {
        if (f.slow) expect(file).toMatch(/^api\/test\/faults\//);
        else expect(file).toMatch(/^(stylist|platform|providers|cards|core|api|workers|cli)\/test\/integration\//);
      }
    }
  });
});
