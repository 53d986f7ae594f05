import type { PenaltyWords } from '../../scoring/penalty-reasons';

export const penalties: PenaltyWords = {
  condition: 'Abzug für den Zustand: Flecken, Abrieb, Falten oder Verschleiß fallen sofort auf.',
  fit: 'Abzug für die Passform: Zu weit oder zu eng ruiniert auch gute Teile; eine Änderung oder eine andere Größe hilft.',
  weather: 'Abzug für das Wetter, das Sie nennen: Einige Teile passen nicht dazu.',
  overload: 'Abzug für zu viele auffällige Teile auf einmal: Lassen Sie eines führen und halten Sie den Rest ruhig.',
  sportMix: 'Abzug für Sportteile in einem eleganten Outfit: Sportkleidung bricht jeden gepflegten Look.',
  coverage: 'Abzug für zu viel Haut: Ein freier Bauch, freie Schultern oder ein sehr kurzer Saum zeigen mehr, als der Anlass erwartet.',
  colourUnderBlack: 'Abzug für Schuhe, die zum schwarzen Anzug nicht schwarz sind: Ein schwarzer Anzug verlangt schwarze Schuhe, und Braun oder jedes andere Leder darunter teilt das Outfit in zwei Hälften.',
  blackUnderEarth: 'Abzug für schwarze Anzugschuhe zu einer Hose in Erdtönen: Zu Oliv, Khaki oder Beige gehört braunes Leder, Schwarz wirkt daneben hart und zu förmlich.',
  loungeSuitAtBlackTie: 'Abzug für einen Straßenanzug bei einem Abend mit Smoking-Dresscode: Verlangt sind ein Smoking mit Fliege oder ein langes Abendkleid; ein dunkler Anzug mit Krawatte bleibt eine Stufe darunter.',
  openCollarAtBlackTie: 'Abzug für einen Businessanzug ohne Krawatte bei einem Abend mit Smoking-Dresscode: Verlangt sind ein Smoking mit Fliege oder ein langes Abendkleid, und ein offener Kragen verfehlt den Dresscode deutlich.',
  patternClash: 'Abzug für konkurrierende Muster: Zwei gemusterte Teile kämpfen um den Blick; lassen Sie ein Muster führen und halten Sie den Rest uni.',
  printAtBlackTie: 'Abzug für ein gemustertes Hemd bei einem Abend mit Smoking-Dresscode: Verlangt ist ein schlichtes weißes Hemd; Streifen und Karos gehören ins Büro.',
  loudPrint: 'Abzug für ein auffälliges Muster zu einem stillen Anlass: Leo, Zebra oder Camouflage ziehen den Blick vom Anlass weg; eine Beerdigung, ein Gottesdienst oder ein Vorstellungsgespräch verlangen unifarbene Teile in dunklen oder neutralen Farben.',
  denimOnTrail: 'Abzug für Jeans auf der Wanderung: Jeans sind schwer, scheuern beim Aufstieg, werden kalt, wenn sie nass sind, und trocknen langsam; eine dehnbare, schnell trocknende Wanderhose ist dafür gemacht.',
  openShoesOnTrail: 'Abzug für offene Schuhe auf der Wanderung: Flip-Flops und Sandalen greifen auf losem Untergrund nicht, stützen den Knöchel nicht und schützen die Zehen nicht; Wanderschuhe oder Wanderstiefel sind das eine Teil, auf das es beim Wandern ankommt.',
  canvasInRain: 'Abzug für Stoffschuhe bei dem Regen, den Sie nennen: Canvas ist in Minuten durchnässt und bleibt nass; Lederstiefel oder ein wasserdichter Schuh halten die Füße trocken.',
};
