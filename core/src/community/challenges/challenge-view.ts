import { challengeTheme, type Challenge, type Submission, type VoteType } from '@fitrater/contracts';

export const submissionImagePath = (id: string) => `/api/challenges/submissions/${id}/image`;

export interface SubmissionRow {
  id: string;
  challengeId: string;
  userId: string;
  ratingId: string;
  submittedAt: Date;
  hiddenAt: Date | null;
  username: string;
  overallRating: string | number | null;
  likes: number | string;
  loves: number | string;
  fires: number | string;
  voteCount: number | string;
  userVote: VoteType | null;
}

const score = (value: string | number | null) => (value === null ? null : Number(value));

export function toApiSubmission(row: SubmissionRow, viewerId: string): Submission {
  return {
    id: row.id,
    challengeId: row.challengeId,
    submittedAt: row.submittedAt.toISOString(),
    voteCount: Number(row.voteCount),
    votes: { like: Number(row.likes), love: Number(row.loves), fire: Number(row.fires) },
    userVote: row.userVote ?? null,
    isOwn: row.userId === viewerId,
    hidden: row.hiddenAt !== null,
    user: { username: row.username },
    outfit: { id: row.ratingId, imageUrl: submissionImagePath(row.id), rating: score(row.overallRating) },
  };
}

export interface ChallengeRow {
  id: string;
  themeId: string;
  startsAt: Date;
  endsAt: Date;
  submissionCount: number | string;
  winnerSubmissionId: string | null;
  winnerName: string | null;
  winnerRating: string | number | null;
  winnerVotes: number | string | null;
}

export function toApiChallenge(row: ChallengeRow, now: Date): Challenge {
  const theme = challengeTheme(row.themeId);
  return {
    id: row.id,
    themeId: theme.id,
    theme: theme.text.en.title,
    description: theme.text.en.description,
    startDate: row.startsAt.toISOString(),
    endDate: row.endsAt.toISOString(),
    status: row.endsAt.getTime() <= now.getTime() ? 'ended' : 'active',
    submissionCount: Number(row.submissionCount),
    winner: row.winnerSubmissionId
      ? {
          submissionId: row.winnerSubmissionId,
          user: { username: row.winnerName ?? '' },
          outfit: { imageUrl: submissionImagePath(row.winnerSubmissionId), rating: score(row.winnerRating) },
          voteCount: Number(row.winnerVotes ?? 0),
        }
      : null,
  };
}
