import type { LanguagePack } from '../../i18n/types';

export const names: Pick<LanguagePack, 'colours' | 'garments' | 'occasions'> = {
  colours: {
    black: 'black', charcoal: 'charcoal', grey: 'grey', lightgrey: 'light grey', silver: 'silver', white: 'white',
    ivory: 'ivory', cream: 'cream', beige: 'beige', taupe: 'taupe', khaki: 'khaki', camel: 'camel', brown: 'brown',
    navy: 'navy', blue: 'blue', lightblue: 'light blue', denim: 'denim blue', teal: 'teal', turquoise: 'turquoise',
    green: 'green', olive: 'olive', sage: 'sage', mint: 'mint', yellow: 'yellow', mustard: 'mustard', gold: 'gold',
    orange: 'orange', rust: 'rust', red: 'red', burgundy: 'burgundy', wine: 'wine', pink: 'pink', fuchsia: 'fuchsia',
    coral: 'coral', purple: 'purple', lavender: 'lavender',
    lilac: 'lilac', mauve: 'mauve', plum: 'plum',
  },
  garments: {
    tuxedo: 'tuxedo', gown: 'evening gown', suit: 'suit', cocktailDress: 'cocktail dress', dress: 'dress',
    pyjamas: 'pyjamas', houseSlippers: 'house slippers', sportsKit: 'sports kit',
    eveningSlippers: 'velvet slippers', weddingDress: 'wedding dress', bridalVeil: 'bridal veil', thobe: 'thobe', bisht: 'bisht', ghutra: 'ghutra', abaya: 'abaya', hijab: 'hijab',
    sundress: 'sundress', jumpsuit: 'jumpsuit', dungarees: 'dungarees', tracksuit: 'tracksuit', swimsuit: 'swimsuit', coverUp: 'beach cover-up', tshirt: 't-shirt',
    tank: 'tank top', sportsTop: 'sports top', shirt: 'shirt', blouse: 'blouse', polo: 'polo shirt',
    turtleneck: 'turtleneck', sweater: 'sweater', cardigan: 'cardigan', hoodie: 'hoodie', sweatshirt: 'sweatshirt',
    crop: 'crop top', top: 'top', blazer: 'blazer', waistcoat: 'waistcoat', jacket: 'jacket',
    leatherJacket: 'leather jacket', denimJacket: 'denim jacket', coat: 'coat', trench: 'trench coat',
    puffer: 'puffer jacket', jeans: 'jeans', trousers: 'trousers', chinos: 'chinos', wideLegTrousers: 'wide-leg trousers', cargo: 'cargo trousers',
    shorts: 'shorts', sportsShorts: 'sports shorts', leggings: 'leggings', joggers: 'joggers', skirt: 'skirt',
    pencilSkirt: 'pencil skirt', miniSkirt: 'miniskirt', oxfords: 'leather dress shoes', patent: 'patent shoes',
    loafers: 'loafers', heels: 'heels', flats: 'ballet flats', boots: 'boots', hikingBoots: 'hiking boots',
    snowBoots: 'snow boots', sneakers: 'sneakers', runningShoes: 'running shoes', cleats: 'sports shoes', sandals: 'sandals',
    flipFlops: 'flip-flops', tie: 'tie', bowTie: 'bow tie', pocketSquare: 'pocket square', watch: 'watch',
    belt: 'belt', handbag: 'handbag', clutch: 'clutch', backpack: 'backpack', casualBag: 'casual bag', scarf: 'scarf', hat: 'hat',
    cap: 'cap', sunglasses: 'sunglasses', jewellery: 'jewellery', sportsGear: 'sports accessories',
    dressSocks: 'dress socks', sportsSocks: 'sports socks', hosiery: 'tights', runningJacket: 'running jacket', windbreaker: 'windbreaker', rainJacket: 'rain jacket', raincoat: 'raincoat', tennisSkirt: 'tennis skirt', shoes: 'shoes', umbrella: 'umbrella', rainBoots: 'rain boots', shellJacket: 'hardshell jacket', hikingTrousers: 'hiking trousers', fleece: 'fleece', knitSet: 'knit set', flannelShirt: 'flannel shirt',
  },
  occasions: {
    casual: 'everyday wear', work: 'work', date: 'a date', party: 'a party', formal: 'a formal event',
    workout: 'a workout', sports: 'sports', football: 'football', basketball: 'basketball', tennis: 'tennis',
    running: 'a run', beach: 'the beach', hiking: 'a hike', wedding: 'a wedding', graduation: 'a graduation',
    interview: 'an interview', brunch: 'brunch', shopping: 'shopping', concert: 'a concert', travel: 'travel',
    vacation: 'a holiday', church: 'church', school: 'school', 
  },
};
