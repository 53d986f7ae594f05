import { describe, expect, it } from 'vitest';
import { LANGUAGES, MORNING_TIP_DATA, NOTIFICATION_COPY, OCCASION_LABELS, HEADLINES, EVERYDAY_LABEL, CHALLENGE_THEMES, DEFAULT_FOLDER_NAMES, informalGermanAddress, writtenOutKoreanParticle } from '../../src';
import { NOTIFICATION_WORDS } from '../../src/i18n/notification-catalogue';
import { RATING_COPY } from '../../src/i18n/rating-catalogue';

/** The shared copy is one folder per language: adding a language is one folder and one line per registry. */
describe('contracts copy, one folder per language', () => {
  it('has every language in both registries (i18n/<lang>/rating.ts and notifications.ts)', () => {
    expect(Object.keys(RATING_COPY).sort()).toEqual([...LANGUAGES].sort());
    expect(Object.keys(NOTIFICATION_WORDS).sort()).toEqual([...LANGUAGES].sort());
  });

  it('every language has every morning tip, in the same order as English', () => {
    for (const language of LANGUAGES) expect(NOTIFICATION_WORDS[language].morningTips.length, language).toBe(NOTIFICATION_WORDS.en.morningTips.length);
    expect(MORNING_TIP_DATA).toHaveLength(NOTIFICATION_WORDS.en.morningTips.length);
    for (const tip of MORNING_TIP_DATA) for (const language of LANGUAGES) expect(tip[language], language).toMatch(/\S/);
  });

  it('the registries the importers read are built from the folders', () => {
    for (const language of LANGUAGES) {
      expect(HEADLINES[language]).toBe(RATING_COPY[language].headlines);
      expect(OCCASION_LABELS[language]).toBe(RATING_COPY[language].occasions);
      expect(EVERYDAY_LABEL[language]).toBe(RATING_COPY[language].everyday);
      expect(NOTIFICATION_COPY[language]).toBe(NOTIFICATION_WORDS[language].copy);
    }
    expect(MORNING_TIP_DATA[0]!.ko).toBe(NOTIFICATION_WORDS.ko.morningTips[0]);
  });
});

/** Every string inside a catalogue entry, however deep. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

describe('German shared copy', () => {
  it('addresses the member with Sie, as the app and the stylist do: notifications, morning tips, headlines, challenges, folders', () => {
    const german = [
      ...strings(NOTIFICATION_WORDS.de), ...strings(RATING_COPY.de),
      ...strings(CHALLENGE_THEMES.map((theme) => theme.text.de)), ...strings(DEFAULT_FOLDER_NAMES.de),
    ];
    expect(german.length).toBeGreaterThan(80);
    expect(german.filter((text) => informalGermanAddress(text) !== null)).toEqual([]);
  });
});

describe('Korean shared copy', () => {
  it('chooses each particle (or leaves none after a value), never writes both forms out: notifications, morning tips, headlines, challenges, folders', () => {
    const korean = [
      ...strings(NOTIFICATION_WORDS.ko), ...strings(RATING_COPY.ko),
      ...strings(CHALLENGE_THEMES.map((theme) => theme.text.ko)), ...strings(DEFAULT_FOLDER_NAMES.ko),
    ];
    expect(korean.length).toBeGreaterThan(80);
    expect(korean.filter((text) => writtenOutKoreanParticle(text) !== null)).toEqual([]);
  });
});
