import type { Language, RatingComponent, RatingOccasion } from '@fitrater/contracts';
import { findWord, normalise, readDescription, saidPlainShoes, type ColourId, type GarmentMention } from './rater';

/** The spec's six weather options (part 2 §9). */
export const WEATHERS = ['hot', 'warm', 'cool', 'rain', 'cold', 'mild'] as const;
export type Weather = (typeof WEATHERS)[number];

type Occasion = Exclude<RatingOccasion, 'custom'>;

/**
 * Occasion and weather words in the ten languages (en es fr de it pt zh ja ko ar). Garments and
 * colours come from the rating engine's lexicon (readDescription), so both read words the same way.
 */
const OCCASION_WORDS: Partial<Record<Occasion, string>> = {
  wedding: 'wedding|boda|mariage|hochzeit|matrimonio|casamento|婚礼|婚禮|結婚式|ウェディング|ウエディング|결혼식|زفاف|عرس',
  interview: 'interview|job interview|entrevista|entretien|vorstellungsgesprach|bewerbungsgesprach|colloquio|面试|求职|面接|就活|就職活動|면접|مقابلة',
  work: 'for work|to work|at work|workwear|office|business meeting|meeting|trabajo|oficina|reunion|ir a trabajar|para trabajar|travail|bureau|aller travailler|arbeit|buro|ufficio|lavoro|riunione|andare a lavorare|trabalho|escritorio|ir trabalhar|para trabalhar|上班|办公室|会议|仕事|オフィス|会議|通勤|출근|회사|사무실|회의|العمل|للعمل|المكتب|اجتماع',
  formal: 'formal|gala|black tie|formal dinner|cena formal|diner formel|soiree de gala|gala|festliches|cena di gala|jantar formal|正式|晚宴|フォーマル|正装|격식|만찬|رسمي|حفل رسمي',
  date: 'date|date night|cita|rendez-vous|rendezvous|date|appuntamento|encontro|约会|デート|데이트|موعد',
  party: 'party|evening party|fiesta|fete|soiree|party|feier|festa|派对|聚会|パーティー|파티|حفلة',
  brunch: 'brunch|almuerzo|早午餐|ブランチ|브런치|برانش',
  concert: 'concert|festival|concierto|konzert|concerto|音乐会|音乐节|コンサート|フェス|콘서트|페스티벌|حفل موسيقي|مهرجان',
  casual: 'casual|weekend|everyday|fin de semana|week-end|wochenende|fine settimana|fim de semana|休闲|周末|カジュアル|週末|캐주얼|주말|كاجوال|عطلة نهاية الأسبوع',
  workout: 'gym|workout|training|gimnasio|entrenamiento|salle de sport|fitnessstudio|training|palestra|academia|treino|健身|ジム|헬스|운동할|운동하러|운동 갈|운동 때|운동용|صالة رياضية|تمرين',
  running: 'running|for a run|go for a run|correr|course|laufen|joggen|corsa|corrida|跑步|ランニング|러닝|جري',
  hiking: 'hike|hiking|senderismo|randonnee|wandern|escursione|trilha|徒步|登山|ハイキング|등산|하이킹|تنزه|مشي لمسافات',
  beach: 'beach|pool|playa|piscina|plage|strand|spiaggia|praia|海滩|ビーチ|해변|شاطئ|مسبح',
  travel: 'travel|flight|trip|viaje|voyage|reise|viaggio|viagem|旅行|旅游|여행|سفر',
  school: 'school|university|escuela|universidad|ecole|schule|uni|scuola|escola|faculdade|学校|上学|大学|학교|대학|مدرسة|جامعة',
  graduation: 'graduation|graduacion|remise de diplome|abschluss|laurea|formatura|毕业|卒業式|졸업식|تخرج',
  church: 'church|funeral|iglesia|eglise|kirche|chiesa|igreja|教堂|葬礼|教会|葬式|교회|장례식|كنيسة|جنازة',
};

const WEATHER_WORDS: Record<Weather, string> = {
  hot: 'hot|heat|heatwave|humid|caluroso|calor|chaud|chaleur|heiss|hitze|caldo|afa|quente|炎热|热|湿热|暑い|蒸し暑い|더운|덥|무더|حار',
  warm: 'warm|sunny|sun|summer|soleado|verano|ensoleille|ete|sonnig|sommer|soleggiato|estate|ensolarado|verao|晴|夏|暖かい|晴れ|따뜻|여름|맑|دافئ|مشمس|صيف',
  cool: 'chilly|breezy|windy|autumn|fresco|ventoso|otono|frais|venteux|automne|kuhl|windig|herbst|fresco|ventoso|autunno|outono|凉|秋|風|涼しい|쌀쌀|가을|바람|بارد قليلا|خريف|رياح',
  rain: 'rain|rainy|raining|lluvia|lluvioso|llueve|lloviendo|pluie|pluvieux|pleut|regen|regnerisch|regnet|pioggia|piovoso|piove|chuva|chuvoso|chove|chovendo|雨|비가|비 오는|우천|مطر|ممطر',
  cold: 'cold|winter|snow|freezing|frio|invierno|nieve|nieva|froid|hiver|neige|kalt|winter|schnee|schneit|freddo|inverno|neve|nevica|冷|冬|雪|寒い|추운|춥|겨울|눈이|눈 오는|برد|بارد|شتاء|ثلج',
  mild: 'mild|spring|primavera|templado|doux|printemps|fruhling|mite|ameno|春|暖和|穏やか|봄|포근|ربيع|معتدل',
};

/** Words that ask for a kind of garment without naming one ("what shoes…"). */
const COMPONENT_WORDS: Record<RatingComponent, string> = {
  footwear: 'shoes|shoe|footwear|zapatos|calzado|chaussures|schuhe|scarpe|sapatos|calcado|鞋|鞋子|靴|신발|구두|حذاء|أحذية',
  top: 'top|shirt|what top|camisa|parte de arriba|haut|oberteil|sopra|parte de cima|上衣|トップス|상의|قميص|الجزء العلوي',
  bottom: 'bottoms|pants|trousers|what bottom|pantalones|pantalon|hose|pantaloni|calca|裤子|ボトムス|パンツ|하의|바지|بنطلون|سروال',
  accessories: 'accessories|accessory|accesorios|accessoires|accessoires|accessori|acessorios|配饰|アクセサリー|小物|액세서리|إكسسوارات',
};

export interface Entities {
  garments: GarmentMention[];
  colours: ColourId[];
  occasion: Occasion | null;
  weather: Weather | null;
  /** A kind of garment asked for without naming one. */
  asksFor: RatingComponent | null;
}

function firstMatch<K extends string>(text: string, table: Partial<Record<K, string>>): K | null {
  let best: { key: K; at: number } | null = null;
  for (const [key, words] of Object.entries(table) as [K, string][]) {
    for (const w of words.split('|')) {
      const hit = findWord(text, normalise(w))[0];
      if (hit && (!best || hit.start < best.at)) best = { key, at: hit.start };
    }
  }
  return best?.key ?? null;
}

/**
 * Garments, colours, occasion, weather and an asked-for garment kind, in any of the ten languages. `proposes`: the
 * message puts an outfit forward (a yes/no question, or asks an opinion: "どう", "what do you think of…").
 */
export function extractEntities(message: string, proposes = false, language?: Language): Entities {
  const text = normalise(message);
  const signals = readDescription(message, language);
  const found = signals?.garments ?? [];
  // A proposed outfit names its shoes in a colour ("does a black blazer go with black shoes?", "ネイビーのスーツと茶色の靴はどう？"):
  // they are worn, not asked for.
  const shoesWorn = proposes && found.some((g) => saidPlainShoes(g) && g.colours.length > 0) && found.some((g) => !saidPlainShoes(g));
  const asked = shoesWorn ? null : firstMatch(text, COMPONENT_WORDS);
  // A bare "shoes" in a question is the kind asked for ("what shoes with a suit"), not a worn piece.
  const garments = found.filter((g) => !(asked === 'footwear' && saidPlainShoes(g)));
  const named = new Set(garments.flatMap((g) => g.components));
  return {
    garments,
    colours: signals?.colours ?? [],
    occasion: firstMatch(text, OCCASION_WORDS),
    weather: firstMatch(text, WEATHER_WORDS),
    // "what shoes with a suit": shoes are asked for when no named garment already covers them.
    asksFor: asked && !(named.has(asked) && garments.some((g) => g.components.length === 1 && g.components[0] === asked)) ? asked : null,
  };
}
