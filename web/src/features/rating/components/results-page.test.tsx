import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeFetch, json, renderInApp, setupI18n } from '../../../test/render';
import { ResultsPage } from './results-page';

beforeAll(setupI18n);

/** The advice panel comes from styling in the app; these cases are about the failure message. */
const NoAdvice = () => null;

const ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const failed = (error: { code: string; message: string }) => ({
  id: ID, status: 'failed', stage: 'failed', percent: 0, error, overallRating: null, cardUrl: null,
});

describe('result screen of a photo with no outfit in it', () => {
  it('says no outfit was found, why, that it was not counted, and how to retake it', async () => {
    const message = 'No outfit found: we could not see a person in this photo. Your rating was not counted; try a photo of yourself, ideally head to toe.';
    vi.stubGlobal('fetch', fakeFetch(() => json(200, failed({ code: 'NO_OUTFIT_FOUND', message }))).fn);
    renderInApp(<ResultsPage advice={NoAdvice} />, { path: `/results?id=${ID}` });
    expect(await screen.findByRole('heading', { name: 'No outfit found' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByText(/head to toe, in good light/)).toBeTruthy();
    expect(screen.queryByText(/could not be completed/)).toBeNull();
  });

  it('other failures keep the general message', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => json(200, failed({ code: 'AI_UNAVAILABLE', message: 'AI Service Temporarily Unavailable.' }))).fn);
    renderInApp(<ResultsPage advice={NoAdvice} />, { path: `/results?id=${ID}` });
    expect(await screen.findByText(/could not be completed and was not counted/)).toBeTruthy();
    expect(screen.queryByText('No outfit found')).toBeNull();
  });
});

describe('result screen: which engine answered', () => {
  const done = (engine: 'local' | 'openai', engineFallback: string | null) => ({
    id: ID, status: 'done', stage: 'done', percent: 100, occasion: 'casual', customOccasion: null, description: 'Jeans and a white shirt',
    hasImage: false, imageUrl: null, cardUrl: null, createdAt: '2026-11-26T10:00:00.000Z', completedAt: '2026-11-26T10:00:02.000Z',
    overallRating: 7.4, rating: 7.4, summary: 'Clean and easy.', feedback: 'Good fit.', emoji: '👕', components: null, confidence: 0.8,
    dayStreak: 0, isNewDay: false, newBadges: [], engine, engineFallback, error: null,
  });
  const serve = (rating: unknown) => fakeFetch((url) => (url.includes(`/api/ratings/${ID}`) ? json(200, rating) : json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }))).fn;

  it('says so, in a small note, when the built-in engine answered because the model failed', async () => {
    vi.stubGlobal('fetch', serve(done('local', 'timeout')));
    renderInApp(<ResultsPage advice={NoAdvice} />, { path: `/results?id=${ID}` });
    expect(await screen.findByText('Clean and easy.')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/AI model didn’t answer this time, so FitRater’s built-in engine rated your outfit/);
  });

  it('shows no note when the model answered, or when the built-in engine is the one configured', async () => {
    for (const rating of [done('openai', null), done('local', null)]) {
      vi.stubGlobal('fetch', serve(rating));
      const view = renderInApp(<ResultsPage advice={NoAdvice} />, { path: `/results?id=${ID}` });
      expect(await screen.findByText('Clean and easy.')).toBeTruthy();
      expect(screen.queryByText(/built-in engine rated your outfit/)).toBeNull();
      view.unmount();
    }
  });
});
