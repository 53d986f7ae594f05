import { describe, expect, it } from 'vitest';
import { CHAT_PERSONALITIES, type ChatPersonality } from '@fitrater/contracts';
import { SITUATIONS } from '../../../src/knowledge';
import { writeLocalReply } from '../../../src/local/chat';
import { knowledgeAnswer } from '../../../src/local/chat/knowledge-answer';
import { CHAT_LINES } from '../../../src/local/chat/lines';
import { understand } from '../../../src/local/chat/understand';

const NO_FACTS = { ratedOutfits: 0, averageRating: null, best: null, latest: null };
const ask = (message: string, personality: ChatPersonality = 'professional') =>
  writeLocalReply({ message, image: null, personality, language: 'en', history: [], facts: NO_FACTS });

/** A member's question, the situation a stylist would answer it from, and what the answer must say. */
const CASES: [question: string, situation: string, says: RegExp][] = [
  ['What shoes with navy chinos?', 'shoes-chinos', /brown leather loafers, brown suede chukka boots, white leather sneakers and brown boat shoes/],
  ['What shoes go with my dark jeans?', 'shoes-jeans', /white leather sneakers.*Chelsea boots/],
  ['Which shoes with a navy suit?', 'shoes-navy-suit', /most flexible suit colour.*brown leather Oxford shoes/s],
  ['What shoes with a charcoal suit?', 'shoes-grey-suit', /charcoal and grey are business colours.*black leather Oxford shoes/s],
  ['What shoes should I wear with a black suit?', 'shoes-black-suit', /only black shoes keep it sharp/],
  ['What shoes with a suit?', 'shoes-suit', /leather dress shoes with a slim sole/],
  ['What shoes go with shorts?', 'shoes-shorts', /without visible socks.*brown boat shoes, navy espadrilles/s],
  ['What shoes with a midi dress?', 'shoes-dress', /slingbacks or block heels in a skin-near tone.*camel block-heel pumps/s],
  ['Which shoes with a cocktail dress?', 'shoes-evening-dress', /pointed pumps.*strappy heeled sandals/s],
  ['What shoes with grey trousers?', 'shoes-trousers', /tailored trousers need a shoe with structure/],
  ['What shoes with a pencil skirt?', 'shoes-skirt', /pumps for a pencil skirt at work/],
  ['What shoes with a jumpsuit?', 'shoes-jumpsuit', /a jumpsuit is one long line/],
  ['What socks with a navy suit?', 'socks-suit', /match the socks to the trousers, not the shoes/],
  ['What colour socks with chinos?', 'socks-chinos', /no-show socks give the bare-ankle look/],
  ['Which socks with shorts?', 'socks-shorts', /socks should disappear/],
  ['What socks should I buy?', 'socks-general', /match the socks to the trousers/],
  ['Which belt with a grey suit?', 'belt-suit', /same colour as your shoes/],
  ['What belt with jeans?', 'belt-jeans', /slightly wider belt in textured leather or suede/],
  ['Should I wear a belt with my dress?', 'belt-dress', /slim belt at the natural waist/],
  ['What bag for work?', 'bag-work', /structured leather tote/],
  ['Which bag for a wedding?', 'bag-evening', /small clutch/],
  ['What bag goes with everything?', 'bag-general', /camel or black crossbody/],
  ['What coat over a suit?', 'coat-suit', /longer than the jacket/],
  ['What coat for the rain?', 'coat-rain', /trench coat or a waterproof mac/],
  ['What coat with jeans and a sweater?', 'coat-casual', /navy peacoat or a parka/],
  ['What jewellery for work?', 'jewellery-work', /studs, a fine chain and a classic watch/],
  ['What jewellery for a party?', 'jewellery-evening', /one statement piece/],
  ['What jewellery goes with everything?', 'jewellery-general', /pick one metal/],
  ['Which tie with a navy suit and white shirt?', 'tie-suit', /darker than the shirt/],
  ['How do I build a capsule wardrobe?', 'capsule-general', /two neutrals plus one accent colour/],
  ['What should a capsule wardrobe for work have?', 'capsule-work', /navy blazer and grey trousers/],
  ['Capsule wardrobe for travel?', 'capsule-travel', /wear the bulkiest pieces on the plane/],
  ['What does black tie mean?', 'code-black-tie', /dinner suit with a white dress shirt, black bow tie and patent shoes/],
  ['What is cocktail attire?', 'code-cocktail', /between business and black tie/],
  ['What is business casual?', 'code-business-casual', /a suit taken apart/],
  ['What does smart casual mean?', 'code-smart-casual', /mixes one casual piece with one smart one/],
  ['What should I wear to a garden party?', 'code-garden-party', /shoes that won’t sink into the lawn/],
  ['What to wear to a funeral?', 'code-funeral', /dark and quiet/],
  ['What should I wear to a festival?', 'code-festival', /closed boots/],
  ['What should I wear to a job interview?', 'code-interview', /one step above the people who work there/],
  ['What should I wear to a wedding?', 'code-wedding', /never white/],
  ['What to wear on a date?', 'code-date', /one step up/],
  ['Is double denim ok?', 'colour-double-denim', /two washes are clearly different/],
  ['Does navy go with black?', 'colour-navy-black', /navy and black work together when the difference is clear/],
  ['Can I wear brown and black together?', 'colour-brown-black', /clearly separate pieces/],
  ['What colours go with burgundy?', 'colour-burgundy', /navy, grey, camel, cream and olive/],
  ['What colour goes with olive?', 'colour-olive', /earthy neutral/],
  ['How do I combine colours?', 'colour-general', /at most one accent colour/],
  ['I am petite, what should I wear?', 'fit-petite', /keep one colour from top to toe/],
  ['I am tall, what suits me?', 'fit-tall', /wide-leg trousers, long coats and maxi skirts/],
  ['What should I wear with a curvy figure?', 'fit-curvy', /show the waist/],
  ['What suits a pear body shape?', 'fit-pear', /balance wider hips/],
  ['How should a suit fit?', 'fit-suit', /shoulder seam ends at your shoulder/],
  ['What flatters broad shoulders?', 'fit-broad', /soft, natural shoulders and V-necks/],
  ['How do I wash a wool sweater?', 'care-wool', /dry it flat/],
  ['How do I stop linen from wrinkling when I iron it?', 'care-linen', /iron it slightly damp/],
  ['How do I clean suede shoes?', 'care-suede', /suede brush/],
  ['How do I wash a silk blouse?', 'care-silk', /hand wash silk in cold water/],
  ['How often should I wash my jeans?', 'care-denim', /inside out, in cold water/],
  ['How do I clean white sneakers?', 'care-sneakers', /magic eraser/],
  ['Rate my idea: white sneakers with a black suit', 'idea-sneakers-suit', /only with plain white leather sneakers/],
  ['Rate my idea: white sneakers with a navy suit for a wedding', 'idea-sneakers-suit-formal', /white sneakers make a suit look underdressed/],
];

describe('answers from knowledge, a stylist would sign', () => {
  it('has at least 40 distinct situations, each a real answer', () => {
    expect(new Set(CASES.map((c) => c[1])).size).toBeGreaterThanOrEqual(40);
    for (const s of SITUATIONS) {
      expect(s.why.length, s.id).toBeGreaterThan(40);
      expect(s.exception.length, s.id).toBeGreaterThan(20);
    }
  });

  for (const [question, situation, says] of CASES) {
    it(`"${question}" → ${situation}`, async () => {
      const u = understand(question, false, []);
      expect(knowledgeAnswer(u, 'en', CHAT_LINES.en)?.situation, JSON.stringify(u)).toBe(situation);
      const reply = await ask(question);
      // The reason may be split where it had a colon of its own after the label's ('…should too. Brown leather…').
      expect(reply).toMatch(new RegExp(says.source, `${says.flags}i`));
      // A yes/no question gets its yes or no first (naming its condition), a colour its partner colours, then the rule.
      expect(reply).toMatch(/^(?:(?:Yes|No|Not really)[^.]*\. |[A-Z]\w+ is [^:]+: it (?:looks best with|goes with) [^.]+\. )?The rule: .+ The exception: /s);
    });
  }

  it('"What shoes with navy chinos?" names concrete styles with the stylist\'s reason and what to avoid', async () => {
    const professional = await ask('What shoes with navy chinos?');
    expect(professional).toMatch(/smart casual/);
    expect(professional).toMatch(/crispest contrast in summer/);
    const brutal = await ask('What shoes with navy chinos?', 'brutal');
    expect(brutal).toMatch(/^Straight to what fails\. Black Oxfords are too formal/);
    expect(professional).not.toMatch(/ballet flats|is the strongest choice/);
  });
});

describe('voices that differ in substance', () => {
  const words = (s: string) => new Set(s.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? []);
  /** Words both replies use, out of all the words either uses. */
  const shared = (a: string, b: string) => {
    const x = words(a);
    const y = words(b);
    const both = [...x].filter((w) => y.has(w)).length;
    return both / (x.size + y.size - both);
  };

  for (const question of ['What shoes with navy chinos?', 'How do I build a capsule wardrobe?', 'What should I wear to a garden party?', 'Is double denim ok?']) {
    it(`every two voices share less than half of their words: "${question}"`, async () => {
      // Every voice opens a yes/no question with the same yes or no; the voices differ in what follows.
      const replies = (await Promise.all(CHAT_PERSONALITIES.map((p) => ask(question, p)))).map((r) => r.replace(/^(?:yes|no|not really)[^.]*\.\s*/iu, ''));
      for (let i = 0; i < replies.length; i++) {
        for (let j = i + 1; j < replies.length; j++) {
          expect(shared(replies[i]!, replies[j]!), `${CHAT_PERSONALITIES[i]} / ${CHAT_PERSONALITIES[j]}`).toBeLessThan(0.5);
        }
      }
    });
  }

  it('each voice does its own job', async () => {
    const q = 'What shoes with navy chinos?';
    expect(await ask(q, 'brutal')).toMatch(/^Straight to what fails\. .+ Wear brown leather loafers\. Done\.$/);
    expect(await ask(q, 'hype')).toMatch(/^The brown leather loafers do all the heavy lifting! Upgrade with brown suede chukka boots\.$/);
    expect(await ask(q, 'coach')).toMatch(/^1\. Start with brown leather loafers\. 2\. .+ 3\. .+ Your next step: /);
    expect(await ask(q, 'professional')).toMatch(/^The rule: .+ The exception: /);
    expect(await ask(q, 'vintage')).toMatch(/^Steve McQueen made chinos, a Harrington jacket and suede desert boots look effortless in the 1960s\./);
    const chill = await ask(q, 'chill');
    // The pick, its one-line reason, the close: short, but never a pick without why.
    expect(chill.split(/(?<=\.) /).length).toBe(3);
    expect(chill).toContain('match the shoes to the formality of the rest.');
    expect(chill.length).toBeLessThan(140);
    expect(await ask(q, 'sassy')).toMatch(/Darling, the brown leather loafers\. Obviously\. And .*black leather Oxford shoes.*\? Not on my watch\./);
    expect(await ask(q, 'vintage')).not.toMatch(/would say…/);
  });
});
