import type { LanguageFacts } from '../facts-types';

export const facts: LanguageFacts = {
  spacedWords: true,
  asksLast: false,
  lowerAfterColon: false,
  // Capitals are grammar: every noun, and the Sie of address.
  casualLowerCase: false,
  occasionFirst: { hype: true, sassy: true },
  spaceBeforePunctuation: false,
  openingExclamation: false,
  capitalAfterColon: null,
  or: 'oder',
};
