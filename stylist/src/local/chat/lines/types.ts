import type { ChatPersonality } from '@fitrater/contracts';
import type { ConditionalSituationId, EraId, SituationFamily, SituationId } from '../../../knowledge/chat-situations';

/** Why a situation's picks work, and where the rule bends, in one language. */
export interface SituationLines {
  why: string;
  exception: string;
  /** The advice in one sentence, for a situation whose reason is the answer (SituationRow.core). */
  core?: string;
}

/** The care (washing, fabrics, stains) and rate-my-idea situations: a language missing one of them does not compile. */
export type CareAndIdeaSituation = Extract<SituationId, `care-${string}` | `idea-${string}`>;
export type CareAndIdeaLines = Record<CareAndIdeaSituation, SituationLines>;

/**
 * The sentences the chat's knowledge answers are built from, per language. Placeholders in
 * braces: {items} a list of pieces, {item} one piece, {alt} another, {text} a whole sentence.
 * A language missing a key does not compile.
 */
export interface ChatLines {
  /** "My picks: {items}." */
  picks: string;
  /** "My picks for {occasion}: {items}." */
  picksFor: string;
  /** A second look among the picks (a dress and pumps after a suit, a tie and Oxfords). */
  picksOr: string;
  /** Opens a short voice's answer with the occasion asked about: "For a wedding:". */
  forOccasion: string;
  /** "{items} also work." */
  alternatives: string;
  /** "Avoid {items}." */
  avoid: string;
  /** Brutal: what fails first. "What fails: {text}" */
  fails: string;
  /** Brutal: the one thing to do. "Wear {item}. Done." */
  doThis: string;
  /**
   * Hype: the strongest piece first. "Your winner: {item}." Several variants let the voice say it in more than one
   * way, chosen by the piece, so the same formula does not close every answer.
   */
  works: string | readonly string[];
  /** Coach: the first step. "Start with {item}." */
  start: string;
  /** Hype: the one upgrade. "One upgrade: {item}." */
  upgrade: string;
  /** Coach: the next action. */
  nextTry: string;
  nextCare: string;
  nextGeneral: string;
  /**
   * The family's general rule applied to the question, when the language has no words of the
   * situation's own: "Here that means {best} with {asked}." Optional: without it the rule stands alone.
   */
  appliedHere?: string;
  /**
   * The short answer that opens a reply to a yes/no question: "Yes.", "No.", and "Yes, on one condition: {condition}.",
   * which always names the condition in the same sentence; "No, not necessarily." to a question whether something must be
   * ("must my bag match my shoes?": 不一定, 必ずしもそうではありません, never a "no" that reads "not suitable").
   */
  answers: {
    yes: string; no: string; condition: string; needNot: string;
    /** Yes to "must I…?", where the plain yes says only that it is allowed (zh 可以 → 是的，需要). */
    needYes?: string;
    /** "Yes, on two conditions: {condition}.", "…three…": the count matches the conditions listed (Situation.conditionCount). */
    conditions: Record<2 | 3, string>;
  };
  /** The short answer to "is it too much?": no when the look works, yes when it overdoes it. */
  tooMuch: { yes: string; no: string };
  /** Asked whether something is wrong ("is it bad to…?"): yes it is best avoided, no it is fine, no on a condition. */
  wrong: { yes: string; no: string; condition: string; conditions: Record<2 | 3, string> };
  /** The short answer to "too casual?" about the look just proposed: no when it meets the occasion's level. */
  tooCasual: { yes: string; no: string };
  /**
   * The condition itself: per situation that answers on one ("the two washes must be clearly different"), and for
   * two pieces that only can work, the swap that makes them work ("swap {#worst} for {@best}") or, with nothing to
   * swap, keeping the rest quiet.
   */
  conditions: Record<ConditionalSituationId | 'swap' | 'calmRest', string>;
  /** Two colours asked about that go together: "Yes: {c1} and {c2} go well together." */
  colourYes: string;
  /** Two colours that do not: "Not really: {c1} and {c2} fight each other." */
  colourNo: string;
  /** The colours that pair with one colour asked about: "{colour} goes with {colours}." */
  colourPartners: string;
  /** A weather added to the look just proposed: "If it rains, add {items}." (a layer, an umbrella). */
  weatherAdd: Record<'rain' | 'cold' | 'cool', string>;
  /** In the heat: the layers of the kept look left at home ({items}, each with its definite article). */
  weatherShed: string;
  /** Professional: "The rule: {text}" and "The exception: {text}" */
  rule: string;
  exception: string;
  /** Chill: one short line with the pick and an alternative. "{item}, or {alt}." */
  chill: string;
  /**
   * Chill: its own way to name the occasion ("Für eine Hochzeit?"), where lower case does not already set it apart
   * from the other voices' "For a wedding:" (German keeps its capitals). Optional: `forOccasion` otherwise.
   */
  chillFor?: string;
  /** Chill: one short closing line. */
  chillClose: string;
  /** Sassy: playful, still concrete. "Darling, {item}. Obviously." and the avoid line. */
  sassyPick: string;
  sassyAvoid: string;
  /** Vintage: the reference leads. */
  eras: Record<EraId, string>;
  /** A short, friendly refusal of an off-topic question in each voice, with one suggestion of what to ask. */
  offTopic: Record<ChatPersonality, string>;
  /** For languages without the situation's own words: why and where the rule bends, per family. */
  families: Record<SituationFamily, { why: string; exception: string }>;
  /**
   * A situation's own reason and exception in this language (English has them in the knowledge base); families cover the
   * rest. Every language has every care and rate-my-idea situation (CareAndIdeaLines).
   */
  situations: Partial<Record<SituationId, SituationLines>>;
  /** "Your last rating: {score}/10 for {occasion}." */
  lastScore: string;
  /** "The weakest part was the {part} ({score}/10): {text}" — own scores only. */
  lastWeakest: string;
  /** "Keep the {part}: it scored {score}/10." */
  lastKeep: string;
  /** "Replace it with {item}." */
  lastReplace: string;
  /** A rating whose weakest part still scored high: "It already works: even the weakest part, the {part}, scored {score}/10." */
  lastWorks: string;
  /** The one optional change after `lastWorks`: "If you change one thing, make it {@item}." */
  lastOneChange: string;
  /** No rating yet. */
  lastNone: string;
  /** Part names: top, bottom, shoes, accessories. */
  parts: { top: string; bottom: string; footwear: string; accessories: string };
  /** Asking back when a message is about clothes but too vague to answer. */
  clarify: string;
  /**
   * A piece the member does not own, and the one that does its job: "Without {@item}, {@alt} will do the same job here."
   * ({item} the piece as the member named it, {alt} the stand-in in its colour).
   */
  withoutPiece: string;
  /** "Can I wear flip-flops?" with no occasion in the conversation: it depends on where, so the occasion is asked for. */
  dependsOnOccasion: string;
  /** What to wear to one's own wedding ("I'm the bride"): white is the couple's; the guests' rule is not theirs. */
  coupleWedding: string;
}
