import type { StylePreferences } from '@fitrater/contracts';

type Choice<K extends 'bodyType' | 'lifestyle' | 'budgetRange' | 'sizeFit'> = NonNullable<StylePreferences[K]> | '';

/** The form's view of the preferences: lists as comma text, unset choices as ''. */
export interface PreferencesDraft {
  preferredStyles: string;
  preferredColors: string;
  brandPreferences: string;
  avoidedStyles: string;
  bodyType: Choice<'bodyType'>;
  lifestyle: Choice<'lifestyle'>;
  budgetRange: Choice<'budgetRange'>;
  sizeFit: Choice<'sizeFit'>;
  sustainabilityPref: boolean;
}

export function toDraft(p: StylePreferences): PreferencesDraft {
  return {
    preferredStyles: p.preferredStyles.join(', '), preferredColors: p.preferredColors.join(', '),
    brandPreferences: p.brandPreferences.join(', '), avoidedStyles: p.avoidedStyles.join(', '),
    bodyType: p.bodyType ?? '', lifestyle: p.lifestyle ?? '', budgetRange: p.budgetRange ?? '', sizeFit: p.sizeFit ?? '',
    sustainabilityPref: p.sustainabilityPref,
  };
}
