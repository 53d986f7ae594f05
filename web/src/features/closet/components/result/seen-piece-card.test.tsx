import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { SeenGarment } from '@fitrater/contracts';
import { loadNamespaces } from '../../../../lib/i18n';
import { renderInApp, setupI18n } from '../../../../test/render';
import { draftOf } from '../../model/seen-piece';
import { SeenPieceCard } from './seen-piece-card';

beforeAll(async () => {
  await setupI18n();
  await loadNamespaces(['closet']);
});
afterEach(cleanup);

const seen: SeenGarment = { piece: 'top', category: 'top', colours: ['black'], formality: 'smart-casual', imageUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', confidence: 0.9, closetItemId: null };

function Card() {
  const [draft, setDraft] = useState(draftOf(seen));
  return <ul><SeenPieceCard seen={seen} draft={draft} onChange={setDraft} /></ul>;
}

describe('SeenPieceCard', () => {
  it('keeps the two edits in the actions and discards with the card’s ×, handing focus to the way back', () => {
    renderInApp(<Card />);
    const actions = document.querySelector('.seen-piece__actions')!;
    expect([...actions.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Edit details', 'Fix cut-out']);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByText('Discarded: it won’t be added.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Discard' })).toBeTruthy();
  });
});
