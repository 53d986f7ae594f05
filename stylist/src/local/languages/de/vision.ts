import type { VisionWords } from '../../i18n/vision-types';

export const de: VisionWords = {
  parts: { top: 'Oberteil', bottom: 'Unterteil', onePiece: 'Einteiler', footwear: 'Schuhe', accessory: 'Accessoire' },
  zones: { head: 'Kopf', neck: 'Hals', wrists: 'Handgelenken' },
  phrases: {
    'vision.pieces': ['Auf dem Foto sehe ich: {pieces}.', 'Das zeigt das Foto: {pieces}.'],
    'vision.anchor': ['{dark} verankert {light}.', '{dark} gibt dem helleren {light} Halt.'],
    'vision.tonal': ['{top} und {bottom} liegen im Ton sehr nah beieinander; das Outfit wirkt wie ein Block.', 'Oben und unten ({top}, {bottom}) haben fast dieselbe Helligkeit.'],
    'vision.contrast': ['{top} gegen {bottom} ergibt einen klaren, ausgewogenen Kontrast.', '{top} und {bottom} heben sich gut ab, ohne zu konkurrieren.'],
    'vision.onePiece': ['{piece} läuft in einer Farbe von den Schultern bis zum Saum und trägt den ganzen Look.', 'Eine Farbe von oben bis unten ({piece}) ergibt eine lange, klare Linie.'],
    'vision.shoesEcho': ['{shoes}: greifen eine Farbe des Outfits auf und binden es zusammen.', '{shoes}: ein Echo des Outfits, das den Look abschließt.'],
    'vision.shoesApart': ['{shoes}: bringen eine eigene Farbe ins Spiel.', '{shoes}: heben sich von der übrigen Palette ab.'],
    'vision.accessory': ['Ein Akzent in {colour} an {zone} setzt einen letzten Schliff.', 'An {zone} gibt es einen Hauch {colour}.'],
    'vision.several': ['Auf dem Foto sind mehrere Personen; bewertet habe ich die Person in der Mitte.', 'Mehrere Personen sind zu sehen, daher habe ich die mittlere beurteilt.'],
    'vision.none': ['Ich konnte keine Person auf dem Foto finden, daher ließ sich kein Kleidungsstück verorten.', 'Auf diesem Foto ist niemand zu sehen; die Teile lassen sich nicht messen.'],
    'vision.seated': ['Du sitzt oder beugst dich, daher sind Längen und Proportionen schwerer zu lesen.'],
    'quality.feetCut': ['Deine Füße sind außerhalb des Bildes, daher können die Schuhe nicht bewertet werden.', 'Die Schuhe sind am Bildrand abgeschnitten.'],
    'quality.personSmall': ['Du nimmst nur einen kleinen Teil des Bildes ein, Details sind schwer zu erkennen.'],
    'comp.seen': ['{piece}: {colours}.', 'Gemessen: {colours}.'],
    'comp.noPerson': ['Keine Person auf dem Foto, daher nicht bewertet.'],
    'comp.notInFrame': ['Nicht im Bild, daher nicht bewertet.', 'Außerhalb des Bildes; keine Bewertung.'],
    'comp.noAccessory': ['Auf dem Foto ist kein Accessoire zu erkennen, daher nicht bewertet.'],
    'limits.visionOnly': ['Ohne Beschreibung bewerte ich, was das Foto zeigt: die Farbe jedes Teils und wie sie zusammenspielen; nenne die Teile für genauere Tipps.'],
    'sugg.fullBody': ['geh einen Schritt zurück, damit du von Kopf bis Schuh im Bild bist', 'mach ein Ganzkörperfoto mit sichtbaren Schuhen'],
    'refused.explicit': ['Dieses Foto kann nicht bewertet werden: Es scheint expliziten Inhalt zu zeigen. Bitte lade ein Foto deines Outfits hoch.'],
  },
};
