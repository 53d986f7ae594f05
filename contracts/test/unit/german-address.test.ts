import { describe, expect, it } from 'vitest';
import { informalGermanAddress } from '../../src';

describe('informalGermanAddress: the du forms German copy must not use', () => {
  it.each([
    ['Lade ein Foto hoch, um zu starten.', 'Lade'],
    ['Melde dich an, um fortzufahren.', 'dich'],
    ['Hol dir Premium.', 'dir'],
    ['Dein Konto ist bereit.', 'Dein'],
    ['Die Kopie deiner Daten ist fertig.', 'deiner'],
    ['Das hat nicht geklappt. Versuch es erneut.', '. Versuch es'],
    ['Das hat nicht geklappt. Bitte versuche es erneut.', '. Bitte versuche'],
    ['Zu viele Versuche. Bitte fordere einen neuen Code an.', '. Bitte fordere'],
    ['Tipp: Bewerte ein paar Outfits.', ': Bewerte'],
    ['Eine Farbe von Kopf bis Fuß: spiel mit Nuancen.', ': spiel'],
    ['Möchtest nicht verlängern?', 'Möchtest'],
    ['Was euch gefällt, zählt.', 'euch'],
    ['Gewinne eine Challenge.', 'Gewinne eine'],
    ['Am Computer setze ein Lesezeichen oder installiere FitRater mit Chrome.', 'setze'],
    ['Wähle einen Anlass und lade ein Foto hoch.', 'Wähle'],
    ['Wählen Sie einen Anlass und lade ein Foto hoch.', 'lade'],
    // The stylist's advice: the second person of its verbs and its imperatives of wearing and care.
    ['Wenn Ihnen nur eine Sache wichtig ist, änderst du die Schuhe.', 'änderst'],
    ['Für eine Hochzeit: Fang mit Lederloafern in Braun an.', ': Fang'],
    ['Wasch die Jeans kalt und häng sie zum Trocknen auf.', 'Wasch'],
    ['Kauf dir einen Gürtel.', 'dir'],
    ['Kauf einen Gürtel.', 'Kauf einen'],
  ])('finds the du in %j', (text, found) => {
    expect(informalGermanAddress(text)).toBe(found);
  });

  it.each([
    'Laden Sie ein Foto hoch, um zu starten.',
    'Melden Sie sich an, um fortzufahren.',
    'Ihr Konto ist bereit. Wir haben Ihnen einen Code gesendet.',
    'Foto hochladen',
    'Bitte versuchen Sie es erneut.',
    // Nouns and adjectives that share a spelling with an imperative keep their capital and take no object.
    'Versuch 2 von 3',
    'Versuche: {{count}}',
    'Frage des Tages',
    'Teile auf diesem Foto',
    'Teil der Community werden',
    'Schnelle, sichere Zahlung',
    'Bleiben Sie trocken und trotzdem schick.',
    'Schicke Schuhe für den Abend',
    // The first person shares the imperative's spelling: the member's own words.
    'Was ziehe ich zur Arbeit an, wenn es kalt ist?',
    'Ich lade gleich ein Foto hoch.',
    'Sichere Zahlung über Flutterwave',
    'Kauf auf Rechnung',
    'Pass und Ausweis',
    // The letters of a pronoun inside another word.
    'Direkt zum Durchschnitt, Verdienst und Dirndl.',
    'Produkt',
  ])('leaves %j alone', (text) => {
    expect(informalGermanAddress(text)).toBeNull();
  });
});
