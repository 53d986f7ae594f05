import type { PenaltyWords } from '../../scoring/penalty-reasons';

export const penalties: PenaltyWords = {
  condition: 'Perde pontos pela conservação: manchas, arranhões, amassados ou desgaste aparecem logo.',
  fit: 'Perde pontos pelo caimento: largo ou justo demais estraga até uma boa peça; um ajuste ou outro tamanho resolve.',
  weather: 'Perde pontos pelo clima que você citou: algumas peças não combinam com ele.',
  overload: 'Perde pontos por peças de destaque demais ao mesmo tempo: deixe uma brilhar e acalme o resto.',
  sportMix: 'Perde pontos por peças esportivas num visual arrumado: roupa de academia desmonta um visual arrumado.',
  coverage: 'Perde pontos pelo que fica à mostra: barriga ou ombros de fora, ou uma barra muito curta, mostram mais do que a ocasião pede.',
  colourUnderBlack: 'Perde pontos pelos sapatos que não são pretos com um terno preto: terno preto pede sapatos pretos, e o marrom ou qualquer outro couro embaixo dele corta o visual ao meio.',
  blackUnderEarth: 'Perde pontos pelos sapatos sociais pretos com uma calça em tons terrosos: oliva, cáqui ou bege pedem couro marrom, e o preto fica duro e formal demais ao lado.',
  loungeSuitAtBlackTie: 'Perde pontos por um terno comum num evento de traje a rigor, que pede smoking com gravata-borboleta ou um vestido longo de festa: um terno escuro com gravata fica um degrau abaixo.',
  openCollarAtBlackTie: 'Perde pontos por um terno de trabalho sem gravata num evento de traje a rigor, que pede smoking com gravata-borboleta ou um vestido longo de festa: a gola aberta foge claramente dele.',
  patternClash: 'Perde pontos por estampas que competem: duas peças estampadas disputam o olhar; deixe uma estampa liderar e mantenha o resto liso.',
  printAtBlackTie: 'Perde pontos por uma camisa estampada num evento de traje a rigor, que pede camisa branca lisa: listras e xadrez são para o escritório.',
  loudPrint: 'Perde pontos por uma estampa chamativa numa ocasião discreta: oncinha, zebra ou camuflado tiram o foco da ocasião; um velório, uma missa ou uma entrevista pedem peças lisas em tons escuros ou neutros.',
  denimOnTrail: 'Perde pontos pelo jeans na trilha: é pesado, assa na subida e, molhado, fica frio e demora a secar; uma calça de trilha elástica e de secagem rápida é feita para isso.',
  openShoesOnTrail: 'Perde pontos pelo calçado aberto na trilha: chinelos e sandálias não têm aderência em terreno solto, não dão firmeza ao tornozelo e deixam os dedos desprotegidos; tênis ou botas de trilha são a única peça indispensável.',
  canvasInRain: 'Perde pontos por calçado de lona na chuva que você citou: a lona encharca em minutos e continua molhada; botas de couro ou um calçado impermeável mantêm os pés secos.',
};
