import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { ColourChips } from './colour-chips';

/** Each chip as [text, the dot's background or null]. */
function chips(container: HTMLElement): [string, string | null][] {
  return [...container.querySelectorAll('li')].map((li) => {
    const dot = li.querySelector<HTMLElement>('.styling-chip__dot');
    return [li.textContent ?? '', dot ? dot.style.background : null];
  });
}

// happy-dom's CSS.supports accepts any word as a colour; answer as a browser does for the names used here.
const BROWSER_COLOURS = new Set(['navy', 'lightgrey']);
beforeEach(() => {
  vi.stubGlobal('CSS', { supports: (property: string, value?: string) => property === 'color' && BROWSER_COLOURS.has(value ?? '') });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ColourChips', () => {
  it('shows the localised names and draws each dot from its swatch', () => {
    const { container } = render(<ColourChips colours={['Marineblau', 'Anthrazit', 'Elfenbein']} swatches={['#1c2841', '#3a3f45', '#fbf8e8']} label="Farben" />);
    const shown = chips(container);
    expect(shown.map(([text]) => text)).toEqual(['Marineblau', 'Anthrazit', 'Elfenbein']);
    expect(shown.map(([, dot]) => dot)).toEqual([expect.stringMatching(/#1c2841|rgb\(28, 40, 65\)/i), expect.stringMatching(/#3a3f45|rgb\(58, 63, 69\)/i), expect.stringMatching(/#fbf8e8|rgb\(251, 248, 232\)/i)]);
  });

  it('leaves the dot out where a name has no swatch and is no CSS colour', () => {
    const { container } = render(<ColourChips colours={['ネイビー', '霞色']} swatches={['#1c2841', null]} label="カラー" />);
    expect(chips(container).map(([text, dot]) => [text, dot !== null])).toEqual([['ネイビー', true], ['霞色', false]]);
  });

  it('draws stored answers without swatches from the name as a CSS colour, as before', () => {
    const { container } = render(<ColourChips colours={['navy', 'light grey', 'Marineblau']} label="Colours" />);
    expect(chips(container).map(([text, dot]) => [text, dot !== null])).toEqual([['navy', true], ['light grey', true], ['Marineblau', false]]);
  });
});
