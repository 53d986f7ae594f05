import { apiRequest } from '../../../lib/http';
import type { Submission, VoteType } from '@fitrater/contracts';

export const CURRENT_KEY = '/api/challenges/current';
export const ENDED_KEY = '/api/challenges?status=ended';
export const submissionsKey = (challengeId: string) => `/api/challenges/submissions?challengeId=${encodeURIComponent(challengeId)}`;
export const leaderboardKey = (challengeId: string) => `/api/challenges/leaderboard?challengeId=${encodeURIComponent(challengeId)}`;

export const enterChallenge = (challengeId: string, outfitId: string) =>
  apiRequest<Submission>(`/api/challenges/${encodeURIComponent(challengeId)}/submissions`, { method: 'POST', body: { outfitId } });
export const withdrawEntry = (challengeId: string) =>
  apiRequest<void>(`/api/challenges/${encodeURIComponent(challengeId)}/submissions`, { method: 'DELETE' });
export const voteOn = (submissionId: string, voteType: VoteType) =>
  apiRequest<Submission>('/api/challenges/vote', { method: 'POST', body: { submissionId, voteType } });
export const reportEntry = (submissionId: string) =>
  apiRequest<void>(`/api/challenges/submissions/${encodeURIComponent(submissionId)}/report`, { method: 'POST' });
