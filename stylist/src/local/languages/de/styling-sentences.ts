import type { StylingSentences } from '../../styling/sentences/types';
import { capitalise } from '../../grammar/text';
import { nounOf, withArticle } from './grammar';

export const de: StylingSentences = {
  under: (top, outer) => `${top}, darüber ${withArticle(outer)}`,
  dressBase: (dress, tights) => `Kein separates Unterteil: ${withArticle(dress)} ist die ganze Basis${tights ? `, dazu ${tights}` : ''}`,
  withTights: (bottom, tights) => `${bottom}, dazu ${tights}`,
  minimalAccessories: 'Accessoires sparsam halten',
  likedColours: (c) => `Es nutzt ${c} – Farben, die du magst oder die in deinen bestbewerteten Outfits gut abgeschnitten haben.`,
  styles: (p, a) => `Die Teile wurden passend zu deinem Stil (${p}) ausgewählt${a ? `, ohne ${a}` : ''}.`,
  rainFeet: (shoes, outer) => `${capitalise(withArticle(shoes))} ${nounOf(shoes)?.plural ? 'halten' : 'hält'} die Füße trocken${outer ? `, ${withArticle(outer)} hält den Regen ab` : '; den Rest übernimmt der Schirm'}.`,
  coldCovered: (shoes, tights) => `Beine und Füße bleiben bedeckt: ${tights ? `${tights} unter dem Saum und ` : ''}${shoes} an den Füßen.`,
  honest: (pieces, n) => `Ehrlich gesagt: Anlass und Wetter ziehen in verschiedene Richtungen, daher ${n > 1 ? 'passen diese Teile' : 'passt dieses Teil'} am ehesten (${pieces}); nimm je nach Gefühl eine Lage dazu oder weg.`,
  combiner: {
    builtFrom: (n) => `Zusammengestellt aus ${n} deiner Outfits mit 7 oder mehr Punkten, jeweils mit dem am besten bewerteten Teil.`,
    harmony: (c) => `Zusammen harmonieren die Farben (${c}) nach demselben Maßstab, den deine Bewertungen verwenden.`,
    oneBaseOneAccent: 'Beschränke die Farben auf eine neutrale Basis und einen Akzent.',
    fallback: {
      top: 'Dein am besten bewertetes Oberteil',
      bottom: 'Deine am besten bewertete Hose oder dein bester Rock',
      footwear: 'Gepflegte Schuhe, so formell wie das Oberteil',
      accessories: 'Accessoires sparsam: eine Uhr oder ein einziges Schmuckstück',
    },
  },
  insights: {
    occasions: { 'business-meeting': 'Geschäftstermin', 'casual-weekend': 'Lässiges Wochenende', 'date-night': 'Date-Abend', 'wedding-guest': 'Hochzeitsgast', 'job-interview': 'Vorstellungsgespräch', brunch: 'Brunch', 'evening-party': 'Abendparty', travel: 'Reise', 'gym-workout': 'Fitnessstudio/Training', 'beach-pool': 'Strand/Pool', 'formal-dinner': 'Festliches Abendessen', 'concert-festival': 'Konzert/Festival' },
    budget: { 'budget-friendly': 'unter 50 $', 'mid-range': 'zwischen 50 und 200 $', luxury: 'über 200 $, auf Dauer ausgewählt' },
    anyBudget: 'zu einem Preis, der sich für dich gut anfühlt',
    matchesStyle: (s) => `er passt zu deinem Stil (${s})`,
    coloursYouLike: 'seine Farben gehören zu denen, die du magst',
    suitsYourOccasions: 'er passt zu Anlässen, bei denen deine Outfits schon gut abschneiden',
    leansAvoided: (s) => `aber er geht in Richtung ${s}, was du lieber meidest`,
    forYou: (r) => `Für dich: ${r.join('; ')}.`,
    tryOnePieceFirst: 'Probier ihn zuerst mit einem einzigen Teil aus und schau, wie er zu deiner Garderobe passt.',
    startWith: (colour) => `Fang mit einem ${colour ? 'Teil in der Farbe' : 'einzigen Teil'} an und halte den Rest des Outfits neutral.`,
    wearFirstAt: (o) => `Trag ihn zuerst zum Anlass „${o}“, wo er am natürlichsten passt.`,
    wearFirstEveryday: 'Trag ihn zuerst im Alltag.',
    balance: 'Kombiniere ihn mit einem Teil, das du schon oft trägst, damit sich das Outfit noch nach dir anfühlt.',
    fitFirst: 'Achte vor dem Trend auf Passform und Stoff: Ein gut gemachtes Teil überdauert die Saison.',
    secondHand: 'Schau zuerst nach Secondhand und Vintage – Trends kommen wieder.',
    oneThreeWays: 'Kauf ein Teil und trag es auf drei Arten, bevor du mehr kaufst.',
    lookFor: (name, _tag, budget) => `Such nach Teilen im Stil „${name}“ ${budget}.`,
    accessoriesCarry: 'Accessoires tragen einen Trend für einen Bruchteil des Preises eines Mantels oder Kleids.',
  },
};
