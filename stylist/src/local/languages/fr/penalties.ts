import type { PenaltyWords } from '../../scoring/penalty-reasons';

export const penalties: PenaltyWords = {
  condition: 'Des points en moins pour l’état des vêtements : taches, éraflures, plis ou usure se voient tout de suite.',
  fit: 'Des points en moins pour la coupe : trop large ou trop serré gâche même une belle pièce ; une retouche ou une autre taille règle cela.',
  weather: 'Des points en moins pour la météo que vous indiquez : certaines pièces ne s’y prêtent pas.',
  overload: 'Des points en moins pour trop de pièces fortes à la fois : laissez-en une mener et apaisez le reste.',
  sportMix: 'Des points en moins pour des pièces de sport dans une tenue habillée : les vêtements de sport cassent l’allure d’une tenue soignée.',
  coverage: 'Des points en moins pour ce qui est découvert : un ventre ou des épaules nus, ou un ourlet très court, en montrent plus que l’occasion ne le demande.',
  colourUnderBlack: 'Des points en moins pour des chaussures qui ne sont pas noires avec un costume noir : un costume noir appelle des chaussures noires, et le marron ou tout autre cuir dessous coupe la tenue en deux.',
  blackUnderEarth: 'Des points en moins pour les chaussures de ville noires avec un pantalon aux tons de terre : l’olive, le kaki ou le beige appellent un cuir marron, et le noir paraît dur et trop habillé à côté.',
  loungeSuitAtBlackTie: 'Des points en moins pour un costume de ville là où la tenue de soirée est exigée : le code demande un smoking avec un nœud papillon, ou une robe longue du soir ; un costume sombre et une cravate restent un cran en dessous.',
  openCollarAtBlackTie: 'Des points en moins pour un costume de bureau sans cravate là où la tenue de soirée est exigée : le code demande un smoking avec un nœud papillon, ou une robe longue du soir, et un col ouvert le manque nettement.',
  patternClash: 'Des points en moins pour des motifs qui se concurrencent : deux pièces imprimées se disputent le regard ; laissez un motif mener et gardez le reste uni.',
  printAtBlackTie: 'Des points en moins pour une chemise à motif là où la tenue de soirée est exigée : le code demande une chemise blanche unie ; rayures et carreaux sont pour le bureau.',
  loudPrint: 'Des points en moins pour un imprimé voyant à une occasion sobre : le léopard, le zèbre ou le camouflage détournent le regard de l’occasion ; des obsèques, un office ou un entretien demandent des pièces unies, sombres ou neutres.',
  denimOnTrail: 'Des points en moins pour le jean en randonnée : il est lourd, frotte à la montée et, mouillé, devient froid et met longtemps à sécher ; un pantalon de randonnée extensible et qui sèche vite est fait pour ça.',
  openShoesOnTrail: 'Des points en moins pour des chaussures ouvertes en randonnée : tongs et sandales n’accrochent pas sur les cailloux, ne tiennent pas la cheville et laissent les orteils à découvert ; des chaussures de randonnée sont la seule pièce indispensable.',
  canvasInRain: 'Des points en moins pour des chaussures en toile sous la pluie que vous indiquez : la toile prend l’eau en quelques minutes et reste mouillée ; des boots en cuir ou une chaussure imperméable gardent les pieds au sec.',
};
