import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLOUR_IDS } from '../../../src/local/colour/names';
import { loadAccessoryLabels } from '../../../eval/src/accessories';
import { loadLabels } from '../../../eval/src/photos';

/**
 * The labelled photo set is only worth its figures while every photo is labelled, every label has
 * its photo, every photo's source and licence is written down, and every label says a colour the
 * engine can say: a photo added without one of these would be scored against nothing, or shipped
 * without a licence.
 */
const DIR = new URL('../../../eval/photos/', import.meta.url);
const labels = loadLabels(DIR);
const photos = readdirSync(DIR).filter((f) => f.endsWith('.jpg')).sort();
const licence = readFileSync(new URL('LICENSE.md', DIR), 'utf8');

describe('the labelled eval photos', () => {
  it('labels every photo in the folder and no photo that is not there', () => {
    expect(Object.keys(labels).sort()).toEqual(photos);
  });

  it('names every photo in LICENSE.md with its source', () => {
    expect(photos.filter((f) => !licence.includes(`\`${f}\``))).toEqual([]);
  });

  it('labels garments only with colours the engine can name, and none on a photo with nobody', () => {
    const known = new Set<string>(COLOUR_IDS);
    for (const [file, l] of Object.entries(labels)) {
      for (const part of [l.top, l.bottom, l.footwear]) {
        for (const id of part ?? []) expect(known.has(id), `${file}: ${id}`).toBe(true);
      }
      if (l.noPerson) expect([l.top, l.bottom, l.footwear, l.onePiece].every((v) => v === undefined), file).toBe(true);
      expect(l.what.length, file).toBeGreaterThan(10);
    }
  });

  it('labels accessories only on labelled photos with somebody in them, at the zones vision reports', () => {
    const accessories = loadAccessoryLabels(DIR) ?? {};
    for (const [file, list] of Object.entries(accessories)) {
      expect(labels[file], file).toBeDefined();
      expect(labels[file]!.noPerson, file).toBeFalsy();
      for (const a of list) expect([null, 'head', 'neck', 'wrists', 'waist'], `${file}: ${a.kind}`).toContain(a.zone);
    }
  });
});
