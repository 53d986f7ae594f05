/**
 * Error shapes found by the ninth native reading of zh, ja, ko and ar (and the English the same cause wrote), as
 * checks over one text: each returns the offending fragment or null (see prose-checks.ts).
 */
import type { Language } from '@fitrater/contracts';
import type { ProseCheck } from './prose-checks';
import { packFor } from '../../src/local/i18n/packs';

/** Colours without a hue, in each language's own words, and navy, the suit's neutral worn with them (a navy tie). */
const NO_HUE_IDS = ['black', 'charcoal', 'grey', 'lightgrey', 'silver', 'white', 'navy'] as const;
const noHueNames = (language: Language): ReadonlySet<string> => new Set(NO_HUE_IDS.map((id) => packFor(language).colours[id]));

/**
 * "One colour family" or "tone on tone" said of black and white (同一色系（黑色和白色）, 黑と白のトーン・オン・トーン,
 * 검정과 흰색 계열, «تدرج لوني واحد من الأسود والأبيض», "one family (black and white)"): colours with no hue are no family;
 * two of them are a neutral pairing. `shapes` find the family sentence and capture its list; `split` cuts the list.
 */
const oneFamilyWithoutHue = (language: Language, shapes: readonly RegExp[], split: RegExp): ProseCheck => {
  const names = noHueNames(language);
  const bare = (name: string) => name.replace(/^ال/u, '');
  const known = new Set([...names].map(bare));
  return (text) => {
    for (const shape of shapes) {
      for (const m of text.matchAll(shape)) {
        const items = m[1]!.split(split).map((x) => bare(x.trim())).filter(Boolean);
        if (items.length >= 2 && items.every((x) => known.has(x))) return m[0];
      }
    }
    return null;
  };
};

const match = (pattern: RegExp): ProseCheck => (text) => pattern.exec(text)?.[0] ?? null;

/**
 * A Korean piece named as a caption before its verdict ('차콜 슬랙스: 출근에 잘 어울려요.'): in a paragraph, and on the
 * part's card under its heading, the piece is the sentence's topic (차콜 슬랙스는 …). A label that stands alone
 * ('감점: …', a measured '{piece}: {colours}.') ends without a verdict in 요 and is not caught.
 */
const koGarments = [...new Set(Object.values(packFor('ko').garments))].sort((a, b) => b.length - a.length);
const koPieceCaption = match(new RegExp(`(?:${koGarments.join('|')}): [^.:]*요\\.`, 'u'));

/**
 * A Korean label set in running prose ('설명한 코디: …', '옷 상태 때문에 감점: …', '개선 팁: …'): in a feedback paragraph an
 * editor writes the particle form ('말씀하신 코디는 …로 구성돼 있어요', '…점수를 깎았어요.', '개선하려면 …'). A measured line
 * stays a caption ('회색 원톤 코디: 회색(100%).').
 */
const koLabelInProse = match(/(?:^|[.!?] )[^.:!?]{0,24}(?:코디|감점|팁): (?![^.]*\d+\s?%)/u);

/**
 * Denim blue said as a colour of a piece usually cut from denim (牛仔蓝短裤, デニムブルーのショートパンツ, 데님 블루
 * 미니스커트): shops name the cloth (牛仔短裤, デニムショートパンツ, 데님 미니스커트).
 */
const zhDenimBlueCut = match(/牛仔蓝(?:短裤|短裙|迷你裙|半身裙|夹克|外套|衬衫)/u);
const jaDenimBlueCut = match(/デニムブルーの(?:ショートパンツ|ミニスカート|スカート|ジャケット|シャツ)/u);
const koDenimBlueCut = match(/데님 블루 (?:반바지|미니스커트|치마|스커트|재킷|셔츠)(?![\p{L}])/u);
/** A colour the garment's own name already says, said again before it: 卡其色卡其短裤, 卡其色修身卡其裤. */
const zhColourTwice = match(/(\p{Script=Han}{2})色[^、，。；：和与]{0,6}?\1(?:短裤|裤|裙|衫)/u);

/**
 * Shoes told to be washed (洗干净 after a shoe's stains, 靴…洗う, 구두…세탁, غسل الحذاء): leather and suede are cleaned,
 * brushed or polished, never washed.
 */
const zhWashShoes = match(/(?:鞋|靴)[^。]*(?:污渍|磨损)[^。]*。\s*洗干净/u);
const jaWashShoes = match(/(?:靴|シューズ|ブーツ|スニーカー|パンプス|サンダル|ローファー)の(?:シミ|傷み)[^。]*。\s*洗う/u);
const koWashShoes = match(/(?:구두|신발|운동화|부츠|스니커즈|샌들|로퍼|힐)에 (?:있는 얼룩|생긴)[^.]*\.\s*세탁/u);
const arWashShoes = match(/غسل (?:ال)?(?:حذاء|جزمة|صندل|بوت|كعب|سنيكرز|لوفر)/u);

/**
 * An activity that is no place, after 在 with no 上/中/时 (在面试显得格格不入, 在上班显得…): 面试时, 上班时, or 和面试的
 * 着装要求格格不入. An occasion that is a place (正式场合, 婚礼上) reads.
 */
const zhInActivity = match(/在(?:上班|面试|日常|约会|上学|逛街|旅行|度假|健身|跑步|徒步)(?=显得|穿|看起来|会)/u);

/**
 * An accessory told it is no sportswear (跑步应该穿运动装，而不是手表; 腕時計はランニング向きではありません。通気性…;
 * 손목시계: 러닝에는 운동복이 정답이에요; «ساعة اليد لا تناسب الجري؛ الملابس الرياضية…»; "The watch isn't made for running;
 * you need gear that moves and breathes"): a watch or a necklace is too dressy for a sport, not missing sportswear.
 */
const zhAccessoryAsSportswear = match(/而不是(?:手表|腕表|项链|耳环|首饰|手提包|领带)|(?:手表|腕表|项链|耳环|首饰|手提包|领带)不适合[^，。]+，这时要穿/u);
const jaAccessoryAsSportswear = match(/(?:腕時計|ネックレス|ピアス|イヤリング|アクセサリー|ハンドバッグ|ネクタイ)は[^。]*向きではありません。通気性|には(?:腕時計|ネックレス|ピアス|アクセサリー|ハンドバッグ|ネクタイ)ではなく、スポーツウェア/u);
const koAccessoryAsSportswear = match(/(?:손목시계|목걸이|귀걸이|주얼리|핸드백|넥타이)(?:: |[은는] )[^.]*(?:운동복이 정답|용이 아니에요|에 맞지 않아요\. 운동복이)/u);
const arAccessoryAsSportswear = match(/(?:ساعة اليد|المجوهرات|القلادة|الأقراط|حقيبة اليد|ربطة العنق) (?:لا تناسب|غير مصممة)[^.؛]*؛ (?:الملابس الرياضية|المطلوب قطع رياضية)/u);
const enAccessoryAsSportswear = match(/(?:watch|necklace|earrings|jewellery|handbag|tie) (?:isn’t|aren’t) made for [^;.]+; you need gear/iu);

/**
 * "You're welcome" after an answer nobody thanked for (不用谢，大明星 / どういたしまして、スター / 천만에요, 슈퍼스타 /
 * «العفو يا نجوم» closing a sassy reply): a reply to thanks opens with it; anywhere later it answers words not said.
 */
const zhWelcomeUnthanked = match(/.+(?:不用谢|不客气)/u);
const jaWelcomeUnthanked = match(/.+どういたしまして/u);
const koWelcomeUnthanked = match(/.+천만에요/u);
const arWelcomeUnthanked = match(/.+(?:العفو|على الرحب والسعة)/u);

/**
 * Arabic: a colon after the yes or no that opens a verdict («نعم: اللونان…», «ليس تمامًا: …»); a native writer answers
 * «نعم، …» and goes on, as zh and ja are held to (verdictColon).
 */
const arVerdictColon = match(/(?:^|[.؟!]\s*)(?:نعم|لا|ليس تمامًا):/u);

/** Arabic: two في in a row around an occasion («خيار مناسب في المشي في الطبيعة»): the second needs another word. */
const arDoubledFi = match(/في المشي في/u);

export const ASIA_CHECKS: Partial<Record<Language, Record<string, ProseCheck>>> = {
  zh: {
    oneFamilyWithoutHue: oneFamilyWithoutHue('zh', [/同一色系（([^）]+)）/gu, /([^。，、]+(?:、[^。，、]+)*)的同色系搭配/gu], /、|和/u),
    denimBlueCut: zhDenimBlueCut, colourTwice: zhColourTwice, washShoes: zhWashShoes, inActivity: zhInActivity, accessoryAsSportswear: zhAccessoryAsSportswear, welcomeUnthanked: zhWelcomeUnthanked,
  },
  ja: {
    oneFamilyWithoutHue: oneFamilyWithoutHue('ja', [/一つの色系統（([^）]+)）/gu, /([^。、]+(?:、[^。、]+)*)のトーン・オン・トーン/gu], /、|と/u),
    denimBlueCut: jaDenimBlueCut, washShoes: jaWashShoes, accessoryAsSportswear: jaAccessoryAsSportswear, welcomeUnthanked: jaWelcomeUnthanked,
  },
  ko: {
    oneFamilyWithoutHue: oneFamilyWithoutHue('ko', [/([^.]+?) 계열로 맞춘/gu, /([^.]+?)의 톤온톤/gu], /, |과 |와 /u),
    denimBlueCut: koDenimBlueCut, pieceCaption: koPieceCaption, labelInProse: koLabelInProse, washShoes: koWashShoes, accessoryAsSportswear: koAccessoryAsSportswear, welcomeUnthanked: koWelcomeUnthanked,
  },
  ar: {
    oneFamilyWithoutHue: oneFamilyWithoutHue('ar', [/عائلة واحدة \(([^)]+)\)/gu, /تدرج لوني واحد من ([^.،]+?) يبدو/gu], / و|و(?=ال)/u),
    washShoes: arWashShoes, accessoryAsSportswear: arAccessoryAsSportswear, doubledFi: arDoubledFi, welcomeUnthanked: arWelcomeUnthanked, verdictColon: arVerdictColon,
  },
  en: {
    oneFamilyWithoutHue: oneFamilyWithoutHue('en', [/one family \(([^)]+)\)/gu, /single-family palette of ([^.]+?) looks/gu], /, | and /u),
    accessoryAsSportswear: enAccessoryAsSportswear,
  },
};
