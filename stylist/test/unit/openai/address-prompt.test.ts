import { describe, expect, it } from 'vitest';
import { chatMessages } from '../../../src/openai/chat-prompt';
import { userContent } from '../../../src/openai/prompt';
import { addressInstruction } from '../../../src/openai/address-prompt';

const textOf = (content: unknown): string => (typeof content === 'string' ? content : (content as { text?: string }[]).map((p) => p.text ?? '').join('\n'));

/** The model is told the register DECISIONS fixes: German Sie and French vous, in every personality. */
describe('the configured model is told which "you" to use', () => {
  it('German asks for Sie and forbids du; French asks for vous; English gets no register', () => {
    expect(addressInstruction('de', undefined)).toContain('"Sie"');
    expect(addressInstruction('de', undefined)).toContain('never "du"');
    expect(addressInstruction('fr', undefined)).toContain('"vous"');
    expect(addressInstruction('en', undefined)).toBe('');
  });

  it('the chat prompt of a casual personality and the rating request both carry it', () => {
    const system = chatMessages({ message: 'Was ziehe ich zur Hochzeit an?', image: null, personality: 'chill', language: 'de', history: [], facts: { ratedOutfits: 0, averageRating: null, best: null, latest: null } })[0]!;
    expect(textOf(system.content)).toContain('"Sie"');
    const rating = userContent({ image: null, description: 'Jeans und Sneaker', occasion: 'casual', customOccasion: null, language: 'de' });
    expect(textOf(rating)).toContain('"Sie"');
  });

  it('Arabic keeps the chosen form of address', () => {
    expect(addressInstruction('ar', 'feminine')).toContain('feminine singular');
  });
});
