// Contact sheet of the closet's cut-outs of the shipped photos: see core/test/tools/cutout-sheet.ts.
import { runTs } from './lib/run-ts.mjs';

await runTs('core/test/tools/cutout-sheet.ts');
