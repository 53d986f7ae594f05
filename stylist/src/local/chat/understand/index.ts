import type { Language } from '@fitrater/contracts';
import { refersBack } from './follow-up';
import { pieceToStyle } from './piece-to-style';
import { asksPacking, countedTrip, tripLength } from './trip-length';
import type { ChatTurn } from '../../../chat-types';
import type { Wearer } from '../../../knowledge/chat-situations';
import { extractEntities } from '../entities';
import type { Intent, Understanding } from './understanding';
import { findWord, saidPlainShoes, type GarmentId } from '../rater';
import { JACKETS_AND_COATS } from '../outfits';
import { namesAKind } from '../piece-kinds';
import { factsOf } from '../../languages/registry';
import {
  BODY_WORDS, COLOUR_ASKED, DOUBLE_DENIM, FORMALITY_JUDGED, TOO_CASUAL, OPINION_CUES, PACKING, TOO_MUCH, WRONG, DRESS_CODES, FABRIC_WORDS, STAIN_WORDS, HOW_WORDS, ITEM_WORDS, MATCHING,
  CASUAL_WORKPLACE, CONSERVATIVE_WORKPLACE, FOLLOW_UP_OPENERS, MUST, WORK_WEEK, OCCASION_WORDS, OWN_FAMILY, TROPICS, PARENTS, PARTNER, SKI, QUESTION_WORDS, WEARER, WHITE_OUT_OF_SEASON,
  type DressCode, type ItemKind,
} from './cues';
import { has, words } from './word-lists';
import { isYesNo } from './yes-no';
import { intentOf, type Own } from './intent-of';
import { blank, first, readText } from './text';
import { bodyOfHeight, saysHeight } from './height';
import { tripClimate } from './climate';
import { notOwned, saysBudget } from './constraints';
import { sportsShoesAt } from '../../signals/sports-shoe-words';

export type { BodyWord, DressCode, FabricWord, ItemKind, TripDestination } from './cues';
export { INTENTS, type Intent, type Understanding } from './understanding';

/**
 * The rating lexicon's garments each item word asks for ("which belt" names a belt; it is not the subject; "what jacket"
 * and "what coat" ask for any layer worn over the rest).
 */
export const ITEM_GARMENTS: Readonly<Record<ItemKind, readonly GarmentId[]>> = {
  socks: ['dressSocks', 'sportsSocks'], belt: ['belt'], bag: ['handbag', 'clutch', 'backpack'], coat: JACKETS_AND_COATS,
  jewellery: ['jewellery'], tie: ['tie', 'bowTie'], shoes: [],
};

/** Named kinds of an item: a question naming one is about that piece. */
const SPECIFIC: Record<ItemKind, readonly string[]> = {
  socks: [], belt: [], bag: ['clutch', 'backpack'], coat: ['leatherJacket', 'denimJacket', 'trench', 'puffer', 'blazer'], jewellery: [], tie: ['bowTie'], shoes: [],
};


/**
 * Lexicon words that are everyday words in a language, with the garment they would be read as: "hat" is German for
 * "has", "veste" Portuguese for "wears" (the French jacket).
 */
const FALSE_FRIENDS: Partial<Record<Language, Readonly<Record<string, string>>>> = { de: { hat: 'hat' }, pt: { veste: 'jacket', vestem: 'jacket' } };

/** Dress codes for ceremonies held in church, rated at the church occasion. */
const CHURCH_CODES: ReadonlySet<DressCode> = new Set(['funeral', 'christening']);

function readOwn(asked: string, language: Language): Own {
  // "I don't own a trench coat", "没有西装外套": the pieces denied are a constraint, read apart; the rest is the question.
  const { rest: message, without } = notOwned(asked, language);
  const text = readText(message);
  // "キャメルのパンツに合う色は？" asks which colour: an open question whatever its punctuation.
  const yesNo = isYesNo(message, text, language) && !has(text, COLOUR_ASKED);
  const entities = extractEntities(message, yesNo || has(text, OPINION_CUES), language);
  // "Is a trench coat too formal with jeans?" judges formality; it names no formal occasion.
  if (entities.occasion === 'formal' && has(text, FORMALITY_JUDGED)) entities.occasion = null;
  // "Too casual?", "Troppo casual?" judges the look's level; it names no casual occasion.
  if (entities.occasion === 'casual' && has(text, TOO_CASUAL)) entities.occasion = null;
  const said = Object.entries(FALSE_FRIENDS[language] ?? {}).filter(([w]) => findWord(text, w).length).map(([, garment]) => garment);
  if (said.length) entities.garments = entities.garments.filter((g) => !said.includes(g.garment));
  // The item asked for comes first in "what belt with brown shoes?", last in "棕色鞋配什么腰带？" and "茶色の靴に合うベルトは？".
  // A suitcase is no bag asked for, though Arabic names it with the bag's word (حقيبة السفر, شنطة السفر).
  // A false friend is no item either (Portuguese "veste" is the French jacket's word).
  const withoutFriends = Object.keys(FALSE_FRIENDS[language] ?? {}).reduce((t, w) => t.replace(new RegExp(`(?<!\\p{L})${w}(?!\\p{L})`, 'gu'), ' '), text);
  let item = first(blank(withoutFriends, PACKING), ITEM_WORDS, factsOf(language).asksLast);
  // "what shoes with…" is asked for footwear even where the item list has no word for it.
  if (!item && entities.asksFor === 'footwear') item = 'shoes';
  // "와이드 청바지에는 어떤 신발이…?": in an open question the plain shoe word, in no colour, is the item asked for, not a shoe worn.
  if (item === 'shoes' && !yesNo) entities.garments = entities.garments.filter((g) => !saidPlainShoes(g) || g.colours.length > 0);
  // Shoes a yes/no question proposes are part of the outfit asked about, not the item asked for.
  if (item === 'shoes' && entities.garments.some(saidPlainShoes)) item = null;
  // "跑步穿运动鞋可以吗？", "can I wear running shoes for a run?": the shoe word names the shoe proposed, which is judged.
  if (item === 'shoes' && yesNo && entities.garments.length > 0 && entities.garments.every((g) => g.components.every((c) => c === 'footwear'))) item = null;
  // "西装配小白鞋", "네이비 정장에 갈색 구두": the shoe word is part of the named shoe (小白鞋, 高跟鞋, 구두), which is worn beside the rest.
  if (item === 'shoes' && entities.garments.some((g) => g.components.includes('footwear')) && entities.garments.some((g) => !g.components.includes('footwear'))) item = null;
  // "Are socks with sandals ever ok?": a yes/no question naming the item beside another piece worn on the same part of the
  // body asks whether the two go together; the item is part of the pair judged, not the thing asked for. ("Should I wear a
  // belt with my dress?" still asks about belts for the dress.)
  const itemNamed = item ? entities.garments.filter((g) => ITEM_GARMENTS[item!].includes(g.garment)) : [];
  const samePart = entities.garments.some((g) => !itemNamed.includes(g) && g.components.some((c) => itemNamed.some((i) => i.components.includes(c))));
  if (yesNo && item !== 'shoes' && samePart) item = null;
  // "What goes with a leather jacket?" is about that jacket, not a request for a coat.
  const specific = item ? SPECIFIC[item] : [];
  if (entities.garments.some((g) => specific.includes(g.garment))) item = null;
  // "A camel coat with black jeans" names the member's own coat, in its colour, beside another piece: it is worn, not asked for
  // ("which coat goes with black jeans?" names none).
  const owned = item ? entities.garments.filter((g) => ITEM_GARMENTS[item!].includes(g.garment) && (g.colours.length > 0 || !!g.finish)) : [];
  if (owned.length && entities.garments.length > owned.length) item = null;
  // "Can I wear a black coat to a funeral?", "I only have brown shoes, is that ok?": a piece in its colour asked about in a
  // yes/no question at a dress code, or shoes so named, are the member's own, judged there, not an item asked for.
  if (owned.length && yesNo && (item === 'shoes' || first(text, DRESS_CODES))) item = null;
  // "Dinner at my boyfriend's parents", "见男朋友父母": a partner's parents named make it meeting the parents, a known occasion a
  // stylist answers directly; its "meeting" is no business meeting, and the meal does not change the look.
  // The member's own family with a partner ("dinner with my boyfriend and my family") is a family dinner, not that meeting.
  let dressCode = first(text, DRESS_CODES) ?? (has(text, PARTNER) && has(text, PARENTS) && !has(text, OWN_FAMILY) ? 'meetParents' : null);
  if (dressCode === 'meetParents') entities.occasion = null;
  // "Cena con amigos", "dîner au restaurant": a dinner out is smart casual, and its dinner word no date; a date said too is one.
  if (dressCode === 'smartCasual' && entities.occasion === 'date') {
    if (first(blank(text, DRESS_CODES.smartCasual), OCCASION_WORDS) === 'date') dressCode = null;
    else entities.occasion = null;
  }
  // A funeral and a christening are held in church: a piece asked about for one is judged as it would be there.
  if (dressCode && !entities.occasion) entities.occasion = CHURCH_CODES.has(dressCode) ? 'church' : null;
  // "Black tie" names a dress code, not a tie, and not a tuxedo the member has on: a piece is theirs only when a piece
  // for the same part is still read with the code's own words left out ("can I wear my tux to a black-tie gala?" keeps
  // the tux, "a cocktail dress for cocktail attire" the dress).
  if (item === 'tie' && dressCode === 'blackTie') item = null;
  if (dressCode && dressCode !== 'meetParents' && entities.garments.length) {
    const withoutCode = extractEntities(blank(text, DRESS_CODES[dressCode]), yesNo || has(text, OPINION_CUES), language).garments;
    entities.garments = entities.garments.filter((g) => withoutCode.some((w) => w.components.some((c) => g.components.includes(c))));
  }
  // "How do I style a coat?" names nothing to go with the coat: the coat is the piece to style, not the item asked for.
  const alone = !entities.colours.length && !entities.occasion && !entities.weather && !dressCode;
  if (item && item !== 'shoes' && alone && has(text, HOW_WORDS) && entities.garments.every((g) => ITEM_GARMENTS[item!].includes(g.garment))) item = null;
  // "Must my bag match my shoes?", "包一定要和鞋子搭配吗？": the bag is the piece asked about, whichever word comes first.
  const bagMatchesShoes = yesNo && has(text, MATCHING) && has(text, ITEM_WORDS.bag) && has(text, ITEM_WORDS.shoes);
  if (bagMatchesShoes) item = 'bag';
  // "Outfits for the working week" is dressed for work, though no work word of the occasion list is said.
  if (has(text, WORK_WEEK)) entities.occasion = 'work';
  const itemGarments = item ? ITEM_GARMENTS[item] : [];
  const garments = entities.garments.filter((g) => !itemGarments.includes(g.garment));
  const itemGarment = entities.garments.find((g) => itemGarments.includes(g.garment))?.garment ?? null;
  return {
    text, entities, item, itemGarment, garments,
    dressCode,
    // A height said in numbers decides ("ich bin 1,58 m groß" is petite); between petite and tall it says no body at all.
    body: saysHeight(message) ? bodyOfHeight(message) : first(text, BODY_WORDS),
    fabric: first(text, FABRIC_WORDS),
    // A stain word inside a cloth's name is the cloth: シミ in カシミヤ is cashmere, not a stain.
    stain: has(Object.values<string>(FABRIC_WORDS).reduce((t, list) => blank(t, list), text), STAIN_WORDS),
    doubleDenim: has(text, DOUBLE_DENIM),
    whiteOutOfSeason: entities.colours.includes('white') && has(text, WHITE_OUT_OF_SEASON),
    bagMatchesShoes,
    yesNo,
    budget: saysBudget(text),
    must: yesNo && has(text, MUST),
    workWeek: has(text, WORK_WEEK),
    without,
  };
}


/** Intents that always start a new topic: what came before is not carried into them. */
const FRESH: ReadonlySet<Intent> = new Set(['greeting', 'thanks', 'offTopic', 'lastRating', 'history', 'capsule', 'trends', 'photo']);

/**
 * Understands a message in its conversation. Context from the last user turn is carried only
 * when this message refers back to it ("and what socks with them?", "what about for a
 * wedding?"); a message that starts a new topic is read on its own words.
 */
export function understand(message: string, hasImage: boolean, history: readonly ChatTurn[], language: Language = 'en'): Understanding {
  const earlier = history.filter((t) => t.role === 'user').map((t) => t.text);
  const u = resolve(message, hasImage, earlier, 0, language);
  // Who the member dresses stays said for the conversation ("I am a man" two questions ago), the latest word first.
  if (!u.wearer) u.wearer = earlier.map((t) => wearerOf(readText(t))).filter((w): w is Wearer => !!w).at(-1) ?? null;
  return u;
}

/** Whom a message says the clothes are for: the first said, or null. */
const wearerOf = (text: string): Wearer | null => first(text, WEARER);

/** Intents of a question that asks for a piece (not one that cares for it, fits it or judges it). */
const ASKS_FOR: ReadonlySet<Intent> = new Set(['occasion', 'item', 'pairing']);

/** Intents a short follow-up inherits ("and a silk blouse?" after a care question is a care question). */
const INHERITED: ReadonlySet<Intent> = new Set(['care', 'item', 'pairing', 'fit', 'colour']);

function resolve(message: string, hasImage: boolean, earlier: readonly string[], depth: number, language: Language): Understanding {
  const own = readOwn(message, language);
  // "What colour sneakers?" asks the colour of one piece named without one: about the sneakers of the last turn, if it named them.
  const [named, ...others] = own.garments;
  const coloursPiece = !!named && !others.length && !named.colours.length && !own.item && !own.entities.occasion && has(own.text, COLOUR_ASKED);
  // "What colour shirt goes with a grey suit?": the colour of the piece named without one is asked for beside the rest;
  // the pair is not being rated.
  // The piece asked comes first in "what colour shirt…", last in "灰色西装配什么颜色的衬衫": the one named without a colour.
  const uncoloured = own.garments.filter((g) => !g.colours.length);
  const asked = own.garments.length > 1 && uncoloured.length === 1 && !own.item && has(own.text, COLOUR_ASKED) ? uncoloured[0]! : null;
  // "Hará mucho calor", "il fera froid", "여름이라 너무 더워" said after a look: the weather of the occasion just asked about,
  // not a new question about what to wear in it.
  const weatherSaid = !!own.entities.weather && !own.entities.occasion && !own.dressCode && !own.garments.length && !own.item
    && !has(own.text, QUESTION_WORDS) && !has(own.text, PACKING);
  // "配什么鞋？", "靴は何が合う？", "وأي حذاء يناسبه؟" right after a question: an item asked for with nothing else said (no
  // occasion, weather, piece or colour of its own) is asked for what the last turn was about.
  let intent = intentOf(own, hasImage, false);
  const asksItemOnly = !!own.item && ASKS_FOR.has(intent) && !own.entities.occasion && !own.entities.weather && !own.garments.length && !own.entities.colours.length && !own.dressCode;
  // "I only have 50 euros", "I have no blazer, what else?", "I'm a man" right after a look: the same occasion, within the
  // budget, without the piece or for that wearer.
  const constraintSaid = (own.budget || own.without.length > 0 || !!wearerOf(own.text)) && !own.entities.occasion && !own.dressCode && !own.garments.length && !own.item;
  // "Posso ir de chinelo?", "can I wear sandals?" with no occasion of its own, after a question about one: asked for that occasion.
  const piecePut = own.yesNo && own.garments.length === 1 && !own.entities.occasion && !own.dressCode && !own.item && !own.entities.weather;
  // "Solo tengo zapatos marrones, ¿está bien?" after a suit: shoes in a colour put as a yes/no question are asked beside it.
  const shoesPut = own.yesNo && own.item === 'shoes' && own.entities.colours.length === 1 && !own.garments.length && !own.entities.occasion && !own.dressCode && !own.entities.weather;
  const pointsBack = refersBack(own.text, language, has, words) || coloursPiece || weatherSaid || asksItemOnly || constraintSaid || shoesPut;
  const back = pointsBack || piecePut;
  const base: Understanding = {
    intent, item: own.item, itemGarment: own.itemGarment, garments: own.garments, colours: own.entities.colours, occasion: own.entities.occasion,
    weather: own.entities.weather, dressCode: own.dressCode, body: own.body, fabric: own.fabric, stain: own.stain, doubleDenim: own.doubleDenim,
    whiteOutOfSeason: own.whiteOutOfSeason, bagMatchesShoes: own.bagMatchesShoes, yesNo: own.yesNo, tooMuch: own.yesNo && has(own.text, TOO_MUCH), wrong: own.yesNo && has(own.text, WRONG), packing: intent === 'capsule' && asksPacking(own.text, own.entities.occasion), trip: null, destination: null, climate: null, carried: false,
    wearer: wearerOf(own.text), casualWorkplace: has(own.text, CASUAL_WORKPLACE), conservativeWorkplace: has(own.text, CONSERVATIVE_WORKPLACE), couple: !!own.entities.couple,
    budget: own.budget, must: own.must, without: own.without, workWeek: own.workWeek,
  };
  // "What top goes with grey trousers?" asks how to wear the trousers (piece-to-style.ts).
  const styled = (intent === 'rateIdea' || intent === 'colour') && !own.yesNo && has(own.text, QUESTION_WORDS) ? pieceToStyle(own.garments) : null;
  if (styled) [intent, base.intent, base.garments] = ['style', 'style', [styled]];
  if (base.packing) {
    base.trip = tripLength(own.text);
    base.tripCount = countedTrip(own.text);
    // "Tokyo in January": the month's weather there, unless the member names the weather.
    base.climate = tripClimate(own.text);
    base.weather ??= base.climate?.weather ?? null;
    // Skiing says the snow whatever else is said; a beach says summer; the cold named for anywhere else is a winter city.
    // The beach is where the trip goes even when the travel word comes first ("حقيبة السفر … على الشاطئ").
    // A hike packs for the trails; the tropics pack as the beach does (linen, sandals, swimwear, a sun hat).
    base.destination = has(own.text, SKI) ? 'snow' : base.occasion === 'hiking' || has(own.text, OCCASION_WORDS.hiking) ? 'hiking'
      : base.occasion === 'beach' || has(own.text, OCCASION_WORDS.beach) || has(own.text, TROPICS) ? 'beach' : base.weather === 'cold' ? 'winterCity' : null;
  }
  // "Which shirt goes with a navy suit?", "¿Qué camisa combina con un traje azul marino?": the piece named without a colour is
  // the one asked for beside the rest, as when its colour is asked; a question, not a pair to rate ("what do you think
  // of…" still rates the pair, and "what top goes with grey trousers?" is styled above).
  const pieceAsked = asked ?? (intent === 'rateIdea' && !own.yesNo && !own.item && own.garments.length > 1 && uncoloured.length === 1
    && has(own.text, QUESTION_WORDS) && !has(own.text, HOW_WORDS) && !has(own.text, OPINION_CUES) ? uncoloured[0]! : null);
  if (pieceAsked) return { ...base, intent: 'item', itemGarment: pieceAsked.garment, garments: own.garments.filter((g) => g !== pieceAsked), yesNo: false };
  const previous = earlier.at(-1);
  // "And it is silk" after a care question says what the piece cared for is made of. A fabric word alone is no clothes
  // question (Portuguese lã is written la, the article of Spanish and French), so only a care question carries it.
  const fabricOfCared = back && intent === 'offTopic' && !!own.fabric;
  // "Actually it's at a chic restaurant", "in realtà sono la testimone": a message that points back but names nothing the cues
  // know corrects or adds to the last question, which is answered again; it is not a question off the subject.
  const correction = back && intent === 'offTopic';
  // "Too casual?", "Trop habillé ?", "Too much?" said alone right after a look for an occasion asks whether that look
  // misses the occasion's level: the look is judged, not a casual (or formal) occasion planned or the question refused.
  const judges = own.yesNo && !own.garments.length && !own.item && !own.entities.occasion && !own.dressCode && !own.entities.colours.length
    ? (has(own.text, TOO_CASUAL) ? 'tooCasual' : has(own.text, FORMALITY_JUDGED) || has(own.text, TOO_MUCH) ? 'tooFormal' : null) : null;
  if (judges && previous !== undefined && depth === 0) {
    const look = resolve(previous, false, earlier.slice(0, -1), depth + 1, language);
    if (look.intent === 'occasion' && look.occasion && !look.garments.length) return { ...look, judgesLook: judges, yesNo: true, carried: true };
  }
  if (!back || previous === undefined || depth > 3 || (FRESH.has(intent) && !correction) || (own.doubleDenim)) return base;
  const before = resolve(previous, false, earlier.slice(0, -1), depth + 1, language);
  if (!pointsBack && !before.occasion && !before.dressCode) return base;
  if (fabricOfCared && before.intent === 'care') return { ...before, fabric: own.fabric, intent: 'care', carried: true };
  if (before.intent === 'offTopic' || before.intent === 'greeting' || before.intent === 'thanks') return base;
  // "What colour shirt?" after "a date tonight" (no piece named before): a shirt asked for that occasion. After "I have a
  // grey suit" it is the shirt's colour beside the suit, as "what colour shirt goes with a grey suit?" asks.
  if (coloursPiece && !before.garments.length) {
    return before.occasion && !before.dressCode
      ? { ...base, intent: 'occasion', occasion: before.occasion, weather: base.weather ?? before.weather, wearer: base.wearer ?? before.wearer }
      : base;
  }
  if (correction) intent = 'clarify';
  // "What about rain?" after a packing question: the same suitcase, packed for that weather as well.
  if (before.packing && own.entities.weather && !own.entities.occasion && !own.dressCode && !own.garments.length && !own.item) {
    return { ...before, weather: own.entities.weather, carried: true };
  }
  const u: Understanding = { ...base, carried: true };
  if (coloursPiece) {
    // The piece is chosen in the colour that goes with the rest of the last look, as an item asked for is.
    return { ...u, intent: 'item', itemGarment: named.garment, garments: before.garments.filter((g) => g.garment !== named.garment), occasion: u.occasion ?? before.occasion, yesNo: false };
  }
  if (!u.garments.length) u.garments = before.garments;
  else if (intent === 'pairing' || intent === 'style') u.garments = [...before.garments.filter((g) => !u.garments.some((x) => x.components.some((c) => g.components.includes(c)))), ...u.garments];
  u.occasion ??= before.occasion;
  // «وهل الحذاء الرياضي مناسب؟» after a look for a run: the sports-shoe word is read at that run.
  sportsShoesAt(u.garments, u.occasion);
  u.weather ??= before.weather;
  u.dressCode ??= before.dressCode;
  u.body ??= before.body;
  u.wearer ??= before.wearer;
  u.casualWorkplace ||= before.casualWorkplace;
  u.conservativeWorkplace ||= before.conservativeWorkplace;
  u.couple ||= before.couple;
  u.budget ||= before.budget;
  u.without = [...(before.without ?? []), ...(u.without ?? [])];
  // "And if it rains?" after a look for an occasion: the same look, dressed for the weather, not a new one planned.
  u.addsWeather = !!own.entities.weather && !own.entities.occasion && !own.dressCode && !own.garments.length && !own.item && before.intent === 'occasion' && !before.weather;
  // "And if it rains?" after a packing question packs for the rain: the same trip, its length and where it goes.
  if (before.packing && !!own.entities.weather && !own.entities.occasion && !own.garments.length && !own.item) {
    return { ...u, intent: 'capsule', packing: true, trip: before.trip, tripCount: before.tripCount, destination: before.destination, climate: before.climate, weather: own.entities.weather };
  }
  u.fabric ??= before.fabric;
  if (!u.colours.length && !own.garments.length) u.colours = before.colours;
  // A fragment ("and for a wedding?") asks the last question again about the new detail.
  if (constraintSaid && !own.budget) intent = before.intent;
  else if (intent === 'clarify' || (intent === 'occasion' && !own.item && (before.intent === 'pairing' || before.intent === 'item'))) {
    intent = before.intent;
    if (!u.item) [u.item, u.itemGarment] = [before.item, before.itemGarment];
  } else if (intent === 'occasion' && !own.item && !own.garments.length && before.intent === 'rateIdea' && before.garments.length) {
    // "Sneakers with a suit?" then "and to a wedding?": the same pieces judged again at the new occasion, yes or no as before.
    intent = 'rateIdea';
    u.yesNo = before.yesNo;
  }
  // "パンツは？", "바지는요?", "what about trousers?" after a look for an occasion: the bare kind is asked for there.
  // "¿y pantalones?" is such a fragment too, though its question mark reads as yes or no.
  const [kind, ...moreKinds] = own.garments;
  const opensFollowUp = words(FOLLOW_UP_OPENERS).some((w) => own.text.startsWith(`${w} `));
  if (kind && !moreKinds.length && namesAKind(kind.garment) && !kind.colours.length && !kind.material && !kind.finish && !own.fabric && (!own.yesNo || opensFollowUp)
    && !own.item && !own.entities.colours.length && !own.entities.occasion && before.intent === 'occasion' && !before.garments.length) {
    return { ...u, intent: 'occasion', garments: [kind], asksKind: true, yesNo: false };
  }
  // "那配白色运动鞋呢？", "ومع حذاء رياضي أبيض؟": the shoe word names the shoes proposed for the last look, in their colour; nothing is asked for.
  const proposesShoes = own.item === 'shoes' && !has(own.text, QUESTION_WORDS) && own.garments.some((g) => g.components.includes('footwear') && g.colours.length > 0);
  if (proposesShoes && before.garments.length) {
    intent = 'rateIdea';
    u.item = null;
    u.garments = [...before.garments.filter((g) => !g.components.includes('footwear')), ...own.garments];
  } else if (own.item === 'shoes' && u.garments.length) intent = 'pairing';
  if ((intent === 'style' || intent === 'rateIdea') && INHERITED.has(before.intent)) {
    // "And with white sneakers?" after a question about shoes proposes an answer: rate it. Anything else asks the same question again.
    const proposesItem = before.intent === 'pairing' && own.garments.some((g) => g.components.includes('footwear'));
    intent = proposesItem ? 'rateIdea' : before.intent;
    if (!proposesItem && !u.item) [u.item, u.itemGarment] = [before.item, before.itemGarment];
  } else if (intent === 'style' && before.garments.length && own.garments.length) intent = 'rateIdea';
  // "Is a navy suit too formal for it?" after a question about an occasion judges the piece at that occasion.
  else if (intent === 'style' && own.yesNo && own.garments.length === 1 && !own.item && u.occasion) intent = 'rateIdea';
  // "What about a linen suit?" after a look for a wedding proposes the piece for that wedding: it is judged there.
  else if (intent === 'style' && own.garments.length === 1 && !own.item && u.occasion && before.intent === 'occasion') intent = 'rateIdea';
  // "那配白色运动鞋呢？" after "藏青色西装配棕色皮鞋可以吗？" asks the same yes/no question of the new piece.
  if (intent === 'rateIdea' && before.yesNo && !has(own.text, QUESTION_WORDS)) u.yesNo = true;
  // "Do olive trousers go with a pink shirt?" then "And with a white one?": the colour alone is the partner's new colour,
  // so the same pair is judged again with the last piece in it, and the question is still yes or no.
  const recoloursPartner = !own.garments.length && own.entities.colours.length > 0 && before.garments.length > 1 && (before.intent === 'rateIdea' || before.intent === 'pairing') && !own.item;
  if (recoloursPartner) {
    const partner = before.garments.at(-1)!;
    u.garments = [...before.garments.slice(0, -1), { ...partner, colours: [...own.entities.colours] }];
    u.colours = u.garments.flatMap((g) => g.colours);
    intent = before.intent;
    if (before.yesNo) u.yesNo = true;
  }
  // "Does burgundy go with olive?" then "And with camel?": the first colour is still the one asked about, the new one
  // takes the partner's place, and the question is still yes or no.
  if (intent === 'colour' && before.intent === 'colour' && !own.garments.length && own.entities.colours.length && before.colours.length) {
    const subject = before.colours[0]!;
    u.colours = [subject, ...own.entities.colours.filter((c) => c !== subject)];
    if (before.yesNo && !has(own.text, QUESTION_WORDS)) u.yesNo = true;
  }
  u.intent = intent;
  return u;
}
