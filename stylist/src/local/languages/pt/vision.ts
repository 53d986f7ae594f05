import type { VisionWords } from '../../i18n/vision-types';

export const pt: VisionWords = {
  parts: { top: 'parte de cima', bottom: 'parte de baixo', onePiece: 'peça única', footwear: 'calçado', accessory: 'acessório' },
  zones: { head: 'cabeça', neck: 'pescoço', wrists: 'pulsos' },
  phrases: {
    'vision.pieces': ['Na foto vejo: {pieces}.', 'O que a foto mostra: {pieces}.'],
    'vision.anchor': ['{dark} ancora {light}.', '{dark} dá peso diante de {light}, mais claro.'],
    'vision.tonal': ['{top} e {bottom} têm tons muito próximos: o look se lê como um bloco só.', 'Em cima e embaixo ({top}, {bottom}) têm quase a mesma luminosidade.'],
    'vision.contrast': ['{top} contra {bottom} dá um contraste claro e equilibrado.', '{top} e {bottom} se distinguem bem sem competir.'],
    'vision.onePiece': ['{piece} vai dos ombros à barra numa só cor e sustenta o look inteiro.', 'Uma só cor de cima a baixo ({piece}) cria uma linha longa e limpa.'],
    'vision.shoesEcho': ['{shoes}: repete uma cor do look e une o conjunto.', '{shoes}: faz eco ao look e o fecha.'],
    'vision.shoesApart': ['{shoes}: traz uma cor própria.', '{shoes}: se destaca do resto da paleta.'],
    'vision.accessory': ['Um toque {colour} no {zone} acrescenta um acabamento.', 'Há um detalhe {colour} no {zone}.'],
    'vision.several': ['Há várias pessoas na foto; avaliei a pessoa do centro.', 'Aparecem várias pessoas, então julguei a mais central.'],
    'vision.none': ['Não encontrei nenhuma pessoa na foto, então não localizei as peças.', 'Ninguém aparece nesta foto; as peças não podem ser medidas.'],
    'vision.seated': ['Você está sentado ou curvado, então comprimentos e proporções ficam mais difíceis de ler.'],
    'quality.feetCut': ['Seus pés estão fora do enquadramento, então o calçado não pode ser avaliado.', 'O calçado ficou cortado na borda da foto.'],
    'quality.personSmall': ['Você ocupa só uma pequena parte da imagem, então os detalhes aparecem pouco.'],
    'comp.seen': ['{piece}: {colours}.', 'Medido: {colours}.'],
    'comp.noPerson': ['Nenhuma pessoa na foto, então não avaliado.'],
    'comp.notInFrame': ['Fora do enquadramento, então não avaliado.', 'Fora da foto; sem nota.'],
    'comp.noAccessory': ['Nenhum acessório se distingue na foto, então não avaliado.'],
    'limits.visionOnly': ['Sem descrição avalio o que a foto mostra: a cor de cada peça e como combinam; nomeie as peças para dicas mais específicas.'],
    'sugg.fullBody': ['afaste-se para aparecer da cabeça aos sapatos', 'tire uma foto de corpo inteiro com o calçado visível'],
    'refused.explicit': ['Não é possível avaliar esta foto: parece conteúdo explícito. Envie uma foto do seu look.'],
  },
};
