import type { KnowledgeGarmentId } from '../../../knowledge';

/**
 * Every garment of the knowledge base named in one language, as a shop in that country would
 * write it, keyed by the garment's (English) id. A garment missing here does not compile.
 * Names are written for running text (lower case where the language has case and writes
 * common nouns small); the writer capitalises the start of a line.
 */
export type GarmentNames = Record<KnowledgeGarmentId, string>;
