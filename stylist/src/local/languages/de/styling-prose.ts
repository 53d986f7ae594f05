import type { StylingProse } from '../../styling/prose/types';
import { capitalise } from '../../grammar/text';
import { indefinite, nounOf } from './grammar';

/** A piece as the subject with its indefinite article: 'ein schmaler Gürtel', 'eine Kette', plural bare. */
const subject = (r: string) => indefinite(r, 'acc').replace(/^einen (?:(\p{Ll}\S*)en )?/u, (_m, adjective?: string) => `ein ${adjective ? `${adjective}er ` : ''}`);

export const de: StylingProse = {
  occasions: {
    'business-meeting': 'Ein Meeting belohnt klare Schnitte und eine ruhige Farbpalette: Man soll sich an das Gesagte erinnern, nicht an die Kleidung.',
    'casual-weekend': 'Wochenendkleidung soll vor allem bequem sein, aber ein durchdachtes Teil verhindert den Jogginghosen-Look.',
    'date-night': 'Trag zum Date etwas, in dem du dich wie an einem guten Tag fühlst, mit einem Detail, das ein Kompliment einlädt.',
    'wedding-guest': 'Ein Hochzeitsgast macht sich für das Paar schick und konkurriert nie mit der Braut: kein Weiß, nichts Schrilles.',
    'job-interview': 'Im Vorstellungsgespräch soll das Outfit „zuverlässig und vorbereitet“ sagen und dann in den Hintergrund treten.',
    brunch: 'Brunch liegt zwischen lässig und gepflegt: entspannte Formen in guten Stoffen.',
    'evening-party': 'Eine Party ist der Ort für Struktur, Glanz oder ein mutiges Teil.',
    travel: 'Reisekleidung soll stundenlang bequem sein, sich leicht schichten lassen und bei der Ankunft trotzdem ordentlich aussehen.',
    'gym-workout': 'Sportkleidung soll mitgehen, Schweiß ableiten und an ihrem Platz bleiben.',
    'beach-pool': 'Am Strand leichte, atmungsaktive Lagen über der Badekleidung und ein Sonnenschutz, der gewollt aussieht.',
    'formal-dinner': 'Ein festliches Abendessen verlangt deine elegantesten Teile: dunkle, satte Farben und edle Stoffe.',
    'concert-festival': 'Auf Konzerten und Festivals stehst, tanzt und wartest du stundenlang: Bequeme Schuhe und eine Tasche, die die Hände frei lässt, zählen am meisten.',
  },
  weather: {
    'sunny-warm': 'Wähle atmungsaktive Naturfasern (Baumwolle, Leinen) in hellen Farben, die die Sonne reflektieren, und nimm eine Sonnenbrille dazu.',
    'cool-breezy': 'Nimm eine leichte Jacke zum Ausziehen mit und trag geschlossene Schuhe: Wind kühlt schneller aus, als man denkt.',
    rainy: 'Regen verlangt eine wasserabweisende Außenschicht und Schuhe, die nicht durchweichen; Wildleder und Canvas bleiben zu Hause.',
    'cold-winter': 'Bei Kälte Beine und Füße ganz bedecken, einen warmen Mantel tragen und Strick schichten, damit du dich drinnen anpassen kannst.',
    'hot-humid': 'Schwüle macht jede Lage schwerer: weites, luftiges Leinen und Baumwolle, keine Jacke und Farben, die Wärme gut verbergen.',
    'mild-spring': 'Milde Tage vertragen eine leichte Lage wie Trenchcoat oder Cardigan über einem Outfit, das auch ohne funktioniert.',
  },
  bodyTypes: {
    petite: 'Halte die Proportionen kompakt: hohe Bundhöhe, kurze oder taillierte Jacken und eine Farbe von der Taille bis zum Schuh strecken die Linie. Sehr lange Mäntel und Oversize-Teile können eine zierliche Figur verschlucken.',
    tall: 'Du kannst lange Mäntel, weite Hosen und mutige Proportionen tragen. Ein kontrastierender Gürtel oder ein eingestecktes Oberteil verhindert, dass eine lange Figur gestreckt wirkt.',
    curvy: 'Betone die Taille: Wickelformen, gegürtete Lagen und taillierte Oberteile folgen deinen Kurven. Fließende Stoffe fallen besser als steife.',
    athletic: 'Weicher Fall und Volumen unten (A-Linien-Röcke, weite Hosen) geben Form; ein V-Ausschnitt oder offener Kragen gleicht breite Schultern aus.',
    'plus-size': 'Gut sitzende Struktur schmeichelt mehr als lose Lagen: eine lange Jacke, eine definierte Schulter und eine einzige Farbgeschichte ergeben eine lange, selbstbewusste Linie.',
    pear: 'Lenk den Blick mit Details oder Farbe nach oben (Kragen, hellere Töne) und halte das Unterteil dunkler und schlicht, in A-Linie oder weit, um die Hüften auszugleichen.',
    apple: 'Schaffe vertikale Linien: V-Ausschnitte, offene Jacken und lange Lagen strecken den Oberkörper; gerade oder weite Hosen gleichen die Silhouette aus.',
    hourglass: 'Folge deiner natürlichen Taille: taillierte und gegürtete Teile, Wickelformen und hohe Bundhöhen zeigen deine ausgewogenen Proportionen.',
    rectangle: 'Schaffe Form durch Kontrast: ein Gürtel, ein Schößchen, Volumen unten oder Struktur an der Schulter deuten eine Taille an.',
  },
  generalBody: 'Wähle Teile, die an Schultern und Taille sitzen; ein vom Schneider gekürzter Saum an Hosen und Ärmeln bewirkt mehr als jeder Trend.',
  noWeather: 'Es wurde kein Wetter angegeben, daher wird ein milder Tag angenommen.',
  accentPalette: (b, s, a) => `Die Farben sind eine Basis aus ${b} und ${s} mit ${a} als einzigem Akzent – eine Kombination, die durchdacht statt unruhig wirkt.`,
  calmPalette: (b, s) => `Die Farben sind eine ruhige Palette aus ${b} und ${s}, die Schnitt und Stoff sprechen lässt.`,
  advice: {
    parts: { top: 'Oberteil', bottom: 'Unterteil', footwear: 'Schuhe', accessories: 'Accessoires' },
    keep: (d, s) => `${capitalise(d)}: ${s} – eines der stärksten Teile des Outfits, also behalten.`,
    keepRecommendation: (p) => {
      const a = nounOf(p);
      const mine = !a || a.plural ? 'deine aktuellen' : { m: 'deinen aktuellen', f: 'deine aktuelle', n: 'dein aktuelles' }[a.gender];
      return `Behalte ${mine} ${p}.`;
    },
    low: (s, d) => `Dieser Teil bekam ${s}: ${d}.`,
    tryThis: (r) => `Mein Vorschlag: ${r}.`,
    notVisible: 'Dieser Teil war weder zu sehen noch beschrieben und konnte daher nicht bewertet werden.',
    ifYouAdd: (r, part) => `${part === 'accessories' ? 'Wenn du ein Accessoire ergänzt,' : 'Zur Ergänzung'} ${nounOf(r)?.plural ? 'passen' : 'passt'} ${subject(r)} zum Anlass.`,
    scored: (s) => `Dein Outfit bekam ${s}.`,
    allKept: 'Alles funktioniert; ändere nur die Details.',
    keepSome: (n) => `Behalte ${n === 1 ? 'den gut bewerteten Teil' : `die ${n} gut bewerteten Teile`} und ändere den Rest wie vorgeschlagen.`,
    startFresh: 'Geh von den vorgeschlagenen Teilen aus; sie sind so gewählt, dass sie zusammenpassen.',
  },

};
