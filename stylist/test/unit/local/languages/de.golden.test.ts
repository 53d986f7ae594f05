import { describe, expect, it } from 'vitest';
import { realise } from '../../../../src/local/grammar/realise';
import { de as prose } from '../../../../src/local/languages/de/styling-prose';
import { de as lines } from '../../../../src/local/languages/de/chat-lines';
import { de as sentences } from '../../../../src/local/languages/de/styling-sentences';
import { de as words } from '../../../../src/local/languages/de/chat-words';
import { grammar, nounOf, withArticle } from '../../../../src/local/languages/de/grammar';

// Expected sentences as a German speaker writes them (Duden: Kasus nach Präpositionen, zum/zur/beim), addressing the member with Sie (DECISIONS).
describe('de: golden sentences', () => {
  it('nouns take their gender from the last part of the compound', () => {
    expect(nounOf('Chinohose')).toEqual({ gender: 'f', plural: false });
    expect(nounOf('Wollmantel in Marineblau')).toEqual({ gender: 'm', plural: false });
    expect(nounOf('Etuikleid')).toEqual({ gender: 'n', plural: false });
    expect(nounOf('Lederschuhe in Braun')).toEqual({ gender: 'f', plural: true });
    expect(withArticle('Chinohose in Marineblau')).toBe('die Chinohose in Marineblau');
    expect(withArticle('Wollmantel')).toBe('der Wollmantel');
  });

  it('the occasion takes the case its preposition asks for, and zu + dem contracts', () => {
    expect(realise('Für {occasion}', { occasion: 'den Alltag' }, grammar)).toBe('Für den Alltag');
    expect(realise('zu {occasion}', { occasion: 'den Alltag' }, grammar)).toBe('zum Alltag');
    expect(realise('zu {occasion}', { occasion: 'die Arbeit' }, grammar)).toBe('zur Arbeit');
    expect(realise('zu {occasion}', { occasion: 'eine Hochzeit' }, grammar)).toBe('zu einer Hochzeit');
    expect(realise('eine Stufe unter dem, was {occasion} verlangt', { occasion: 'einen festlichen Anlass' }, grammar)).toBe('eine Stufe unter dem, was ein festlicher Anlass verlangt');
    expect(realise('zu {occasion}', { occasion: 'einen festlichen Anlass' }, grammar)).toBe('zu einem festlichen Anlass');
    expect(realise('{occasion} verlangt', { occasion: 'den Alltag' }, grammar)).toBe('der Alltag verlangt');
  });

  it('the chat pick names the base garment with its article in the dative', () => {
    const pick = words.phrases['pick.best'][1]!;
    expect(realise(pick, { base: 'Chinohose', occasion: 'den Alltag', best: 'Ballerinas in Schwarz' }, grammar)).toBe('Zur Chinohose für den Alltag nehmen Sie am besten Ballerinas in Schwarz.');
    expect(realise(pick, { base: 'Wollmantel', occasion: 'die Arbeit', best: 'Stiefel in Braun' }, grammar)).toBe('Zum Wollmantel für die Arbeit nehmen Sie am besten Stiefel in Braun.');
    expect(realise('Zu {base} passt {best}.', { base: 'Chinohose', best: 'Loafer in Braun' }, grammar)).toBe('Zur Chinohose passt Loafer in Braun.');
    expect(realise('Zu {base} passen {best}.', { base: 'Lederschuhe', best: 'Socken in Grau' }, grammar)).toBe('Zu den Lederschuhen passen Socken in Grau.');
    // Two bare pieces: each takes its own article ('Manteln' for a coat and jeans was a plural of both).
    expect(realise(pick, { base: 'Mantel in Camel und Jeans in Schwarz', occasion: 'den Alltag', best: 'T-Shirt in Weiß' }, grammar)).toBe('Zum Mantel in Camel und der Jeans in Schwarz für den Alltag nehmen Sie am besten ein T-Shirt in Weiß.');
  });

  it('the chat names its pick in the case the verb asks for', () => {
    expect(realise(lines.start, { item: 'Lederloafer in Braun' }, grammar)).toBe('Beginnen Sie mit Lederloafern in Braun.');
    expect(realise(lines.start, { item: 'schmaler Ledergürtel in Schwarz' }, grammar)).toBe('Beginnen Sie mit einem schmalen Ledergürtel in Schwarz.');
    expect(realise(lines.doThis, { item: 'Leinenanzug in Beige' }, grammar)).toBe('Ziehen Sie einen Leinenanzug in Beige an. Fertig.');
    expect(realise(lines.doThis, { item: 'feine Kette mit Anhänger' }, grammar)).toBe('Ziehen Sie eine feine Kette mit Anhänger an. Fertig.');
  });

  it('a Sie-imperative takes its object in the accusative, and the possessive agrees with the piece', () => {
    expect(realise(lines.avoid, { items: 'den schmalen Ledergürtel in Schwarz und die Laufschuhe in Weiß' }, grammar)).toBe('Lassen Sie den schmalen Ledergürtel in Schwarz und die Laufschuhe in Weiß lieber weg.');
    expect(realise(lines.avoid, { items: 'den Kapuzenpullover in Grau' }, grammar)).toBe('Lassen Sie den Kapuzenpullover in Grau lieber weg.');
    expect(realise("Laut Ihrer Beschreibung tragen Sie {garment}.", { garment: 'den Wollmantel in Marineblau' }, grammar)).toBe('Laut Ihrer Beschreibung tragen Sie den Wollmantel in Marineblau.');
    expect(prose.advice.keepRecommendation('Wollmantel')).toBe('Behalten Sie Ihren aktuellen Wollmantel.');
    expect(prose.advice.keepRecommendation('Chinohose')).toBe('Behalten Sie Ihre aktuelle Chinohose.');
  });

  it('the generator and the advice agree with the piece', () => {
    expect(sentences.rainFeet('Gummistiefel in Schwarz', 'Trenchcoat in Beige')).toBe('Die Gummistiefel in Schwarz halten die Füße trocken, der Trenchcoat in Beige hält den Regen ab.');
    expect(prose.advice.keepRecommendation('Schuhe')).toBe('Behalten Sie Ihre aktuellen Schuhe.');
    expect(prose.advice.keepRecommendation('Oberteil')).toBe('Behalten Sie Ihr aktuelles Oberteil.');
    expect(prose.advice.ifYouAdd('Sonnenbrille in Schildpattoptik', 'accessories')).toBe('Wenn Sie ein Accessoire ergänzen, passt eine Sonnenbrille in Schildpattoptik zum Anlass.');
    expect(prose.advice.ifYouAdd('schmaler Ledergürtel in Schwarz', 'accessories')).toBe('Wenn Sie ein Accessoire ergänzen, passt ein schmaler Ledergürtel in Schwarz zum Anlass.');
  });
});
