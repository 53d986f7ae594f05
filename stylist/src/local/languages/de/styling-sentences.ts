import type { StylingSentences } from '../../styling/sentences/types';
import { capitalise } from '../../grammar/text';
import { indefiniteNominative, nounOf, withArticle } from './grammar';

/** Small counts in words, as style guides write them in running text; larger ones in digits. */
const count = (n: number): string => ['zwei', 'drei', 'vier', 'fünf'][n - 2] ?? String(n);

export const de: StylingSentences = {
  // A layer first named here takes the indefinite article: «Rippstrickkleid in Creme, darüber ein langer Strickmantel».
  under: (top, outer) => `${top}, darüber ${indefiniteNominative(outer)}`,
  // A full sentence after the colon starts with a capital in German (Duden): «Kein separates Unterteil: Das Kleid ist…».
  dressBase: (dress, tights) => `Kein separates Unterteil: ${capitalise(withArticle(dress))} ist die ganze Basis${tights ? `, dazu ${tights}` : ''}`,
  withTights: (bottom, tights) => `${bottom}, dazu ${tights}`,
  minimalAccessories: 'Accessoires sparsam halten',
  likedColours: (c) => `Es nutzt ${c} – Farben, die Sie mögen oder die in Ihren bestbewerteten Outfits gut abgeschnitten haben.`,
  styles: (p, a) => `Die Teile wurden passend zu Ihrem Stil (${p}) ausgewählt${a ? `, ohne ${a}` : ''}.`,
  rainFeet: (shoes, outer) => `${capitalise(withArticle(shoes))} ${nounOf(shoes)?.plural ? 'halten' : 'hält'} die Füße trocken${outer ? `, ${withArticle(outer)} hält den Regen ab` : '; den Rest übernimmt der Schirm'}.`,
  coldCovered: (shoes, tights) => `Beine und Füße bleiben bedeckt: ${tights ? `${tights} unter dem Saum und ` : ''}${shoes} an den Füßen.`,
  // The piece with its own article and gender ('passt die Trainingsjacke'), never 'dieses Teil (Trainingsjacke)'.
  honest: (pieces, list) => `Ehrlich gesagt ziehen Anlass und Wetter in verschiedene Richtungen, daher ${pieces.length > 1 || nounOf(pieces[0]!)?.plural ? 'passen' : 'passt'} ${list(pieces.map(withArticle))} am ehesten; nehmen Sie je nach Gefühl eine Lage dazu oder weg.`,
  combiner: {
    builtFrom: (n) => `Zusammengestellt aus ${count(n)} Ihrer Outfits mit 7 oder mehr Punkten, jeweils mit dem am besten bewerteten Teil.`,
    harmony: (c) => `Zusammen harmonieren die Farben (${c}) nach demselben Maßstab, den Ihre Bewertungen verwenden.`,
    oneBaseOneAccent: 'Beschränken Sie die Farben auf eine neutrale Basis und einen Akzent.',
    fallback: {
      top: 'Ihr am besten bewertetes Oberteil',
      bottom: 'Ihre am besten bewertete Hose oder Ihr bester Rock',
      footwear: 'Gepflegte Schuhe, so formell wie das Oberteil',
      accessories: 'Accessoires sparsam: eine Uhr oder ein einziges Schmuckstück',
    },
  },
  insights: {
    occasions: { 'business-meeting': 'Geschäftstermin', 'casual-weekend': 'Lässiges Wochenende', 'date-night': 'Date-Abend', 'wedding-guest': 'Hochzeitsgast', 'job-interview': 'Vorstellungsgespräch', brunch: 'Brunch', 'evening-party': 'Abendparty', travel: 'Reise', 'gym-workout': 'Fitnessstudio/Training', 'beach-pool': 'Strand/Pool', 'formal-dinner': 'Festliches Abendessen', 'concert-festival': 'Konzert/Festival' },
    budget: { 'budget-friendly': 'unter 50 $', 'mid-range': 'zwischen 50 und 200 $', luxury: 'über 200 $, auf Dauer ausgewählt' },
    anyBudget: 'zu einem Preis, der sich für Sie gut anfühlt',
    matchesStyle: (s) => `er passt zu Ihrem Stil (${s})`,
    coloursYouLike: 'seine Farben gehören zu denen, die Sie mögen',
    suitsYourOccasions: 'er passt zu Anlässen, bei denen Ihre Outfits schon gut abschneiden',
    leansAvoided: (s) => `aber er geht in Richtung ${s}, was Sie lieber meiden`,
    // A full sentence follows the colon, so it opens with a capital (Duden).
    forYou: (r) => `Für Sie: ${capitalise(r.join('; '))}.`,
    tryOnePieceFirst: 'Probieren Sie den Trend zuerst mit einem einzigen Teil aus und schauen Sie, wie er zu Ihrer Garderobe passt.',
    startWith: (colour) => `Beginnen Sie mit einem ${colour ? 'Teil in der Farbe' : 'einzigen Teil'} und halten Sie den Rest des Outfits neutral.`,
    wearFirstAt: (o) => `Tragen Sie den Trend zuerst zum Anlass „${o}“, wo er am natürlichsten passt.`,
    wearFirstEveryday: 'Tragen Sie den Trend zuerst im Alltag.',
    balance: 'Kombinieren Sie den Trend mit einem Teil, das Sie schon oft tragen, damit sich das Outfit noch nach Ihnen anfühlt.',
    fitFirst: 'Achten Sie vor dem Trend auf Passform und Stoff: Ein gut gemachtes Teil überdauert die Saison.',
    secondHand: 'Schauen Sie zuerst nach Secondhand und Vintage – Trends kommen wieder.',
    oneThreeWays: 'Kaufen Sie ein Teil und tragen Sie es auf drei Arten, bevor Sie mehr kaufen.',
    lookFor: (name, _tag, budget) => `Suchen Sie nach Teilen im Stil „${name}“ ${budget}.`,
    accessoriesCarry: 'Accessoires tragen einen Trend für einen Bruchteil des Preises eines Mantels oder Kleids.',
  },
};
