import type { GeneratedOutfit, StylingOccasionId, WeatherId } from '@fitrater/contracts';
import { BODY_TYPE_RULES } from '../../knowledge';
import type { GenerateInput } from '../../styling';
import { packFor } from '../i18n/packs';
import type { ColourId } from '../colour/names';
import type { StylingProse } from './prose';

interface Planned {
  occasion: StylingOccasionId;
  weather: WeatherId;
  story: { base: ColourId; second: ColourId; accent: ColourId | null };
}

/**
 * The generator's notes in a language other than English: the occasion's note, the colour story
 * (colour names from the language pack), the weather advice and the body-type tips. The outfit's
 * pieces keep the garment names of the knowledge base.
 */
export function localiseOutfitNotes(answer: GeneratedOutfit, o: Planned, input: GenerateInput, prose: StylingProse): GeneratedOutfit {
  const colour = packFor(input.language).colours;
  const palette = o.story.accent
    ? prose.accentPalette(colour[o.story.base], colour[o.story.second], colour[o.story.accent])
    : prose.calmPalette(colour[o.story.base], colour[o.story.second]);
  const weather = [...(input.weather ? [] : [prose.noWeather]), prose.weather[o.weather]];
  return {
    ...answer,
    styling_notes: `${prose.occasions[o.occasion]} ${palette}`,
    weather_considerations: weather.join(' '),
    body_type_tips: input.bodyType && BODY_TYPE_RULES[input.bodyType] ? prose.bodyTypes[input.bodyType] : prose.generalBody,
  };
}
