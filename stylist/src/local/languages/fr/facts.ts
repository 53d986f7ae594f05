import type { LanguageFacts } from '../facts-types';

export const facts: LanguageFacts = {
  spacedWords: true,
  asksLast: false,
  lowerAfterColon: true,
  casualLowerCase: true,
  occasionFirst: { hype: true, sassy: true },
  spaceBeforePunctuation: true,
  openingExclamation: false,
  capitalAfterColon: null,
  or: 'ou',
};
