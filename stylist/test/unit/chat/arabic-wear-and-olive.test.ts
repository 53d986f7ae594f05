import { describe, expect, it } from 'vitest';
import { understand } from '../../../src/local/chat/understand';

describe('Arabic as members write it', () => {
  it('"what do I wear" with the hamza written (أرتدي) is a question about clothes, not off topic', () => {
    expect(understand('ماذا أرتدي لعشاء مع أهل خطيبي؟', false, [], 'ar').intent).not.toBe('offTopic');
    expect(understand('ماذا ألبس في السهرة؟', false, [], 'ar').intent).not.toBe('offTopic');
  });

  it('olive green (الأخضر الزيتوني) is olive, not green: burgundy and olive are a yes', () => {
    const u = understand('هل يتناسب النبيتي مع الأخضر الزيتوني؟', false, [], 'ar');
    expect(u.colours).toEqual(['burgundy', 'olive']);
    expect(u.yesNo).toBe(true);
  });
});
