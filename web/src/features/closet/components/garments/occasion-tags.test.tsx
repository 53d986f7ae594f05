import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { StylingOccasionId } from '@fitrater/contracts';
import { OccasionTags } from './occasion-tags';
import { loadNamespaces } from '../../../../lib/i18n';
import { renderInApp, setupI18n } from '../../../../test/render';

beforeAll(async () => {
  await setupI18n();
  await loadNamespaces(['closet', 'styling']);
});
afterEach(cleanup);

const tags = () => screen.getAllByRole('listitem').filter((li) => li.classList.contains('badge')).map((li) => li.textContent);

describe('OccasionTags', () => {
  it('shows the three best-fitting occasions and a +N that shows the rest', () => {
    const occasions: StylingOccasionId[] = ['brunch', 'date-night', 'travel', 'casual-weekend', 'concert-festival'];
    renderInApp(<ul><OccasionTags occasions={occasions} /></ul>);
    expect(tags()).toEqual(['Brunch', 'Date Night', 'Travel']);
    const more = screen.getByRole('button', { name: 'Show all occasions (+2)' });
    expect(more.textContent).toBe('+2');
    fireEvent.click(more);
    expect(tags()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /Show all occasions/ })).toBeNull();
  });

  it('shows three or fewer as they are, with nothing to expand', () => {
    renderInApp(<ul><OccasionTags occasions={['brunch', 'travel', 'date-night']} /></ul>);
    expect(tags()).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
