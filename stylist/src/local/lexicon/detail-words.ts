import type { Language } from '@fitrater/contracts';

/**
 * Words that say how a piece is cut or made and hold a garment word in their letters: a camp collar is no necklace
 * (collar), high-top sneakers wear no top, "taille haute" and "bottes hautes" say high (haut is also a top), 부츠컷
 * (bootcut) jeans come with no boots, Portuguese "cintura alta" is a high waist, "bolso" a pocket and "meia estação" (mid-season) or "meia manga" (half sleeve) no sock (Italian cintura is
 * a belt, Spanish bolso a bag), 针织 says knitted. Each is read as a detail of its piece: it claims its letters, so the
 * garment word inside is not read, and it changes nothing else. A cut word said between a piece and its cloth or style
 * ("jupe midi en jean", "jersey wrap top") no longer stands between them. Gloves are no garment the reader knows, and
 * their knit (guanti di maglia, ニット手袋, 니트 장갑) is no jumper. Arabic حفلات (parties) holds فلات (flats).
 * A place whose name holds a garment word (Cape Town: no cape coat) claims its letters the same way.
 * Each language's words are read in that language only (English's also in a text of no stated language).
 */
export const DETAIL_WORDS: Readonly<Record<Language, string>> = {
  en: 'camp collar|camp-collar|high-top|high top|wrap|midi|cape town',
  es: 'cintura alta|tiro alto|midi',
  fr: 'taille haute|haute|hautes|midi',
  de: 'high-top',
  it: 'midi|guanti di maglia|guanti in maglia',
  pt: 'cintura alta|cintura baixa|bolso|bolsos|midi|meia estação|meia-estação|meia manga|meia-manga|meia-noite|meia noite',
  zh: '针织',
  ja: 'ニット手袋|ニットの手袋',
  ko: '부츠컷|니트 장갑',
  ar: 'حفلات',
};
