import { describe, expect, it } from 'vitest';
import { ADDRESS_FORMS, CHAT_PERSONALITIES, type AddressForm } from '@fitrater/contracts';
import type { ChatFacts, ChatTurn } from '../../../src/chat-types';
import { writeLocalReply } from '../../../src/local/chat';
import { AR_CONVERSATIONS, otherFormIn, speaksIn } from '../../support/prose-f-ar-address';

const NO_FACTS: ChatFacts = { ratedOutfits: 0, averageRating: null, best: null, latest: null };

/** Every reply of every conversation, in every voice, for a member who chose `form`. */
async function repliesIn(form: AddressForm): Promise<{ question: string; text: string }[]> {
  const out: { question: string; text: string }[] = [];
  for (const personality of CHAT_PERSONALITIES) {
    for (const conversation of AR_CONVERSATIONS) {
      const history: ChatTurn[] = [];
      for (const message of conversation) {
        const text = await writeLocalReply({ message, language: 'ar', personality, history: [...history], facts: NO_FACTS, image: null, addressForm: form }, { paceMs: 0 });
        history.push({ role: 'user', text: message }, { role: 'assistant', text });
        out.push({ question: `${personality}: ${message}`, text });
      }
    }
  }
  return out;
}

// «اختر لونًا قريبًا… احتفظوا بقليل من الكعب»: a member who chose the masculine got a singular greeting beside the
// knowledge lines' plural imperatives. Arabic keeps one form of address from the first word of an answer to the last.
describe('ar: every chat answer addresses the member in the one form they chose', () => {
  for (const form of ADDRESS_FORMS) {
    it(`${form}: no reply mixes in another form, and the replies do speak in this one`, async () => {
      const replies = await repliesIn(form);
      const mixed = replies.flatMap(({ question, text }) => {
        const other = otherFormIn(text, form);
        return other ? [`${question} → ${other} in «${text.slice(0, 90)}»`] : [];
      });
      expect(mixed.slice(0, 6)).toEqual([]);
      expect(replies.filter(({ text }) => /\{[^{}|]*\|[^{}|]*\|[^{}|]*\}/u.test(text)).map((r) => r.question)).toEqual([]);
      // Not vacuous: a good share of the answers address the member, and in this form.
      expect(replies.filter(({ text }) => speaksIn(text, form)).length, form).toBeGreaterThan(replies.length / 4);
    }, 60_000);
  }

  it('the plural of politeness stays the form of a member who chose none', async () => {
    const [unset, neutral] = await Promise.all([undefined, 'neutral' as const].map((addressForm) =>
      writeLocalReply({ message: 'أنا قصيرة، أي حذاء ألبس؟', language: 'ar', personality: 'professional', history: [], facts: NO_FACTS, image: null, addressForm }, { paceMs: 0 })));
    expect(unset).toBe(neutral);
    expect(speaksIn(unset!, 'neutral')).toBe(true);
  });

  it.each([
    ['masculine', 'أنا قصيرة، أي حذاء ألبس؟', 'اجعل الحذاء امتدادًا لخط الساق'],
    ['feminine', 'أنا قصيرة، أي حذاء ألبس؟', 'اجعلي الحذاء امتدادًا لخط الساق'],
    ['feminine', 'ماذا ألبس في أسبوع العمل؟', 'إذا كان مكتبكِ غير رسمي، فاستبدلي القمصان'],
    ['masculine', 'هل يجب أن أرتدي ربطة عنق في مقابلة العمل؟', 'لكن لا يمكنك ارتداؤها إن وصلتَ بدونها'],
    ['feminine', 'أنا العروس، ماذا ألبس؟', 'إنه زفافكِ أنتِ'],
  ] as const)('%s: «%s» says «%s»', async (form, question, words) => {
    const text = await writeLocalReply({ message: question, language: 'ar', personality: 'professional', history: [], facts: NO_FACTS, image: null, addressForm: form }, { paceMs: 0 });
    expect(text).toContain(words);
  });
});
