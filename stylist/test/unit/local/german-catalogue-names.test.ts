import { describe, expect, it } from 'vitest';
import { GARMENTS as KNOWLEDGE, type KnowledgeGarmentId } from '../../../src/knowledge';
import { GARMENTS as LEXICON } from '../../../src/local/lexicon/garments';
import { garmentName } from '../../../src/local/styling/garment-names';
import { readDescription } from '../../../src/local/signals/text';

const PARTS = { top: ['top'], outer: ['top'], bottom: ['bottom'], dress: ['top', 'bottom'], shoes: ['footwear'], acc: ['accessories'] } as const;

/**
 * Pieces the lexicon has no garment for in any language (English misses them too): gloves, hair things, towels,
 * earplugs, festival glitter, a bottle, and the kimono. A pashmina is a wrap, read as the scarf it is worn as.
 */
const NO_GARMENT: ReadonlySet<KnowledgeGarmentId> = new Set([
  'leather-gloves', 'knit-gloves', 'hair-clip', 'hair-tie', 'beach-towel', 'earplugs', 'glitter', 'water-bottle',
  'kimono-jacket', 'pashmina',
] as KnowledgeGarmentId[]);

/** A member types the catalogue's own German names ("Zopfstrickpullover", "Badeshorts", "Abendclutch"): each is read. */
describe("the knowledge base's German garment names are read back", () => {
  it('every name the lexicon has a garment for is read for every part it dresses', () => {
    const missed = KNOWLEDGE.filter((g) => !NO_GARMENT.has(g.id)).filter((g) => {
      const found = readDescription(garmentName(g, 'de'), 'de')?.garments ?? [];
      const socks = g.slot === 'acc' && found.some((m) => m.garment === 'dressSocks' || m.garment === 'sportsSocks');
      return !socks && !found.some((m) => PARTS[g.slot].every((c) => (LEXICON[m.garment].components as readonly string[]).includes(c)));
    }).map((g) => garmentName(g, 'de'));
    expect(missed).toEqual([]);
  });

  it.each([
    ['grober Zopfstrickpullover', 'sweater'], ['Langarmshirt', 'tshirt'], ['Badeshorts', 'swimsuit'], ['Radlerhose', 'sportsShorts'],
    ['kleines Schwarzes', 'cocktailDress'], ['marineblauer Zweiteiler', 'suit'], ['Bikerjacke aus Leder', 'leatherJacket'],
    ['Slingpumps', 'heels'], ['Zehentrenner', 'flipFlops'], ['Trainingsschuhe', 'runningShoes'], ['Abendclutch', 'clutch'],
    ['Sporttasche', 'sportsGear'], ['Baseballkappe', 'cap'], ['kleine goldene Creolen', 'jewellery'], ['Body mit Karree-Ausschnitt', 'top'],
  ])('%s is a %s', (name, garment) => {
    expect(readDescription(name, 'de')?.garments.map((m) => m.garment)).toEqual([garment]);
  });

  it('"Body" is a bodysuit in German only: an English body is no garment', () => {
    expect(readDescription('a black dress that flatters my body', 'en')?.garments.map((m) => m.garment)).toEqual(['dress']);
  });
});
