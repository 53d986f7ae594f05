import type { VisionWords } from '../../i18n/vision-types';

export const de: VisionWords = {
  parts: { top: 'Oberteil', bottom: 'Unterteil', onePiece: 'Look', footwear: 'Schuhe', accessory: 'Accessoire' },
  zones: { head: 'am Kopf', neck: 'am Hals', wrists: 'an den Handgelenken' },
  phrases: {
    'vision.pieces': ['Auf dem Foto sehe ich {pieces}.', 'Das Foto zeigt {pieces}.'],
    'vision.anchor': ['{#dark} {bildet|bilden:dark} den Anker für {#light}.', 'Mit {#dark} als Anker {wirkt|wirken:light} {#light} leichter.'],
    'vision.tonal': ['{#top} und {#bottom} liegen im Ton sehr nah beieinander; das Outfit wirkt wie aus einem Guss.', '{#top} und {#bottom} haben fast dieselbe Helligkeit, das streckt die Silhouette.'],
    'vision.contrast': ['{#top} und {#bottom} bilden einen klaren, ausgewogenen Kontrast.', '{#top} und {#bottom} heben sich gut voneinander ab, ohne zu konkurrieren.'],
    'vision.onePiece': ['{#piece} {läuft|laufen:piece} ohne Unterbrechung von den Schultern bis zum Saum und {trägt|tragen:piece} die ganze Silhouette.', 'Mit {#piece} zieht sich eine Farbe vom Ausschnitt bis zum Saum: eine lange, klare Linie.'],
    'vision.shoesEcho': ['{#shoes} {greift|greifen:shoes} eine Farbe des Outfits auf und {bindet|binden:shoes} es zusammen.', '{#shoes} {nimmt|nehmen:shoes} das Outfit auf und {schließt|schließen:shoes} den Look ab.'],
    'vision.shoesApart': ['{#shoes} {bringt|bringen:shoes} eine eigene Farbe ins Spiel.', '{#shoes} {hebt|heben:shoes} sich von der übrigen Palette ab.'],
    'vision.accessory': ['Ein Akzent in {colour} {zone} setzt einen letzten Schliff.', '{zone} gibt es einen Hauch {colour}.'],
    'vision.several': ['Auf dem Foto sind noch andere Personen; bewertet habe ich die Person in der Mitte.', 'Mehrere Personen sind zu sehen, daher habe ich die mittlere bewertet.'],
    'vision.none': ['Ich konnte keine Person auf dem Foto finden, also gibt es kein Outfit zu messen.', 'Auf diesem Foto ist niemand zu sehen; die Teile lassen sich nicht messen.'],
    'vision.seated': ['Sie sitzen oder beugen sich, daher sind Längen und Proportionen schwerer zu lesen.'],
    'quality.feetCut': ['Ihre Füße sind nicht im Bild, daher bewerte ich die Schuhe nicht.', 'Die Schuhe sind am Bildrand abgeschnitten, daher bleiben sie ohne Bewertung.'],
    'quality.personSmall': ['Sie nehmen nur einen kleinen Teil des Bildes ein, daher sind Details schwer zu erkennen.'],
    'comp.seen': ['Bei {#piece} habe ich {colours} gemessen.'],
    'comp.seenLower': ['Unten, bei {#piece}, habe ich {colours} gemessen.'],
    'comp.noPerson': ['Auf dem Foto ist keine Person, daher bleibt dieser Teil ohne Bewertung.'],
    'comp.notInFrame': ['Dieser Teil ist nicht im Bild, daher bleibt er ohne Bewertung.', 'Dieser Teil ist auf dem Foto nicht zu sehen, daher gibt es keine Bewertung.'],
    'comp.noAccessory': ['Auf dem Foto ist kein Accessoire zu erkennen, daher nicht bewertet.'],
    'limits.visionOnly': ['Ohne Beschreibung bewerte ich, was das Foto zeigt: die Farbe jedes Teils und wie sie zusammenspielen; nennen Sie die Teile für genauere Tipps.'],
    'sugg.fullBody': ['Gehen Sie einen Schritt zurück, damit Sie von Kopf bis Fuß im Bild sind', 'Machen Sie ein Ganzkörperfoto mit sichtbaren Schuhen'],
    'refused.explicit': ['Dieses Foto kann nicht bewertet werden: Es scheint expliziten Inhalt zu zeigen. Bitte laden Sie ein Foto Ihres Outfits hoch.'],
  },
};
