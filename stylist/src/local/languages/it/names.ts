import type { LanguagePack } from '../../i18n/types';

export const names: Pick<LanguagePack, 'colours' | 'garments' | 'occasions'> = {
  colours: {
    black: 'nero', charcoal: 'grigio antracite', grey: 'grigio', lightgrey: 'grigio chiaro', silver: 'argento', white: 'bianco',
    ivory: 'avorio', cream: 'panna', beige: 'beige', taupe: 'tortora', khaki: 'cachi', camel: 'cammello', brown: 'marrone',
    navy: 'blu navy', blue: 'blu', lightblue: 'azzurro', denim: 'blu denim', teal: 'verde petrolio', turquoise: 'turchese',
    green: 'verde', olive: 'verde oliva', sage: 'verde salvia', mint: 'verde menta', yellow: 'giallo', mustard: 'senape', gold: 'oro',
    orange: 'arancione', rust: 'ruggine', red: 'rosso', burgundy: 'bordeaux', wine: 'vinaccia', pink: 'rosa', fuchsia: 'fucsia',
    coral: 'corallo', purple: 'viola', lavender: 'lavanda',
    lilac: 'lilla', mauve: 'malva', plum: 'prugna',
  },
  garments: {
    tuxedo: 'smoking', gown: 'abito da sera', suit: 'completo', cocktailDress: 'abito da cocktail', dress: 'vestito',
    pyjamas: 'pigiama', houseSlippers: 'pantofole', sportsKit: 'divisa sportiva',
    eveningSlippers: 'slippers di velluto', weddingDress: 'abito da sposa', bridalVeil: 'velo da sposa', thobe: 'thobe', bisht: 'bisht', ghutra: 'kefiah', abaya: 'abaya', hijab: 'hijab',
    sundress: 'prendisole', jumpsuit: 'tuta intera', dungarees: 'salopette', tracksuit: 'tuta sportiva', swimsuit: 'costume da bagno', coverUp: 'copricostume', tshirt: 'maglietta',
    tank: 'canotta', sportsTop: 'top sportivo', shirt: 'camicia', blouse: 'camicetta', polo: 'polo',
    turtleneck: 'dolcevita', sweater: 'maglione', cardigan: 'cardigan', hoodie: 'felpa con cappuccio', sweatshirt: 'felpa',
    crop: 'crop top', top: 'top', blazer: 'blazer', waistcoat: 'panciotto', jacket: 'giacca',
    leatherJacket: 'giacca di pelle', denimJacket: 'giacca di jeans', coat: 'cappotto', trench: 'trench',
    puffer: 'piumino', jeans: 'jeans', trousers: 'pantaloni', chinos: 'chino', wideLegTrousers: 'pantaloni palazzo', cargo: 'pantaloni cargo',
    shorts: 'pantaloncini', sportsShorts: 'pantaloncini sportivi', leggings: 'leggings', joggers: 'pantaloni della tuta', skirt: 'gonna',
    pencilSkirt: 'gonna a tubino', miniSkirt: 'minigonna', oxfords: 'scarpe eleganti in pelle', patent: 'scarpe di vernice',
    loafers: 'mocassini', heels: 'tacchi', flats: 'ballerine', boots: 'stivali', hikingBoots: 'scarponi da trekking',
    snowBoots: 'doposci', sneakers: 'sneaker', runningShoes: 'scarpe da corsa', cleats: 'scarpe sportive', sandals: 'sandali',
    flipFlops: 'infradito', tie: 'cravatta', bowTie: 'papillon', pocketSquare: 'fazzoletto da taschino', watch: 'orologio',
    belt: 'cintura', handbag: 'borsa', clutch: 'pochette', backpack: 'zaino', casualBag: 'borsa casual', scarf: 'sciarpa', hat: 'cappello',
    cap: 'cappellino', sunglasses: 'occhiali da sole', jewellery: 'gioielli', sportsGear: 'accessori sportivi',
    dressSocks: 'calze eleganti', sportsSocks: 'calzini sportivi', hosiery: 'collant', runningJacket: 'giacca da running', windbreaker: 'giacca a vento', rainJacket: 'giacca impermeabile', raincoat: 'impermeabile', tennisSkirt: 'gonnellino da tennis', shoes: 'scarpe', umbrella: 'ombrello', rainBoots: 'stivali da pioggia', shellJacket: 'giacca tecnica', hikingTrousers: 'pantaloni da trekking', fleece: 'pile', knitSet: 'completo in maglia', flannelShirt: 'camicia di flanella',
  },
  occasions: {
    casual: 'tutti i giorni', work: 'il lavoro', date: 'un appuntamento', party: 'una festa', formal: 'un evento formale',
    workout: 'l’allenamento', sports: 'lo sport', football: 'il calcio', basketball: 'il basket', tennis: 'il tennis',
    running: 'la corsa', beach: 'la spiaggia', hiking: 'un’escursione', wedding: 'un matrimonio', graduation: 'una laurea',
    interview: 'un colloquio di lavoro', brunch: 'un brunch', shopping: 'lo shopping', concert: 'un concerto', travel: 'un viaggio',
    vacation: 'le vacanze', church: 'la chiesa', school: 'la scuola',
  },
};
