import type { LanguagePack } from '../../i18n/types';

export const names: Pick<LanguagePack, 'colours' | 'garments' | 'occasions'> = {
  colours: {
    black: 'preto', charcoal: 'grafite', grey: 'cinza', lightgrey: 'cinza-claro', silver: 'prata', white: 'branco',
    ivory: 'marfim', cream: 'creme', beige: 'bege', taupe: 'taupe', khaki: 'cáqui', camel: 'caramelo', brown: 'marrom',
    navy: 'azul-marinho', blue: 'azul', lightblue: 'azul-claro', denim: 'azul jeans', teal: 'verde-petróleo', turquoise: 'turquesa',
    green: 'verde', olive: 'verde-oliva', sage: 'verde-sálvia', mint: 'verde-menta', yellow: 'amarelo', mustard: 'mostarda', gold: 'dourado',
    orange: 'laranja', rust: 'ferrugem', red: 'vermelho', burgundy: 'bordô', wine: 'vinho', pink: 'rosa', fuchsia: 'fúcsia',
    coral: 'coral', purple: 'roxo', lavender: 'lavanda',
    lilac: 'lilás', mauve: 'malva', plum: 'ameixa',
  },
  garments: {
    tuxedo: 'smoking', gown: 'vestido de festa longo', suit: 'terno', cocktailDress: 'vestido de coquetel', dress: 'vestido',
    pyjamas: 'pijama', houseSlippers: 'pantufas', sportsKit: 'uniforme esportivo',
    eveningSlippers: 'slippers de veludo', weddingDress: 'vestido de noiva', bridalVeil: 'véu de noiva', thobe: 'thobe', bisht: 'bisht', ghutra: 'keffiyeh', abaya: 'abaya', hijab: 'hijab',
    sundress: 'vestido de verão', jumpsuit: 'macacão', dungarees: 'jardineira', tracksuit: 'agasalho esportivo', swimsuit: 'roupa de banho', coverUp: 'saída de praia', tshirt: 'camiseta',
    tank: 'regata', sportsTop: 'top esportivo', shirt: 'camisa', blouse: 'blusa', polo: 'camisa polo',
    turtleneck: 'blusa de gola alta', sweater: 'suéter', cardigan: 'cardigã', hoodie: 'moletom com capuz', sweatshirt: 'moletom',
    crop: 'cropped', top: 'blusinha', blazer: 'blazer', waistcoat: 'colete', jacket: 'jaqueta',
    leatherJacket: 'jaqueta de couro', denimJacket: 'jaqueta jeans', coat: 'casaco', trench: 'trench coat',
    puffer: 'jaqueta acolchoada', jeans: 'calça jeans', trousers: 'calça social', chinos: 'calça chino', wideLegTrousers: 'calça pantalona', cargo: 'calça cargo',
    shorts: 'bermuda', sportsShorts: 'short esportivo', leggings: 'legging', joggers: 'calça de moletom', skirt: 'saia',
    pencilSkirt: 'saia lápis', miniSkirt: 'minissaia', oxfords: 'sapatos sociais de couro', patent: 'sapatos de verniz',
    loafers: 'mocassins', heels: 'saltos altos', flats: 'sapatilhas', boots: 'botas', hikingBoots: 'botas de trilha',
    snowBoots: 'botas de neve', sneakers: 'tênis', runningShoes: 'tênis de corrida', cleats: 'calçado esportivo', sandals: 'sandálias',
    flipFlops: 'chinelos', tie: 'gravata', bowTie: 'gravata-borboleta', pocketSquare: 'lenço de bolso', watch: 'relógio',
    belt: 'cinto', handbag: 'bolsa', clutch: 'clutch', backpack: 'mochila', casualBag: 'bolsa casual', scarf: 'cachecol', hat: 'chapéu',
    cap: 'boné', sunglasses: 'óculos de sol', jewellery: 'joias', sportsGear: 'acessórios esportivos',
    dressSocks: 'meias sociais', sportsSocks: 'meias esportivas', hosiery: 'meia-calça', runningJacket: 'jaqueta de corrida', windbreaker: 'corta-vento', rainJacket: 'jaqueta impermeável', raincoat: 'capa de chuva', tennisSkirt: 'saia de tênis', shoes: 'sapatos', umbrella: 'guarda-chuva', rainBoots: 'galochas', shellJacket: 'jaqueta técnica', hikingTrousers: 'calça de trilha', fleece: 'fleece', knitSet: 'conjunto de tricô', flannelShirt: 'camisa de flanela',
  },
  occasions: {
    casual: 'o dia a dia', work: 'o trabalho', date: 'um encontro', party: 'uma festa', formal: 'um evento formal',
    workout: 'o treino', sports: 'o esporte', football: 'o futebol', basketball: 'o basquete', tennis: 'o tênis',
    running: 'a corrida', beach: 'a praia', hiking: 'uma trilha', wedding: 'um casamento', graduation: 'uma formatura',
    interview: 'uma entrevista de emprego', brunch: 'um brunch', shopping: 'as compras', concert: 'um show', travel: 'uma viagem',
    vacation: 'as férias', church: 'a igreja', school: 'a escola',
  },
};
