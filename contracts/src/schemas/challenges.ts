import { Type, type Static } from 'typebox';
import { StringEnum } from './common';
import { VOTE_TYPES } from '../community/challenges';

const Uuid = Type.String({ format: 'uuid' });
const VoteTypeSchema = StringEnum(VOTE_TYPES);

export const ChallengeWinner = Type.Object({
  submissionId: Uuid,
  user: Type.Object({ username: Type.String() }),
  outfit: Type.Object({ imageUrl: Type.String(), rating: Type.Union([Type.Number(), Type.Null()]) }),
  voteCount: Type.Integer(),
});

export const Challenge = Type.Object({
  id: Uuid,
  /** Catalogue id: clients show the theme in the UI language. */
  themeId: Type.String(),
  /** English title and description (API clients). */
  theme: Type.String(),
  description: Type.String(),
  startDate: Type.String({ format: 'date-time' }),
  endDate: Type.String({ format: 'date-time' }),
  status: StringEnum(['active', 'ended'] as const),
  submissionCount: Type.Integer(),
  winner: Type.Union([ChallengeWinner, Type.Null()]),
});
export type Challenge = Static<typeof Challenge>;

export const ChallengeList = Type.Array(Challenge);
export const ChallengeListQuery = Type.Object({ status: Type.Optional(StringEnum(['ended'] as const)) }, { additionalProperties: false });

export const Submission = Type.Object({
  id: Uuid,
  challengeId: Uuid,
  submittedAt: Type.String({ format: 'date-time' }),
  voteCount: Type.Integer(),
  votes: Type.Object({ like: Type.Integer(), love: Type.Integer(), fire: Type.Integer() }),
  userVote: Type.Union([VoteTypeSchema, Type.Null()]),
  isOwn: Type.Boolean(),
  /** Own entries hidden after reports stay visible to their owner, marked. */
  hidden: Type.Boolean(),
  /** Display name only, never an e-mail. */
  user: Type.Object({ username: Type.String() }),
  outfit: Type.Object({ id: Uuid, imageUrl: Type.String(), rating: Type.Union([Type.Number(), Type.Null()]) }),
});
export type Submission = Static<typeof Submission>;

export const SubmissionList = Type.Array(Submission);
export const LeaderboardItem = Type.Object({ rank: Type.Integer(), submission: Submission });
export type LeaderboardItem = Static<typeof LeaderboardItem>;
export const Leaderboard = Type.Array(LeaderboardItem);

export const ChallengeIdQuery = Type.Object({ challengeId: Uuid }, { additionalProperties: false });
export const ChallengeIdParams = Type.Object({ id: Uuid }, { additionalProperties: false });
export const SubmissionIdParams = Type.Object({ id: Uuid }, { additionalProperties: false });
export const SubmitEntryBody = Type.Object({ outfitId: Uuid }, { additionalProperties: false });
export type SubmitEntryBody = Static<typeof SubmitEntryBody>;
export const VoteBody = Type.Object({ submissionId: Uuid, voteType: VoteTypeSchema }, { additionalProperties: false });
export type VoteBody = Static<typeof VoteBody>;
