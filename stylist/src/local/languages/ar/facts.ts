import type { LanguageFacts } from '../facts-types';

export const facts: LanguageFacts = {
  spacedWords: true,
  asksLast: false,
  lowerAfterColon: false,
  casualLowerCase: false,
  occasionFirst: { hype: false, sassy: false },
  spaceBeforePunctuation: false,
  openingExclamation: false,
  capitalAfterColon: null,
};
