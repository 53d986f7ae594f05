import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { photoProseSamples } from '../../support/prose-photo-samples';
it('dumps photos', { timeout: 300_000 }, async () => {
  const s = await photoProseSamples('ar');
  const seen = new Set<string>();
  const out = s.filter((x) => !seen.has(x.text) && seen.add(x.text)).slice(0, 400).map((x) => `${x.input} || ${x.text}`);
  writeFileSync('/tmp/arwork/photo.txt', out.join('\n'));
});
