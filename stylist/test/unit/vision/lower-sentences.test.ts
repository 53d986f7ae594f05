import { describe, expect, it } from 'vitest';
import { VISION_WORDS } from '../../../src/local/i18n/vision';
import { PACKS } from '../../../src/local/i18n/packs';
import type { GarmentMention, OutfitSignals } from '../../../src/local/signals/types';
import type { LowerKind } from '../../../src/local/vision/lower-kind';
import type { VisionReport } from '../../../src/local/vision/types';
import { visionSentences } from '../../../src/local/writing/vision';
import { Writer } from '../../../src/local/writing/writer';

const colour = (id: string, L: number) => ({ id, lab: { L, a: 0, b: 0 }, lch: { L, c: 0, h: 0 }, share: 1 });

function sentences(lowerKind: LowerKind | null, said: GarmentMention[] = []): string {
  const v = {
    personCount: 1, onePiece: false, topBottomContrast: 0.3, shoesEcho: null, framing: [], lowerKind,
    regions: {
      top: { part: 'top', rects: [], skinShare: 0, confidence: 0.8, palette: [colour('black', 0.15)] },
      bottom: { part: 'bottom', rects: [], skinShare: 0, confidence: 0.8, palette: [colour('wine', 0.45)] },
    },
  } as unknown as VisionReport;
  const w = new Writer(PACKS.en, 'seed', PACKS.en.occasions.casual, VISION_WORDS.en);
  return visionSentences(w, { text: { garments: said }, photo: null, regions: {} } as unknown as OutfitSignals, v).join(' ');
}

describe('the rating names the lower half the photo showed', () => {
  it('a skirt the vision read is a skirt in the sentences', () => {
    expect(sentences('skirt')).toContain('wine skirt');
  });

  it('a lower half it could not read keeps the neutral word', () => {
    const text = sentences(null);
    expect(text).toContain('wine bottoms');
    expect(text).not.toMatch(/chinos|trousers|skirt/);
  });

  it('the description\'s garment wins over the photo\'s reading', () => {
    const said: GarmentMention = { garment: 'pencilSkirt', components: ['bottom'], formality: 2.9, colours: [], at: 0 };
    expect(sentences('trousers', [said])).toContain('wine pencil skirt');
  });
});
