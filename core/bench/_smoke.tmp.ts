import { readFileSync } from 'node:fs';
import { createVisionClient } from '../src/stylist/local/vision/client';
const c = createVisionClient({ logger: { warn: (o, m) => console.error('WARN', m, o) }, threadFile: '/work/main/core/src/stylist/local/vision/vision-thread.dev.mjs', ref: true });
const t = performance.now();
console.log(await c.ready(), Math.round(performance.now() - t));
for (const f of process.argv.slice(2)) {
  const bytes = readFileSync(f);
  for (let k = 0; k < 3; k++) {
    const t1 = performance.now();
    const r = await c.detect({ bytes, width: 0, height: 0, mimeType: 'image/jpeg' });
    if (k === 2) {
      console.log(f, Math.round(performance.now() - t1), 'ms', JSON.stringify({ ...r, keypoints: r && r.chosen >= 0 ? Object.entries(r.keypoints ?? {}).map(([k, v]) => `${k}:${v.score.toFixed(2)}`).join(" ") : null, persons: r?.persons.map((p) => p.score.toFixed(2) + "@" + p.box.map((v) => v.toFixed(2))).join(" "), regions: Object.fromEntries(Object.entries(r?.regions ?? {}).map(([k, v]) => [k, { pal: v.palette.map((c) => `${c.id}:${Math.round(c.share * 100)}`).join(' '), skin: v.skinShare, conf: v.confidence, zones: v.zones }])), outfit: r?.outfit.map((c) => `${c.id}:${Math.round(c.share * 100)}`).join(' ') }));
    }
  }
}
console.log('rss', Math.round(process.memoryUsage().rss / 1e6));
await c.close();
