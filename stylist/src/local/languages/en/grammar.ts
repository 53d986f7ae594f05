import type { Agreement, Grammar } from '../../grammar/types';
import { ownOccasion } from '../../grammar/own-occasion';
import { coordinated } from '../../grammar/nouns';

/** Nouns ending in -s that are singular (a dress, a canvas tote is caught by its head 'tote'). */
const SINGULAR_S = new Set(['dress', 'bus', 'canvas', 'glass', 'chaos', 'jewellery']);

/**
 * English agreement is number only: a phrase is plural when it coordinates ('black and brown') or
 * its head noun (the last word before 'with', 'in', 'for', 'under') is plural ('ballet flats', 'jeans').
 */
export function agreement(phrase: string): Agreement {
  if (coordinated(phrase, ['and'])) return { gender: 'm', plural: true };
  const head = headNoun(phrase);
  return { gender: 'm', plural: /[a-z]s$/.test(head) && !/ss$/.test(head) && !SINGULAR_S.has(head) };
}

/** 'a' or 'an' by the sound the phrase opens with: 'an olive and camel base', 'a uniform', 'a one-off'. */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  return /^(?!one\b|uni|use|usu|eu)[aeiou]/i.test(phrase) ? 'an' : 'a';
}

/** Nouns that are never counted: 'heels and jewellery', not 'a jewellery'. */
const UNCOUNTED = new Set(['jewellery', 'jewelry', 'knitwear', 'swimwear', 'rainwear', 'footwear', 'outerwear', 'sportswear', 'activewear', 'clothing', 'gear', 'hosiery']);
const headNoun = (phrase: string): string => phrase.toLowerCase().split(/\s+(?:with|in|for|under|over|on)\s+/)[0]!.trim().split(/\s+/).pop() ?? '';

/** 'the black top'; 'a black top', 'an olive skirt', and plurals and uncounted nouns bare ('burgundy shoes', 'gold jewellery'). */
export function withArticle(noun: string, definite: boolean): string {
  if (definite) return `the ${noun}`;
  if (agreement(noun).plural || UNCOUNTED.has(headNoun(noun))) return noun;
  return `${indefiniteArticle(noun)} ${noun}`;
}

/**
 * Adjectives of opinion, size and shape that come before a colour in English ('a fine gold pendant necklace', 'a slim
 * brown leather belt', 'an oversized grey blazer'); material and purpose words come after it ('black leather boots').
 */
const BEFORE_COLOUR = new Set([
  'fine', 'classic', 'simple', 'delicate', 'sleek', 'small', 'compact', 'little', 'large', 'big', 'long', 'short', 'chunky', 'oversized',
  'slim', 'skinny', 'cropped', 'flowing', 'light', 'lightweight', 'heavyweight', 'plain', 'sheer', 'opaque', 'structured', 'pointed',
  'wide', 'narrow', 'loose', 'relaxed', 'boxy', 'soft', 'thin', 'thick',
]);

/** A colour placed in an English garment name after its opinion, size and shape words: 'fine pendant necklace' + gold → 'fine gold pendant necklace'. */
export function inColour(garment: string, colour: string): string {
  const words = garment.split(' ');
  let i = 0;
  while (i < words.length - 1 && BEFORE_COLOUR.has(words[i]!.toLowerCase())) i++;
  return [...words.slice(0, i), colour, ...words.slice(i)].join(' ');
}

export const grammar: Grammar = {
  ownOccasion: (typed) => ownOccasion(typed, OWN_OCCASION),
  article: withArticle,
  agreement,
  colour: (colour) => colour,
  join: (before, value) => [before, value],
};

/** 'birthday' → 'a birthday', 'office party' → 'an office party'; a plural head ('drinks with friends') takes none. */
const OWN_OCCASION = {
  determiners: /^(?:a|an|the|my|our|your|his|her|their|this|that|some)\s/iu,
  article: (first: string, text: string) => {
    const head = (text.split(/\s(?:with|at|for|in|on|of|to)\s/u)[0] ?? text).split(/\s/u).at(-1)!.toLowerCase();
    if (/[^su]s$/u.test(head)) return '';
    return /^[aeio]|^u(?!ni|se|su)/u.test(first) ? 'an ' : 'a ';
  },
};
