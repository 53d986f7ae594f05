import type { RatingOccasion } from '@fitrater/contracts';
import { normalise } from './lexicon/normalise';

/**
 * Occasion groups, defined once. `formality` is the range a stylist expects (0 athletic …
 * 4 black tie); `palette` how loud colour may be: calm (work), open, expressive (party).
 */
export type OccasionGroup = 'professional' | 'ceremony' | 'social' | 'everyday' | 'athletic' | 'outdoor' | 'beach';
export type PaletteMood = 'calm' | 'open' | 'expressive' | 'light';

export interface OccasionProfile {
  occasion: RatingOccasion;
  /** For 'custom': the built-in occasion the user's words pointed to, if any. */
  resolved: Exclude<RatingOccasion, 'custom'> | null;
  group: OccasionGroup;
  formality: readonly [number, number];
  palette: PaletteMood;
  /** Wedding guests do not wear head-to-toe white. */
  avoidWhite: boolean;
}

type Base = Omit<OccasionProfile, 'occasion' | 'resolved'>;
const P = (group: OccasionGroup, min: number, max: number, palette: PaletteMood, avoidWhite = false): Base =>
  ({ group, formality: [min, max], palette, avoidWhite });

export const OCCASION_PROFILES: Record<Exclude<RatingOccasion, 'custom'>, Base> = {
  interview: P('professional', 2.8, 3.6, 'calm'),
  work: P('professional', 2, 3.2, 'calm'),
  formal: P('ceremony', 3.3, 4, 'calm'),
  wedding: P('ceremony', 2.2, 4, 'open', true),
  church: P('ceremony', 2, 3.3, 'calm'),
  graduation: P('ceremony', 1.8, 3.3, 'open'),
  date: P('social', 1.8, 3, 'open'),
  party: P('social', 1.5, 3.5, 'expressive'),
  brunch: P('social', 1.2, 2.5, 'open'),
  concert: P('social', 0.8, 2.2, 'expressive'),
  casual: P('everyday', 0.8, 2.2, 'open'),
  school: P('everyday', 0.8, 2, 'open'),
  shopping: P('everyday', 0.8, 2, 'open'),
  travel: P('everyday', 0.7, 2, 'open'),
  vacation: P('everyday', 0.7, 2, 'expressive'),
  workout: P('athletic', 0, 0.6, 'open'),
  sports: P('athletic', 0, 0.6, 'open'),
  football: P('athletic', 0, 0.6, 'open'),
  basketball: P('athletic', 0, 0.6, 'open'),
  tennis: P('athletic', 0, 0.8, 'light'),
  running: P('athletic', 0, 0.5, 'open'),
  hiking: P('outdoor', 0, 1.2, 'open'),
  beach: P('beach', 0, 1.3, 'light'),
};

/** Words in a custom occasion that point to a built-in one (en es fr de it pt). */
const CUSTOM_HINTS: readonly [Exclude<RatingOccasion, 'custom'>, string][] = [
  ['interview', 'interview|entrevista|entretien|vorstellungsgesprach|bewerbung|colloquio'],
  ['work', 'office|work|meeting|conference|business|client|presentation|oficina|trabajo|reunion|bureau|travail|buro|arbeit|meeting|ufficio|lavoro|riunione|escritorio|trabalho|reuniao'],
  ['formal', 'gala|black tie|opera|ball|award|premiere|baile|soiree de gala|ballabend'],
  ['wedding', 'wedding|boda|mariage|hochzeit|matrimonio|casamento'],
  ['church', 'church|funeral|mass|iglesia|funeral|misa|eglise|enterrement|kirche|beerdigung|chiesa|funerale|igreja|missa'],
  ['graduation', 'graduation|ceremony|graduacion|remise de diplome|abschluss|laurea|formatura'],
  ['party', 'party|club|birthday|nightclub|fiesta|cumpleanos|fete|soiree|anniversaire|geburtstag|feier|festa|compleanno|aniversario|balada'],
  ['date', 'date|dinner|restaurant|cena|cita|diner|rendez-vous|abendessen|essen|appuntamento|jantar|encontro'],
  ['concert', 'concert|festival|gig|concierto|konzert|concerto|show'],
  ['workout', 'gym|yoga|pilates|crossfit|training|fitness|gimnasio|salle de sport|fitnessstudio|palestra|academia'],
  ['running', 'run|marathon|jog|correr|course|laufen|corsa|corrida'],
  ['hiking', 'hike|hiking|camping|trek|mountain|senderismo|montana|randonnee|wandern|escursione|trilha'],
  ['beach', 'beach|pool|swim|playa|piscina|plage|strand|spiaggia|praia'],
  ['travel', 'travel|flight|airport|trip|viaje|voyage|reise|viaggio|viagem'],
  ['school', 'school|class|university|college|campus|escuela|clase|universidad|ecole|cours|schule|uni|scuola|universita|escola|faculdade'],
  ['brunch', 'brunch|lunch|coffee|almuerzo|dejeuner|mittagessen|pranzo|almoco'],
];

const NEUTRAL: Base = P('everyday', 0.8, 2.6, 'open');

/** The profile for a rating: custom occasions are read with the same word lists, else neutral. */
export function occasionProfile(occasion: RatingOccasion, customText: string | null): OccasionProfile {
  if (occasion !== 'custom') return { occasion, resolved: occasion, ...OCCASION_PROFILES[occasion] };
  const text = ` ${normalise(customText ?? '').replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  for (const [target, words] of CUSTOM_HINTS) {
    if (words.split('|').some((w) => text.includes(` ${w} `) || text.includes(` ${w}s `))) {
      return { occasion, resolved: target, ...OCCASION_PROFILES[target] };
    }
  }
  return { occasion, resolved: null, ...NEUTRAL };
}
