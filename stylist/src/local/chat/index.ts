import { setTimeout as sleep } from 'node:timers/promises';
import { typeset } from '../grammar/typeset';
import { inMembersForm } from '../grammar/address-form';
import type { ChatCallOptions, ChatInput, ChatStream } from '../../chat-types';
import { colourPartnersAnswer } from './colour-partners';
import { conditionAnswer, eraSaid, fillIn, knowledgeAnswer } from './knowledge-answer';
import { garmentWords } from '../../knowledge/eras';
import { lastRatingAnswer } from './last-rating';
import { packingAnswer } from './packing';
import { CHAT_LINES } from './lines';
import { occasionLook } from './occasion-look';
import { lookMisses } from './look-level';
import { ADDED_WEATHERS, dressedForWeather, type AddedWeather } from './weather-look';
import { photoAnswer } from './photo';
import { askedPiece, isGeneralRule, pieceForOccasion } from './piece-for-occasion';
import { Planner, pairAnswer, planAnswer } from './plan';
import { homeOccasion, toPiece } from './outfits';
import { fill, GARMENTS, normalise, packFor, type GarmentId, type LocalStylistOptions } from './rater';
import { ITEM_GARMENTS, understand, type Understanding } from './understand';
import { chillCase, pieces, voiced } from './voice';
import { speak, wordGap } from './voices';
import { CHAT_WORDS } from './words';
import type { Understood } from './intents';
import { extractEntities } from './entities';
import { withoutPieces } from './without-piece';
import { ownLook, ownPieces } from './stand-in-look';
import { greetedBack, openingGreeting } from './greeted';
import { soberMention } from './sober-mention';

export { understand, type Understanding, type Intent } from './understand';

export interface LocalChatOptions extends LocalStylistOptions {
  /** Milliseconds between two words: a natural reading pace. */
  paceMs?: number;
}

export const LOCAL_CHAT_PACE_MS = 30;

/** The computed answers (the rating engine's own judgement) for what the knowledge base has no situation for. */
function computed(u: Understanding): Understood | null {
  const entities = { garments: u.garments, colours: u.colours, occasion: u.occasion, weather: u.weather, asksFor: null as Understood['entities']['asksFor'], couple: u.couple };
  switch (u.intent) {
    case 'pairing': return u.garments.length ? { intent: 'pick', entities: { ...entities, asksFor: 'footwear' }, base: [] } : null;
    // "What jacket with a floral dress?" picks among jackets and coats, "which belt with…" among belts: the item asked for, not any accessory.
    case 'item': {
      // "What colour sneakers?" names the piece itself, asking only its colour.
      const colourOf = u.item ? undefined : (u.itemGarment as GarmentId | null) ?? undefined;
      const among = u.item ? ITEM_GARMENTS[u.item] : colourOf ? [colourOf] : [];
      if (!u.garments.length || !among.length) return null;
      // Its colour is chosen at the occasion the pieces are for, as the pair they were asked about was judged.
      const occasion = u.occasion ?? (colourOf ? homeOccasion([...u.garments.map(toPiece), { garment: colourOf, colour: null }]) : null);
      return { intent: 'pick', entities: { ...entities, occasion, asksFor: GARMENTS[among[0]!].components[0]! }, base: [], asksAmong: among, colourOf };
    }
    case 'rateIdea': case 'colour': {
      if (!(u.garments.length >= 2 || u.colours.length >= 2 || (u.garments.length === 1 && !!u.occasion))) return null;
      // Pieces asked about without an occasion are judged at the one they are for, not as misfits on a Saturday.
      const occasion = u.occasion ?? (u.garments.length >= 2 ? homeOccasion(u.garments.map(toPiece)) : null);
      return { intent: 'pair', entities: { ...entities, occasion }, base: [], yesNo: u.yesNo, tooMuch: !!u.tooMuch, wrong: !!u.wrong };
    }
    case 'style': return u.garments.length ? { intent: 'style', entities, base: [] } : null;
    case 'history': return { intent: 'history', entities, base: [] };
    case 'trends': return { intent: 'trends', entities, base: [] };
    case 'greeting': return { intent: 'greeting', entities, base: [] };
    case 'thanks': return { intent: 'thanks', entities, base: [] };
    default: return null;
  }
}

/** The garments the member's messages and the last answer named: what an answer may set its pick against. */
function namedInConversation(input: ChatInput): ReadonlySet<GarmentId> {
  const lastAnswer = input.history.filter((t) => t.role === 'assistant').at(-1)?.text ?? '';
  const said = [input.message, lastAnswer, ...input.history.filter((t) => t.role === 'user').map((t) => t.text)];
  return new Set(said.flatMap((text) => extractEntities(text, false, input.language).garments.map((g) => g.garment as GarmentId)));
}

/** The whole reply, written at once (deterministic for the same conversation), in the member's form of address. */
export async function writeLocalReply(input: ChatInput, options: LocalChatOptions = {}, signal?: AbortSignal): Promise<string> {
  // Every reply leaves typeset the language's way (French spacing, lower case after a colon), whichever path wrote it.
  const u = understand(input.message, !!input.image, input.history, input.language);
  const answer = await reply(input, u, options, signal);
  // "Hi! What should I wear to a wedding?": the hello is returned once in a conversation, then the question answered.
  const greetedBefore = input.history.some((t) => t.role === 'user' && openingGreeting(t.text));
  const text = greetedBefore ? answer : greetedBack(input.message, answer, input.language, input.personality);
  return typeset(inMembersForm(text, input.language, input.addressForm), input.language);
}

async function reply(input: ChatInput, u: Understanding, options: LocalChatOptions, signal?: AbortSignal): Promise<string> {
  const language = input.language;
  const words = CHAT_WORDS[language] ?? CHAT_WORDS.en;
  const lines = CHAT_LINES[language] ?? CHAT_LINES.en;
  const pack = packFor(language);
  const seed = `${normalise(input.message)}\u0000${input.history.length}`;
  const computedOld = computed(u);
  const old = computedOld && { ...computedOld, named: namedInConversation(input) };
  const planner = new Planner(pack, words, seed, old?.entities.occasion ?? u.occasion, language);
  // The vintage voice opens with a reference that shows a piece the member named, or with none: never one drawn at random.
  const era = () => eraSaid(lines, { pieces: [...u.garments, ...(old?.base ?? [])].map((g) => garmentWords(g.garment, g.colours[0])) }) ?? '';
  const wrap = (content: string[]) => voiced(input.personality, language, pack, words, seed, content, era());
  // A greeting, a thank-you or a request to say more is said as itself: the frame each voice puts around advice ("Thank
  // you for your question; here's my recommendation", "Good question. Here's your game plan.", "I hope this helps you
  // plan with confidence") would answer a question nobody asked.
  const plain = (content: string[]) => {
    const text = content.join(pack.sentenceGap);
    return input.personality === 'chill' ? chillCase(text, language) : text;
  };
  switch (u.intent) {
    case 'photo':
      return wrap(await photoAnswer(planner, { ...input, image: input.image! }, u.occasion ?? 'casual', options, signal));
    case 'offTopic':
      return lines.offTopic[input.personality];
    case 'lastRating':
      return lastRatingAnswer(input.facts, input.personality, language, lines, pack, (o) => planner.occasion(o as never), seed);
    case 'clarify':
      return plain([lines.clarify]);
    default: break;
  }
  // "Too casual?" right after a look: that look (the answer the last question got) judged at its occasion's level, and
  // the occasion's rule as the reason.
  if (u.judgesLook && u.occasion) {
    const look = (u.weather ? null : knowledgeAnswer(u, language, lines)) ?? occasionLook(u.occasion, u.dressCode, u.weather, language, lines, pack);
    const verdict = lookMisses(look.pickPieces ?? [], u.occasion, u.judgesLook) ? 'yes' : 'no';
    const opening = (u.judgesLook === 'tooFormal' ? lines.tooMuch : lines.tooCasual)[verdict];
    return plain([opening, pack.capitalise(look.why)]);
  }
  // "What shoes should I wear to work?" wants shoes, not a whole look: the piece is answered, unless the
  // knowledge base has the item's own situation for the question (a bag for a wedding), not only its general rule.
  const piece = askedPiece(u);
  // An occasion the generator only stands in for (a hike planned as travel) is dressed in the knowledge base's own look.
  const standInLook = ownLook(u, language, lines);
  const standInPiece = piece && standInLook && ownPieces(standInLook, piece.slot, piece.is, language);
  if (standInPiece) return speak(input.personality, standInPiece, lines, language, pack);
  if (standInLook && u.intent === 'occasion' && u.weather && !u.garments.length) {
    return speak(input.personality, ADDED_WEATHERS.has(u.weather) ? dressedForWeather(standInLook, u.weather as AddedWeather, language, lines, pack) : standInLook, lines, language, pack);
  }
  const itemAnswer = piece && u.intent === 'item' ? knowledgeAnswer(u, language, lines) : null;
  if (piece && (!itemAnswer || (isGeneralRule(itemAnswer.situation) && !!u.occasion))) return wrap(pieceForOccasion(planner, piece, u.occasion ?? 'casual', language, u.weather, u.wearer, u.without ?? []));
  // "And if it rains?" after a look: the same look, dressed for the weather (shoes that keep dry, a trench, an umbrella).
  if (u.addsWeather && u.intent === 'occasion' && u.weather && ADDED_WEATHERS.has(u.weather)) {
    // The look the last answer gave: the knowledge base's for the occasion, or else the one the generator planned for it.
    const kept = knowledgeAnswer({ ...u, weather: null }, language, lines) ?? occasionLook(u.occasion, u.dressCode, null, language, lines, pack, u.wearer);
    if (kept?.pickPieces?.length) return speak(input.personality, dressedForWeather(kept, u.weather as AddedWeather, language, lines, pack), lines, language, pack);
  }
  // "I'm the bride: what should I wear?" The guests' rule (never white) is not the couple's.
  if (u.couple && u.occasion === 'wedding' && u.intent === 'occasion' && !u.garments.length) return wrap([lines.coupleWedding]);
  // A look for an occasion in a named weather is planned by the generator, which applies the weather's rules to every piece.
  const weatherLook = u.intent === 'occasion' && !!u.weather;
  let known = weatherLook ? null : knowledgeAnswer(u, language, lines);
  // A colour with no situation of its own gets the colours the rater pairs with it, not the general colour rule.
  if (u.intent === 'colour' && (!known || known.situation === 'colour-general')) known = colourPartnersAnswer(u, language, lines) ?? known;
  if (known && u.packing) known = packingAnswer(known, u, words, pack, language);
  if (known && u.without?.length) known = withoutPieces(known, u.without, language, lines, pack);
  // "Is a black dress ok for a funeral?": the dress code's look answers, opened by the yes or no the piece gets at the
  // code's occasion, as a piece asked about for any occasion is.
  if (known && !known.verdict && u.yesNo && !u.tooMuch && u.dressCode && u.intent === 'occasion' && u.garments.length === 1 && u.occasion) {
    const judged = pairAnswer({ intent: 'pair', entities: { garments: u.garments, colours: u.colours, occasion: u.occasion, weather: u.weather, asksFor: null, couple: u.couple }, base: [], yesNo: true });
    // A funeral takes only sober pieces (the look's own rule, styling/sober.ts): a red or a sequinned dress is a no there.
    const sober = u.dressCode !== 'funeral' || u.garments.every(soberMention);
    // "葬儀に赤いドレスはダメですか？" asks whether it is wrong: the answer is turned round ("yes, it's best avoided").
    const fits = judged?.answer === 'yes' && sober;
    if (judged && judged.answer !== 'condition') known = { ...known, verdict: u.wrong ? lines.wrong[fits ? 'no' : 'yes'] : lines.answers[fits ? 'yes' : 'no'] };
  }
  if (known) return speak(input.personality, known, lines, language, pack);
  if (u.intent === 'occasion' || (u.intent === 'pairing' && !u.garments.length)) {
    const look = occasionLook(u.occasion, u.dressCode, u.weather, language, lines, pack, u.wearer);
    // A dress code in named weather is planned for the nearest occasion (meeting the parents as a smart-casual brunch): the
    // reason said is the dress code's own, where the language has it, not the borrowed occasion's.
    const code = weatherLook && u.dressCode ? knowledgeAnswer(u, language, lines) : null;
    const ownReason = code?.situation && (language === 'en' || lines.situations[code.situation]) ? code.why : null;
    const kept = u.without?.length ? withoutPieces(look, u.without, language, lines, pack) : look;
    return speak(input.personality, ownReason ? { ...kept, why: ownReason } : kept, lines, language, pack);
  }
  // "Can I wear flip-flops?" with no occasion said in the conversation: the answer depends on where, so the stylist asks,
  // and says meanwhile where the piece does belong (the piece's own styling answer).
  const asksIfWearable = u.yesNo && !u.tooMuch && !u.wrong && !u.occasion && !u.dressCode && !u.weather && !u.item && u.garments.length === 1 && (u.intent === 'style' || u.intent === 'rateIdea');
  const where = asksIfWearable ? computed({ ...u, intent: 'style' }) : null;
  if (where) return [input.personality === 'chill' ? chillCase(lines.dependsOnOccasion, language) : lines.dependsOnOccasion, voiced(input.personality, language, pack, words, seed, planAnswer(planner, where, input), era(), input.personality === 'vintage')].join(wordGap(language));
  if (!old) return plain([lines.clarify]);
  if (old.intent === 'greeting' || old.intent === 'thanks') return plain(planAnswer(planner, old, input));
  // A yes/no question about pieces is answered yes or no before the voice says anything else.
  const answer = pairAnswer(old);
  // The yes or no opens the answer: the voice's own greeting after it ("Yes. OMG YES, let’s GO!", "Oui. Oh, vous êtes au
  // bon endroit") would answer twice, so it is left out and the voice speaks through its content and its closing line.
  // Vintage keeps its opening, a reference from fashion history rather than a greeting.
  const body = answer ? voiced(input.personality, language, pack, words, seed, planAnswer(planner, old, input), era(), input.personality === 'vintage')
    : wrap(planAnswer(planner, old, input));
  if (!answer) return body;
  const condition = answer.answer === 'condition' ? (answer.swap
    ? fill(lines.conditions.swap, { worst: planner.piece(answer.swap.worst), best: planner.piece(answer.swap.better) }, pack.grammar)
    : lines.conditions.calmRest) : '';
  // "Is it wrong to…?" is answered the other way round: the pair that works is "no, it's fine".
  const opening = old.wrong && !old.tooMuch
    ? answer.answer === 'condition' ? fillIn(lines.wrong.condition, { condition }, pack) : lines.wrong[answer.answer === 'yes' ? 'no' : 'yes']
    : answer.answer !== 'condition' ? (old.tooMuch ? lines.tooMuch : lines.answers)[answer.answer] : conditionAnswer(condition, lines, pack);
  return [input.personality === 'chill' ? chillCase(opening, language) : opening, body].join(wordGap(language));
}

/** The offline chat engine: understands the question, answers from the stylist's knowledge, streams word by word. */
export function createLocalChat(options: LocalChatOptions = {}): ChatStream {
  const pace = options.paceMs ?? LOCAL_CHAT_PACE_MS;
  return async function* localChat(input: ChatInput, call: ChatCallOptions = {}) {
    const text = await writeLocalReply(input, options, call.signal);
    let first = true;
    for (const piece of pieces(text, input.language)) {
      if (!first && pace > 0) await sleep(pace, undefined, { signal: call.signal });
      first = false;
      yield piece;
    }
  };
}
