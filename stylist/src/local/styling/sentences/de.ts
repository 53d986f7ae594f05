import type { OutfitSentences } from './types';

export const de: OutfitSentences = {
  under: (top, outer) => `${top}, darüber: ${outer}`,
  dressBase: (dress, tights) => `Kein separates Unterteil: ${dress} ist die ganze Basis${tights ? `, getragen mit: ${tights}` : ''}`,
  withTights: (bottom, tights) => `${bottom}, dazu: ${tights}`,
  minimalAccessories: 'Accessoires sparsam halten',
  likedColours: (c) => `Es nutzt ${c} – Farben, die du magst oder die in deinen bestbewerteten Outfits gut abgeschnitten haben.`,
  styles: (p, a) => `Die Teile wurden passend zu deinem Stil (${p}) ausgewählt${a ? `, ohne ${a}` : ''}.`,
  rainFeet: (shoes, outer) => `Trockene Füße dank: ${shoes}${outer ? `; vor dem Regen schützt: ${outer}` : '; den Rest übernimmt der Schirm'}.`,
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
};
