import type { SituationRow } from './types';

/** Situations about a tie: which one goes with a suit, and whether one must be worn (an occasion each where the answer changes). */
export const TIE_ROWS = {
  'tie-suit': {
    family: 'tie', when: { garment: ['suit', 'shirt', 'blazer'] }, era: 'windsor',
    picks: [['silk-tie', 'burgundy'], ['silk-tie', 'navy'], ['silk-tie', 'grey']],
    avoid: [],
    why: 'A tie should be darker than the shirt: burgundy or navy silk on a white or light blue shirt is the reliable choice, with the tip touching the top of the belt.',
    avoidWhy: 'Avoid novelty prints and a tie lighter than the shirt.',
    exception: 'At a garden party or a smart-casual event you can leave the tie off and open one button.',
  },
  'tie-must': {
    family: 'tie', when: { must: true }, era: 'windsor', answer: 'needNot',
    picks: [['silk-tie', 'navy'], ['silk-tie', 'burgundy']],
    avoid: [],
    why: 'A tie is still expected at black tie, a formal wedding or a funeral, and in conservative offices such as law and finance; elsewhere an open collar under a well-cut jacket looks right.',
    avoidWhy: 'A tie worn only because you are unsure looks stiff; an open collar worn well does not.',
    exception: 'When the invitation says black tie or business attire, wear one.',
  },
  'tie-must-wedding': {
    family: 'tie', when: { must: true, occasion: ['wedding', 'formal'] }, era: 'windsor', answer: 'yes',
    picks: [['silk-tie', 'navy'], ['silk-tie', 'burgundy']],
    avoid: [],
    why: 'A wedding or a formal evening still expects a tie with a suit; choose silk in navy or burgundy, darker than the shirt, with the tip touching the top of the belt.',
    avoidWhy: 'Avoid novelty prints and a tie lighter than the shirt.',
    exception: 'A beach or garden wedding, or an invitation that says casual, lets you leave it off and open one button.',
  },
  // A traditional funeral is the one day a tie is worn for others rather than for the look: it is part of the respect shown
  // to the family, so "must I?" is answered yes, in the darkest, plainest tie, with the family's own wish as the exception.
  'tie-must-funeral': {
    family: 'tie', when: { must: true, dressCode: 'funeral' }, era: 'windsor', answer: 'yes',
    picks: [['silk-tie', 'black'], ['silk-tie', 'navy']],
    avoid: [],
    why: 'A traditional funeral still expects a dark suit with a dark, plain tie, black or deep navy, without a pattern or shine: it is a mark of respect to the family.',
    avoidWhy: 'A bright, patterned or shiny tie draws the eye on a day that is not about you.',
    exception: 'Some families ask for less formal dress, or for a colour the person loved; then follow what they ask.',
  },
  // An interview is dressed one step above the team: in banking, law, consulting or a corporate office that step is a suit
  // and tie, elsewhere a suit or blazer with an open collar. The question names no field, so the answer is "not
  // necessarily", with the fields where it is yes and the safe side when unsure.
  'tie-must-interview': {
    family: 'tie', when: { must: true, occasion: ['interview'] }, era: 'windsor', answer: 'needNot',
    picks: [['silk-tie', 'navy'], ['silk-tie', 'burgundy']],
    avoid: [],
    why: 'At an interview, dress one step above the people who work there: in banking, law, consulting or a corporate office that means a suit and tie; elsewhere a suit or blazer with an open collar is enough.',
    avoidWhy: 'A loud or novelty tie is remembered instead of your answers.',
    exception: 'When unsure, wear it: a tie comes off in the lift, but you cannot put one on if you arrive without.',
  },
  // A bank, a law firm or a conservative office still dresses in a suit and tie: there "must I?" is yes, as the safer
  // choice and the setting's expectation, with the seniors' own habit (a tieless Friday) as the exception.
  'tie-must-conservative': {
    family: 'tie', when: { must: true, conservativeWorkplace: true }, era: 'windsor', answer: 'yes',
    picks: [['silk-tie', 'navy'], ['silk-tie', 'burgundy']],
    avoid: [],
    why: 'In a bank, a law firm or any conservative office a suit and tie is still the expected dress, and the safer choice: clients and senior colleagues read the tie as respect for the setting. Keep it plain or finely patterned, navy or burgundy silk, darker than the shirt.',
    avoidWhy: 'A novelty or shiny tie undoes the point of wearing one.',
    exception: 'Watch what your seniors wear: where the partners drop the tie on Fridays or on days without clients, you can follow them.',
  },
} as const satisfies Record<string, SituationRow>;
