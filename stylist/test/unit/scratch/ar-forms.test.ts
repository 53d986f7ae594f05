import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { ar as catalogue } from '../../../src/local/languages/ar/garment-names';
import { names } from '../../../src/local/languages/ar/names';
import { garmentIn, definite } from '../../../src/local/languages/ar/noun-phrase';
it('prints', () => {
  const out: string[] = [];
  for (const n of Object.values(catalogue)) out.push(`${garmentIn(n, 'الأبيض')}  ||  ${garmentIn(n, 'الكحلي')}`);
  out.push('-----');
  for (const n of Object.values(names.garments)) { const c = garmentIn(n, 'الأزرق الفاتح'); out.push(`${c}  =>  ${definite(c)}  /  ${definite(n)}  / ${garmentIn(n, 'الأسود')} => ${definite(garmentIn(n, 'الأسود'))}`); }
  writeFileSync('/tmp/arwork/forms.txt', out.join('\n'));
});
