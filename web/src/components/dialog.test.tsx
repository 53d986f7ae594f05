import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Dialog } from './dialog';
import { renderInApp, setupI18n } from '../test/render';

beforeAll(setupI18n);

describe('Dialog focus on open', () => {
  it('a long dialog without fields opens at its top, with focus on its title, not on its last button', async () => {
    renderInApp(
      <Dialog open onClose={() => undefined} title="Outfit details">
        {Array.from({ length: 40 }, (_, i) => <p key={i}>Line {i}</p>)}
        <button type="button">Get A Better Outfit Suggestion</button>
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Outfit details' }));
    expect(dialog.scrollTop).toBe(0);
  });

  it('a form dialog focuses its first field', async () => {
    renderInApp(
      <Dialog open onClose={() => undefined} title="New folder">
        <label htmlFor="folder-name">Name</label>
        <input id="folder-name" />
        <button type="button">Save</button>
      </Dialog>,
    );
    await screen.findByRole('dialog');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });
});
