import { describe, expect, it } from 'vitest';
import { nearestColourName } from '../../../src/local/colour/names';
import { hexToOklab } from '../../../src/local/colour/oklab';
import { acceptedNames, loadSurvey, scoreNaming } from '../../../eval/src/human-names';

describe('which survey names are names of ours', () => {
  it('takes our own names, their two-word spellings and the agreed synonyms', () => {
    expect(acceptedNames('navy')).toEqual(['navy']);
    expect(acceptedNames('Light Gray')).toEqual(['lightgrey']);
    expect(acceptedNames('maroon')).toEqual(['burgundy', 'wine']);
    expect(acceptedNames('wine')).toEqual(['wine', 'burgundy']);
  });

  it('lets a lightness word reach the next name on our ladder, and no further', () => {
    expect(acceptedNames('dark blue')).toEqual(['blue', 'navy']);
    expect(acceptedNames('pale purple')).toEqual(['purple', 'lavender', 'lilac']);
    expect(acceptedNames('dusty blue')).toEqual(['blue']);
    expect(acceptedNames('navy blue')).toEqual(['navy', 'blue']);
  });

  it('leaves out the metal words and names that are no colour of ours', () => {
    expect(acceptedNames('gold')).toBeNull();
    expect(acceptedNames('silver')).toBeNull();
    expect(acceptedNames('puke green')).toBeNull();
    expect(acceptedNames('greenish blue')).toBeNull();
  });
});

describe('the namer against how people name colours (xkcd survey)', () => {
  const results = scoreNaming(loadSurvey());
  const rate = (rs: typeof results): number => rs.filter((r) => r.agrees).length / rs.length;

  it('reads every survey colour that is a name of ours, each colour once', () => {
    expect(results.length).toBeGreaterThan(250);
    expect(new Set(results.map((r) => `${r.name.replace(/ /g, '')}${r.hex}`)).size).toBe(results.length);
  });

  it('names the survey colours of our plain names as people do, nine in ten or more', () => {
    const plain = results.filter((r) => !r.name.includes(' ') || r.name === 'light blue' || r.name === 'light grey');
    expect(rate(plain)).toBeGreaterThanOrEqual(0.92);
  });

  it('agrees with people on seven survey colours in ten or more, on either half of the survey', () => {
    expect(rate(results.filter((r) => r.half === 'tuning'))).toBeGreaterThanOrEqual(0.72);
    expect(rate(results.filter((r) => r.half === 'heldOut'))).toBeGreaterThanOrEqual(0.72);
  });
});

describe('the warm neutrals where people put them', () => {
  it('the survey\'s camel and tan are camel or beige, not mustard; its mustard is mustard', () => {
    expect(nearestColourName(hexToOklab('#c69f59'))).toBe('camel');
    expect(['camel', 'beige', 'khaki']).toContain(nearestColourName(hexToOklab('#d1b26f')));
    expect(nearestColourName(hexToOklab('#ceb301'))).toBe('mustard');
  });
});
