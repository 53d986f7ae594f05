import type { LanguageFacts } from '../facts-types';

export const facts: LanguageFacts = {
  spacedWords: true,
  asksLast: true,
  lowerAfterColon: false,
  casualLowerCase: false,
  occasionFirst: { hype: true, sassy: true },
  spaceBeforePunctuation: false,
  openingExclamation: false,
  capitalAfterColon: null,
};
