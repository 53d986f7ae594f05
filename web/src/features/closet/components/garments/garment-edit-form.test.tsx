import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ClosetItem } from '@fitrater/contracts';
import { GarmentEditForm } from './garment-edit-form';
import { loadNamespaces } from '../../../../lib/i18n';
import { renderInApp, setupI18n } from '../../../../test/render';
import { closetItem as item } from '../../test/closet-item';

beforeAll(async () => {
  await setupI18n();
  await loadNamespaces(['closet', 'styling']);
});
afterEach(cleanup);

function renderForm(start: ClosetItem) {
  const onSave = vi.fn();
  renderInApp(<GarmentEditForm item={start} busy={false} onSave={onSave} onCancel={() => undefined} />);
  return onSave;
}

const kindGroup = () => screen.queryByRole('radiogroup', { name: 'Kind of bottoms' });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('GarmentEditForm: the kind of a bottom', () => {
  it('shows the stored kind of a bottom and saves the one the member picks with the rest', () => {
    const onSave = renderForm(item('bottom', 'trousers'));
    expect(kindGroup()).not.toBeNull();
    const options = screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
    expect(options).toEqual(['Skirt', 'Trousers', 'Shorts', 'Not sure']);
    expect(screen.getByRole('radio', { name: 'Trousers' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Skirt' }));
    save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ category: 'bottom', lowerKind: 'skirt', seasons: ['spring'] }));
  });

  it('sends null for "Not sure", which is also where an unknown kind starts', () => {
    const onSave = renderForm(item('bottom', 'shorts'));
    fireEvent.click(screen.getByRole('radio', { name: 'Not sure' }));
    save();
    expect(onSave.mock.calls[0]![0]).toHaveProperty('lowerKind', null);
    cleanup();
    renderForm(item('bottom', null));
    expect(screen.getByRole('radio', { name: 'Not sure' })).toHaveProperty('checked', true);
  });

  it('asks only for a bottom: appears when the category becomes one, and is not sent for anything else', () => {
    const onSave = renderForm(item('top', null));
    expect(kindGroup()).toBeNull();
    const category = screen.getByRole('combobox', { name: 'Category' });
    fireEvent.change(category, { target: { value: 'bottom' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Shorts' }));
    fireEvent.change(category, { target: { value: 'one-piece' } });
    expect(kindGroup()).toBeNull();
    save();
    expect(onSave.mock.calls[0]![0]).not.toHaveProperty('lowerKind');
  });
});
