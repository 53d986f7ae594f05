import type { LanguageFacts } from '../facts-types';

export const facts: LanguageFacts = {
  spacedWords: false,
  asksLast: true,
  lowerAfterColon: false,
  casualLowerCase: false,
  // Sassy names the occasion in its last sentence; hype in its first, as its last is the upgrade.
  occasionFirst: { hype: true, sassy: false },
  spaceBeforePunctuation: false,
  openingExclamation: false,
  capitalAfterColon: null,
};
