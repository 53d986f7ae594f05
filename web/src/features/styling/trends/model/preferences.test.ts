import { describe, expect, it } from 'vitest';
import { splitPreferenceList } from '@fitrater/contracts/values';
import { toDraft } from './preferences';

describe('style preferences draft', () => {
  it('shows lists as comma text and unset choices as empty, and splits back trimmed without empties', () => {
    const draft = toDraft({
      preferredStyles: ['minimal', 'tailored'], preferredColors: [], brandPreferences: [], avoidedStyles: ['neon'],
      bodyType: null, lifestyle: 'creative', budgetRange: null, sizeFit: 'tall', sustainabilityPref: true,
    });
    expect(draft).toMatchObject({ preferredStyles: 'minimal, tailored', bodyType: '', lifestyle: 'creative', sizeFit: 'tall' });
    expect(splitPreferenceList(' minimal,, tailored , ')).toEqual(['minimal', 'tailored']);
  });
});
