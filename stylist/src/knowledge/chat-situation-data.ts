/**
 * The situations of the chat's knowledge base (situations/: the pieces, the dress codes and occasions, colour, fit, care
 * and ideas), as one table in the order the chat tries them; the row's shape is situations/types.ts.
 */
import { PIECE_ROWS } from './situations/pieces';
import { TIE_ROWS } from './situations/ties';
import { DRESS_CODE_ROWS } from './situations/dress-codes';
import { QUESTION_ROWS } from './situations/questions';
import { BUDGET_ROWS } from './situations/budget';
import { OPEN_SHOE_ROWS } from './situations/open-shoes';
import { BODY_SHOE_ROWS } from './situations/body-shoes';

export type { SituationFamily, EraId, PieceRow, Wearer, LookRow, SituationWhen, SituationRow } from './situations/types';

/** Every situation, in the order the chat tries them (a tie goes to the earlier): shoes for the member's height, pieces, dress codes and occasions, then colour, fit, care and ideas, then a budget. */
export const SITUATION_ROWS = { ...BODY_SHOE_ROWS, ...PIECE_ROWS, ...TIE_ROWS, ...DRESS_CODE_ROWS, ...QUESTION_ROWS, ...OPEN_SHOE_ROWS, ...BUDGET_ROWS } as const;

export type SituationId = keyof typeof SITUATION_ROWS;
/** The situations that answer "yes, on one condition": each language names that condition (ChatLines.conditions). */
export type ConditionalSituationId = { [K in SituationId]: (typeof SITUATION_ROWS)[K] extends { answer: 'condition' } ? K : never }[SituationId];
