/**
 * `@fitrater/contracts/values`: every plain value the browser needs (ids, limits, stages, event names,
 * error codes, catalogues), with no schema builder behind it. The package index adds the TypeBox
 * schemas the server validates with; web imports values from here and types from the index with
 * `import type`, so its bundle never loads TypeBox. `values.test.ts` keeps this file's import graph
 * free of TypeBox.
 */
export * from './errors';
export * from './limits';
export * from './password';
export * from './languages';
export * from './occasions';
export * from './events';
export * from './rating-values';
export * from './insights';
export * from './achievement-catalog';
export * from './intro-examples';
export * from './i18n/rating-copy';
export * from './i18n/german-address';
export * from './i18n/korean-particles';
export * from './community/closet';
export * from './community/challenges';
export * from './community/challenge-themes';
export * from './community/referrals';
export * from './billing';
export * from './styling';
export * from './account-export';
export * from './chat';
export * from './notifications';
export * from './engine';
export * from './names';
export * from './garments';
