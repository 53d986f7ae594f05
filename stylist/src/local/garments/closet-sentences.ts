import type { GarmentCategory, GarmentColour, GarmentFormality, Language, LookSlot } from '@fitrater/contracts';
import { realise } from '../grammar/realise';
import { packFor } from '../i18n/packs';
import type { ClosetWords } from './closet-words';
import { VISION_WORDS } from '../i18n/vision';
import { CATALOGUES, tablesOf } from '../languages/registry';
import type { LowerKind } from '../vision/lower-kind';
import { pieceNoun } from './prefill';

const WORDS: Record<Language, ClosetWords> = tablesOf(CATALOGUES, 'closet');

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

/**
 * An item's default name in the member's language: "navy shirt", "chemise bleu marine", "海军蓝衬衫".
 * `lower`: the kind of lower garment a photo showed (see `pieceNoun`); a lower half the photo could
 * not tell is named by the language's word for the part ("wine bottoms", "parte de abajo burdeos").
 */
export function itemName(category: GarmentCategory, formality: GarmentFormality, colours: readonly GarmentColour[], language: Language, lower?: LowerKind | null): string {
  const pack = packFor(language);
  const words = WORDS[language];
  const noun = pieceNoun(category, formality, lower);
  const colour = colours[0];
  if (noun === null) return neutralName(language, colour);
  const garment = pack.garments[noun];
  if (!colour) return fill(words.itemNameNoColour, { garment });
  // The colour agrees with the garment where the language asks it to ('camisa blanca', 'chemise blanche').
  const agreed = pack.grammar ? pack.grammar.colour(pack.colours[colour], pack.grammar.agreement(garment)) : pack.colours[colour];
  return fill(words.itemName, { colour: agreed, garment });
}

/** The lower half by the language's neutral word, its colour placed (and agreeing) as the rating's sentences place it. */
function neutralName(language: Language, colour: GarmentColour | undefined): string {
  const pack = packFor(language);
  const word = VISION_WORDS[language].parts.bottom;
  const bare = word.replace(/\s*\{colour\}\s*/, ' ').trim();
  if (!colour) return bare;
  if (!word.includes('{colour}')) return fill(WORDS[language].itemName, { colour: pack.colours[colour], garment: word });
  const grammar = pack.grammar;
  return word.replace('{colour}', grammar ? grammar.colour(pack.colours[colour], grammar.agreement(bare)) : pack.colours[colour]);
}

/**
 * A slot nothing owned could fill: "Accessory: nothing in your closet fits this look. Look for a white belt."
 * The template's `{@suggestion}` gives the piece its indefinite article in the language's grammar
 * ('a white belt', 'une ceinture blanche', 'einen Gürtel in Weiß'; plurals bare or with 'des', 'unos').
 */
export function lookForLine(slot: LookSlot, category: GarmentCategory, formality: GarmentFormality, colour: GarmentColour | null, language: Language): string {
  const words = WORDS[language];
  const suggestion = itemName(category, formality, colour ? [colour] : [], language);
  return realise(words.lookFor, { slot: words.slots[slot], suggestion }, packFor(language).grammar);
}

/**
 * "Shoes → your tan loafers: +1.3". Realised like `lookForLine`, so a particle after the item takes
 * the form its last sound asks for (Korean `{item:으로}`: 로퍼로, 정장으로).
 */
export function swapLine(slot: LookSlot, item: string, delta: number, language: Language): string {
  const words = WORDS[language];
  const signed = `${delta > 0 ? '+' : delta < 0 ? '−' : '±'}${Math.abs(delta).toFixed(1)}`;
  return realise(words.swap, { slot: words.slots[slot], item, delta: signed }, packFor(language).grammar);
}
