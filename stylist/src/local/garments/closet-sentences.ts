import type { GarmentCategory, GarmentColour, GarmentFormality, Language, LookSlot } from '@fitrater/contracts';
import { packFor } from '../i18n/packs';
import { closet as ar } from '../languages/ar/closet';
import { closet as de } from '../languages/de/closet';
import { closet as en } from '../languages/en/closet';
import { closet as es } from '../languages/es/closet';
import { closet as fr } from '../languages/fr/closet';
import { closet as it } from '../languages/it/closet';
import { closet as ja } from '../languages/ja/closet';
import { closet as ko } from '../languages/ko/closet';
import { closet as pt } from '../languages/pt/closet';
import { closet as zh } from '../languages/zh/closet';
import type { ClosetWords } from './closet-words';
import { GARMENT_NOUN } from './prefill';

const WORDS: Record<Language, ClosetWords> = { en, es, fr, de, it, pt, zh, ja, ko, ar };

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

/** An item's default name in the member's language: "navy shirt", "chemise bleu marine", "海军蓝衬衫". */
export function itemName(category: GarmentCategory, formality: GarmentFormality, colours: readonly GarmentColour[], language: Language): string {
  const pack = packFor(language);
  const words = WORDS[language];
  const garment = pack.garments[GARMENT_NOUN[category][formality]];
  const colour = colours[0];
  return colour ? fill(words.itemName, { colour: pack.colours[colour], garment }) : fill(words.itemNameNoColour, { garment });
}

/** A slot nothing owned could fill: "Shoes: nothing in your closet fits this look. Look for tan loafers." */
export function lookForLine(slot: LookSlot, category: GarmentCategory, formality: GarmentFormality, colour: GarmentColour | null, language: Language): string {
  const words = WORDS[language];
  return fill(words.lookFor, { slot: words.slots[slot], suggestion: itemName(category, formality, colour ? [colour] : [], language) });
}

/** "Shoes → your tan loafers: +1.3" */
export function swapLine(slot: LookSlot, item: string, delta: number, language: Language): string {
  const words = WORDS[language];
  const signed = `${delta > 0 ? '+' : delta < 0 ? '−' : '±'}${Math.abs(delta).toFixed(1)}`;
  return fill(words.swap, { slot: words.slots[slot], item, delta: signed });
}
