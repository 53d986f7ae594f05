/** The eight onboarding slides, in order (spec part 1 §2). Texts live in contracts/src/i18n/<lng>/web/intro.json under slides.<id>. */
export const SLIDES = ['welcome', 'upload', 'preview', 'beforeAfter', 'feedback', 'premium', 'example', 'community'] as const;
export type SlideId = (typeof SLIDES)[number];
