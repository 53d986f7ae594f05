import type { VisionWords } from '../../i18n/vision-types';

export const pt: VisionWords = {
  parts: { top: 'parte de cima {colour}', bottom: 'parte de baixo {colour}', onePiece: 'look', footwear: 'sapatos', accessory: 'acessório' },
  zones: { head: 'a cabeça', neck: 'o pescoço', wrists: 'os pulsos' },
  phrases: {
    'vision.pieces': ['Na foto vejo {pieces}.', 'A foto mostra {pieces}.'],
    'vision.anchor': ['{#dark} {ancora|ancoram:dark} {#light}.', '{#dark} {equilibra|equilibram:dark} {#light}, mais {claro|clara|claros|claras:light}.'],
    'vision.tonal': ['{#top} e {#bottom} têm tons muito próximos: o look se lê como um bloco só.', '{#top} e {#bottom} têm quase a mesma luminosidade, o que alonga a silhueta.'],
    'vision.contrast': ['Entre {#top} e {#bottom} há um contraste claro e equilibrado.', '{#top} e {#bottom} se distinguem bem sem competir.'],
    'vision.onePiece': ['{#piece} vai dos ombros à barra sem interrupção e sustenta a silhueta inteira.', 'Com {#piece}, uma só cor vai do decote à barra e cria uma linha longa e limpa.'],
    'vision.shoesEcho': ['{#shoes} {repete|repetem:shoes} uma cor do look e {une|unem:shoes} o conjunto.', '{#shoes} {faz|fazem:shoes} eco ao look e o {fecha|fecham:shoes}.'],
    'vision.shoesApart': ['{#shoes} {traz|trazem:shoes} uma cor própria.', '{#shoes} se {destaca|destacam:shoes} do resto da paleta.'],
    'vision.accessory': ['Um toque {colour} em {zone} acrescenta um acabamento.', 'Há um detalhe {colour} em {zone}.'],
    'vision.several': ['Há outras pessoas na foto; avaliei a pessoa do centro.', 'Aparecem várias pessoas, então avaliei a mais central.'],
    'vision.none': ['Não encontrei nenhuma pessoa na foto, então não há look para medir.', 'Ninguém aparece nesta foto; as peças não podem ser medidas.'],
    'vision.seated': ['Na posição sentada ou curvada, comprimentos e proporções ficam mais difíceis de avaliar.'],
    'quality.feetCut': ['Não consigo ver seus pés, então o calçado não foi avaliado.', 'O calçado ficou cortado na borda da foto, então não foi avaliado.'],
    'quality.personSmall': ['Você ocupa só uma pequena parte da imagem, então os detalhes aparecem pouco.'],
    'comp.seen': ['Em {#piece} medi {colours}.'],
    'comp.seenLower': ['Na parte de baixo de {#piece} medi {colours}.'],
    'comp.noPerson': ['Não há nenhuma pessoa na foto, então esta parte não foi avaliada.'],
    'comp.notInFrame': ['Esta parte está fora do enquadramento, então não foi avaliada.', 'Esta parte não aparece na foto, então fica sem nota.'],
    'comp.noAccessory': ['Nenhum acessório se distingue na foto, então não avaliado.'],
    'limits.visionOnly': ['Sem descrição avalio o que a foto mostra: a cor de cada peça e como combinam; nomeie as peças para dicas mais específicas.'],
    'sugg.fullBody': ['afaste-se para aparecer da cabeça aos sapatos', 'tire uma foto de corpo inteiro com o calçado visível'],
    'refused.explicit': ['Não é possível avaliar esta foto: parece conteúdo explícito. Envie uma foto do seu look.'],
  },
};
