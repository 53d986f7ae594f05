import type { RatingOccasion } from '@fitrater/contracts';
import type { SituationPiece } from '../../knowledge/chat-situations';
import { builtInProfile } from '../occasion-profiles';

/**
 * Whether a look misses its occasion's level in the direction asked ("too casual?", "too formal?"): the level of the
 * clothes and shoes (0 athletic … 4 black tie, as the knowledge base rates each garment) against the range a stylist
 * expects there.
 */
export function lookMisses(pieces: readonly SituationPiece[], occasion: RatingOccasion, asked: 'tooCasual' | 'tooFormal'): boolean {
  // A bag, jewellery or sunglasses finish a look without setting its level.
  const worn = pieces.filter((p) => p.garment.slot !== 'acc');
  if (!worn.length) return false;
  const level = worn.reduce((sum, p) => sum + p.garment.formality, 0) / worn.length;
  const [min, max] = builtInProfile(occasion).formality;
  return asked === 'tooCasual' ? level < min : level > max;
}
