import { describe, expect, it } from 'vitest';
import { LANGUAGES, pickLanguage, textDirection } from '../../src/languages';
import { parseServerEvent } from '../../src/events';

describe('languages', () => {
  it('has the ten product languages, Arabic right-to-left', () => {
    expect(LANGUAGES).toEqual(['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja', 'ko', 'ar']);
    expect(LANGUAGES.filter((l) => textDirection(l) === 'rtl')).toEqual(['ar']);
  });

  it('picks the first supported language of an Accept-Language header', () => {
    expect(pickLanguage('fr-CA,fr;q=0.9')).toBe('fr');
    expect(pickLanguage('nl-NL,ja;q=0.8')).toBe('ja');
    expect(pickLanguage('xx')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
  });
});

describe('realtime events entering the client', () => {
  it('accepts known events and rejects anything else', () => {
    expect(parseServerEvent(JSON.stringify({ type: 'session.ready', data: { userId: 'u' }, at: 'now' }))?.type).toBe('session.ready');
    expect(parseServerEvent(JSON.stringify({ type: 'nope', data: {} }))).toBeNull();
    expect(parseServerEvent('{not json')).toBeNull();
    expect(parseServerEvent(JSON.stringify({ type: 'session.ready' }))).toBeNull();
  });
});
