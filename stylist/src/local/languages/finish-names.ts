import type { Language } from '@fitrater/contracts';
import type { FinishMaterial } from '../lexicon/finish-materials';
import { finished as arabic } from './ar/noun-phrase';

/**
 * A garment name with the finish the member named, in each language's own place for it, before the colour is
 * added: the Romance languages put it as a complement the colour goes before (vestido de lentejuelas →
 * vestido rojo de lentejuelas; robe à paillettes → robe rouge à paillettes), German makes a compound
 * (Paillettenkleid, Samtsakko), English, Chinese and Korean put the word before the noun (sequin dress,
 * 亮片连衣裙, 시퀸 원피스), Japanese links it with の (スパンコールのワンピース → 赤いスパンコールのワンピース).
 * Arabic agrees the finish with the garment's gender, velvet before the colour and the rest after it
 * (بليزر مخملي → بليزر مخملي أسود; فستان مطرز بالترتر → فستان أحمر مطرز بالترتر): languages/ar/finishes.ts.
 */
type Namer = (garment: string, material: FinishMaterial) => string;

const before = (words: Record<FinishMaterial, string>, gap = ' '): Namer => (garment, m) => `${words[m]}${gap}${garment}`;
const after = (words: Record<FinishMaterial, string>): Namer => (garment, m) => `${garment} ${words[m]}`;

/** German compounds: the finish joins the last noun (Paillettenkleid); a hyphenated or acronym noun keeps a hyphen (Pailletten-T-Shirt). */
const GERMAN: Record<FinishMaterial, string> = { sequin: 'Pailletten', glitter: 'Glitzer', metallic: 'Metallic', beaded: 'Perlen', velvet: 'Samt', satin: 'Satin' };
function german(garment: string, m: FinishMaterial): string {
  const words = garment.split(' ');
  const last = words.pop()!;
  const hyphen = m === 'metallic' || last.includes('-') || /^\p{Lu}{2}/u.test(last);
  const joined = hyphen ? `${GERMAN[m]}-${last}` : `${GERMAN[m]}${last.charAt(0).toLowerCase()}${last.slice(1)}`;
  return [...words, joined].join(' ');
}

/** Japanese finish words, each linked to its garment with の (スパンコールのワンピース). */
export const JA_FINISHES: Readonly<Record<FinishMaterial, string>> = { sequin: 'スパンコール', glitter: 'ラメ', metallic: 'メタリック', beaded: 'ビジューつき', velvet: 'ベルベット', satin: 'サテン' };

export const FINISH_NAMES: Readonly<Record<Language, Namer>> = {
  en: before({ sequin: 'sequin', glitter: 'glitter', metallic: 'metallic', beaded: 'beaded', velvet: 'velvet', satin: 'satin' }),
  es: after({ sequin: 'de lentejuelas', glitter: 'con purpurina', metallic: 'con brillo metalizado', beaded: 'con pedrería', velvet: 'de terciopelo', satin: 'de satén' }),
  fr: after({ sequin: 'à paillettes', glitter: 'à paillettes', metallic: 'à reflets métallisés', beaded: 'à perles', velvet: 'en velours', satin: 'en satin' }),
  de: german,
  it: after({ sequin: 'di paillettes', glitter: 'con glitter', metallic: 'in lamé', beaded: 'con perline', velvet: 'di velluto', satin: 'di raso' }),
  pt: after({ sequin: 'de paetês', glitter: 'com glitter', metallic: 'com brilho metalizado', beaded: 'com pedraria', velvet: 'de veludo', satin: 'de cetim' }),
  zh: before({ sequin: '亮片', glitter: '闪光', metallic: '金属感', beaded: '珠饰', velvet: '丝绒', satin: '缎面' }, ''),
  ja: (garment, m) => `${JA_FINISHES[m]}の${garment}`,
  ko: before({ sequin: '시퀸', glitter: '글리터', metallic: '메탈릭', beaded: '비즈 장식', velvet: '벨벳', satin: '새틴' }),
  ar: arabic,
};
