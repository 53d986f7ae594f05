import type { StylingProse } from '../../styling/prose/types';
import { capitalise } from '../../grammar/text';
import { definite, indefiniteNominative, nounOf } from './grammar';

/** A piece as the subject with its indefinite article: 'ein schmaler Gürtel', 'eine Kette', plural bare. */
const subject = indefiniteNominative;

/** A piece as the subject with its definite article: 'der schmale Gürtel', 'die Jacke in Grau', 'die Sneaker'. */
function theSubject(piece: string): string {
  const a = nounOf(piece);
  const words = definite(piece).split(' ');
  if (a && !a.plural && a.gender === 'm' && words[0] === 'den') {
    // Nominative of the masculine: der, and the weak adjective ending -e (der schmale Gürtel).
    const head = words.findIndex((w, i) => i > 0 && /^\p{Lu}/u.test(w));
    words[0] = 'der';
    for (let i = 1; i < head; i++) words[i] = words[i]!.replace(/en$/u, 'e');
  }
  return capitalise(words.join(' '));
}
const ACCUSATIVE_PRONOUN = { m: 'ihn', f: 'sie', n: 'es' } as const;

export const de: StylingProse = {
  occasions: {
    'business-meeting': 'Ein Meeting belohnt klare Schnitte und eine ruhige Farbpalette: Man soll sich an das Gesagte erinnern, nicht an die Kleidung.',
    'casual-weekend': 'Wochenendkleidung soll vor allem bequem sein, aber ein durchdachtes Teil verhindert den Jogginghosen-Look.',
    'date-night': 'Tragen Sie zum Date etwas, in dem Sie sich wie an einem guten Tag fühlen, mit einem Detail, das zu einem Kompliment einlädt.',
    'wedding-guest': 'Ein Hochzeitsgast macht sich für das Paar schick und konkurriert nie mit der Braut: kein Weiß, nichts Schrilles.',
    'job-interview': 'Im Vorstellungsgespräch soll das Outfit „zuverlässig und vorbereitet“ sagen und dann in den Hintergrund treten.',
    brunch: 'Brunch liegt zwischen lässig und gepflegt: entspannte Formen in guten Stoffen.',
    'evening-party': 'Eine Party ist der Ort für Struktur, Glanz oder ein mutiges Teil.',
    travel: 'Reisekleidung soll stundenlang bequem sein, sich leicht schichten lassen und bei der Ankunft trotzdem ordentlich aussehen.',
    'gym-workout': 'Sportkleidung soll mitgehen, Schweiß ableiten und an ihrem Platz bleiben.',
    'beach-pool': 'Am Strand zählen leichte, atmungsaktive Lagen über der Badekleidung und ein Sonnenschutz, der gewollt aussieht.',
    'formal-dinner': 'Ein festliches Abendessen verlangt Ihre elegantesten Teile: dunkle, satte Farben und edle Stoffe.',
    'concert-festival': 'Auf Konzerten und Festivals stehen, tanzen und warten Sie stundenlang: Bequeme Schuhe und eine Tasche, die die Hände frei lässt, zählen am meisten.',
  },
  // The rate form's occasions the styling plans stand in for (church planned as a meeting): their own principle.
  standIns: {
    church: 'In der Kirche kleidet man sich gepflegt, ohne aufzufallen: bedeckte Schultern, ruhige Farben, nichts Grelles.',
    school: 'Für die Schule: bequeme Kleidung für einen langen Tag, in der man sich gut bewegt, dazu ein ordentliches Teil, das den Look zusammenhält.',
    graduation: 'Eine Abschlussfeier ist ein Tag mit Zeremonie und Familienfotos: Ihre gepflegtesten Teile und Schuhe, in denen Sie stundenlang stehen können.',
    hiking: 'Beim Wandern zählen atmungsaktive, schnell trocknende Schichten und Schuhe mit gutem Profil: Komfort und Wetter gehen vor Optik.',
    vacation: 'Urlaubskleidung soll leicht im Koffer sein und sich gut kombinieren lassen: atmungsaktive Stoffe, Sonnenschutz und ein Teil, das abends elegant wirkt.',
  },
  weather: {
    'sunny-warm': 'Wählen Sie atmungsaktive Naturfasern (Baumwolle, Leinen) in hellen Farben, die die Sonne reflektieren, und nehmen Sie eine Sonnenbrille dazu.',
    'cool-breezy': 'Nehmen Sie eine leichte Jacke zum Ausziehen mit und tragen Sie geschlossene Schuhe: Wind kühlt schneller aus, als man denkt.',
    rainy: 'Regen verlangt eine wasserabweisende Außenschicht und Schuhe, die nicht durchweichen; Wildleder und Canvas bleiben zu Hause.',
    'cold-winter': 'Bei Kälte Beine und Füße ganz bedecken, einen warmen Mantel tragen und Strick schichten, damit Sie sich drinnen anpassen können.',
    'hot-humid': 'Schwüle macht jede Lage schwerer: weites, luftiges Leinen und Baumwolle, keine Jacke und Farben, auf denen man Schweiß nicht sieht.',
    'mild-spring': 'Milde Tage vertragen eine leichte Lage wie Trenchcoat oder Cardigan über einem Outfit, das auch ohne funktioniert.',
  },
  bodyTypes: {
    petite: 'Halten Sie die Proportionen kompakt: hohe Bundhöhe, kurze oder taillierte Jacken und eine Farbe von der Taille bis zum Schuh strecken die Linie. Sehr lange Mäntel und Oversize-Teile können eine zierliche Figur verschlucken.',
    tall: 'Sie können lange Mäntel, weite Hosen und mutige Proportionen tragen. Ein kontrastierender Gürtel oder ein eingestecktes Oberteil verhindert, dass eine lange Figur gestreckt wirkt.',
    curvy: 'Betonen Sie die Taille: Wickelformen, gegürtete Lagen und taillierte Oberteile folgen Ihren Kurven. Fließende Stoffe fallen besser als steife.',
    athletic: 'Weicher Fall und Volumen unten (A-Linien-Röcke, weite Hosen) geben Form; ein V-Ausschnitt oder offener Kragen gleicht breite Schultern aus.',
    'plus-size': 'Gut sitzende Struktur schmeichelt mehr als lose Lagen: eine lange Jacke, eine definierte Schulter und eine einzige Farbgeschichte ergeben eine lange, selbstbewusste Linie.',
    pear: 'Lenken Sie den Blick mit Details oder Farbe nach oben (Kragen, hellere Töne) und halten Sie das Unterteil dunkler und schlicht, in A-Linie oder weit, um die Hüften auszugleichen.',
    apple: 'Schaffen Sie vertikale Linien: V-Ausschnitte, offene Jacken und lange Lagen strecken den Oberkörper; gerade oder weite Hosen gleichen die Silhouette aus.',
    hourglass: 'Folgen Sie Ihrer natürlichen Taille: Taillierte und gegürtete Teile, Wickelformen und hohe Bundhöhen zeigen Ihre ausgewogenen Proportionen.',
    rectangle: 'Schaffen Sie Form durch Kontrast: ein Gürtel, ein Schößchen, Volumen unten oder Struktur an der Schulter deuten eine Taille an.',
  },
  generalBody: 'Wählen Sie Teile, die an Schultern und Taille sitzen; ein vom Schneider gekürzter Saum an Hosen und Ärmeln bewirkt mehr als jeder Trend.',
  activeCold: 'Bei Kälte tragen Sie beim Sport eine wärmende Funktionsschicht mit langen Ärmeln, eine lange Tight oder Trainingshose und eine leichte winddichte Jacke, dazu Handschuhe und Mütze, die Sie ablegen, sobald Ihnen warm ist.',
  noWeather: 'Es wurde kein Wetter angegeben, daher wird ein milder Tag angenommen.',
  accentPalette: (b, s, a) => `Die Farben sind eine Basis aus ${b} und ${s} mit ${a} als einzigem Akzent – eine Kombination, die durchdacht statt unruhig wirkt.`,
  calmPalette: (b, s) => `Die Farben sind eine ruhige Palette aus ${b} und ${s}, die Schnitt und Stoff sprechen lässt.`,
  advice: {
    parts: { top: 'Oberteil', bottom: 'Unterteil', footwear: 'Schuhe', accessories: 'Accessoires' },
    // The piece is the subject, as in the other languages: "Jacke in Grau: 8,5 – …" read as a form label.
    keep: (d, s) => {
      const a = nounOf(d);
      if (!a) return `${capitalise(d)}: ${s} – eines der stärksten Teile des Outfits, also behalten.`;
      return `${theSubject(d)} ${a.plural ? 'bekamen' : 'bekam'} ${s} und ${a.plural ? 'gehören' : 'gehört'} zu den stärksten Teilen des Outfits; behalten Sie ${a.plural ? 'sie' : ACCUSATIVE_PRONOUN[a.gender]}.`;
    },
    keepRecommendation: (p) => {
      const a = nounOf(p);
      const yours = !a || a.plural ? 'Ihre aktuellen' : { m: 'Ihren aktuellen', f: 'Ihre aktuelle', n: 'Ihr aktuelles' }[a.gender];
      return `Behalten Sie ${yours} ${p}.`;
    },
    low: (s, d) => {
      const a = nounOf(d);
      if (!a) return `Dieser Teil (${d}) bekam ${s} und zieht die Gesamtnote nach unten.`;
      return `${theSubject(d)} ${a.plural ? 'bekamen' : 'bekam'} ${s} und ${a.plural ? 'ziehen' : 'zieht'} die Gesamtnote nach unten.`;
    },
    // The piece with its article, as a stylist says it: «Mein Vorschlag: eine Anzughose aus Wolle in Anthrazit.»
    tryThis: (r) => `Mein Vorschlag: ${subject(r)}.`,
    notVisible: 'Dieser Teil war weder zu sehen noch beschrieben und konnte daher nicht bewertet werden.',
    ifYouAdd: (r, part) => `${part === 'accessories' ? 'Wenn Sie ein Accessoire ergänzen,' : 'Zur Ergänzung'} ${nounOf(r)?.plural ? 'passen' : 'passt'} ${subject(r)} zum Anlass.`,
    scored: (s) => `Ihr Outfit bekam ${s}.`,
    allKept: 'Alles funktioniert; ändern Sie nur die Details.',
    keptButTogether: 'Jedes Teil funktioniert für sich; was das Outfit bremst, ist das Zusammenspiel. Beginnen Sie mit dem Tipp aus der Bewertung.',
    // Small counts are written as words in German running text (die drei Teile).
    keepSome: (n) => `Behalten Sie ${n === 1 ? 'den gut bewerteten Teil' : `die ${['zwei', 'drei', 'vier'][n - 2] ?? n} gut bewerteten Teile`} und ändern Sie den Rest wie vorgeschlagen.`,
    startFresh: 'Gehen Sie von den vorgeschlagenen Teilen aus; sie sind so gewählt, dass sie zusammenpassen.',
  },

};
