import type { ComponentType } from 'react';

/**
 * A panel shown under one outfit (its results, its history entry) that another feature provides:
 * the app passes styling's advice panel in, so rating does not import styling.
 */
export type OutfitAdvice = ComponentType<{ outfitId: string; headingLevel?: 2 | 3 }>;
