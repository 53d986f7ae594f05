// @fitrater/cards: the share-card renderer (layout, fonts, Arabic shaping, emoji, resvg).
// Pure rendering: input in, PNG out; which rating, where the file goes and who hears
// about it is core's business (core/src/cards/rating-card.service.ts). Depends on contracts only.
export * from './share-card';
export * from './render-share-card';
export * from './fonts';
