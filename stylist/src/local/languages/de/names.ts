import type { LanguagePack } from '../../i18n/types';

export const names: Pick<LanguagePack, 'colours' | 'garments' | 'occasions'> = {
  colours: {
    black: 'Schwarz', charcoal: 'Anthrazit', grey: 'Grau', lightgrey: 'Hellgrau', silver: 'Silber', white: 'Weiß',
    ivory: 'Elfenbein', cream: 'Creme', beige: 'Beige', taupe: 'Taupe', khaki: 'Khaki', camel: 'Camel', brown: 'Braun',
    navy: 'Marineblau', blue: 'Blau', lightblue: 'Hellblau', denim: 'Jeansblau', teal: 'Petrol', turquoise: 'Türkis',
    green: 'Grün', olive: 'Oliv', sage: 'Salbeigrün', mint: 'Mintgrün', yellow: 'Gelb', mustard: 'Senfgelb', gold: 'Gold',
    orange: 'Orange', rust: 'Rostrot', red: 'Rot', burgundy: 'Bordeaux', wine: 'Weinrot', pink: 'Rosa', fuchsia: 'Fuchsia',
    coral: 'Koralle', purple: 'Violett', lavender: 'Lavendel',
    lilac: 'Flieder', mauve: 'Mauve', plum: 'Pflaume',
  },
  garments: {
    tuxedo: 'Smoking', gown: 'Abendkleid', suit: 'Anzug', cocktailDress: 'Cocktailkleid', dress: 'Kleid',
    pyjamas: 'Schlafanzug', houseSlippers: 'Hausschuhe', sportsKit: 'Trikotsatz',
    eveningSlippers: 'Samtslipper', weddingDress: 'Brautkleid', bridalVeil: 'Brautschleier', thobe: 'Thobe', bisht: 'Bisht', ghutra: 'Kufiya', abaya: 'Abaya', hijab: 'Kopftuch',
    sundress: 'Sommerkleid', jumpsuit: 'Jumpsuit', dungarees: 'Latzhose', tracksuit: 'Trainingsanzug', swimsuit: 'Badeanzug', coverUp: 'Strandüberwurf', tshirt: 'T-Shirt',
    tank: 'Tanktop', sportsTop: 'Sportoberteil', shirt: 'Hemd', blouse: 'Bluse', polo: 'Poloshirt',
    turtleneck: 'Rollkragenpullover', sweater: 'Pullover', cardigan: 'Strickjacke', hoodie: 'Kapuzenpullover', sweatshirt: 'Sweatshirt',
    crop: 'bauchfreies Top', top: 'Oberteil', blazer: 'Sakko', waistcoat: 'Anzugweste', jacket: 'Jacke',
    leatherJacket: 'Lederjacke', denimJacket: 'Jeansjacke', coat: 'Mantel', trench: 'Trenchcoat',
    puffer: 'Daunenjacke', jeans: 'Jeans', trousers: 'Stoffhose', chinos: 'Chinohose', wideLegTrousers: 'Marlenehose', cargo: 'Cargohose',
    shorts: 'Shorts', sportsShorts: 'Sportshorts', leggings: 'Leggings', joggers: 'Jogginghose', skirt: 'Rock',
    pencilSkirt: 'Bleistiftrock', miniSkirt: 'Minirock', oxfords: 'Lederschuhe', patent: 'Lackschuhe',
    loafers: 'Loafer', heels: 'High Heels', flats: 'Ballerinas', boots: 'Stiefel', hikingBoots: 'Wanderschuhe',
    snowBoots: 'Schneestiefel', sneakers: 'Sneaker', runningShoes: 'Laufschuhe', cleats: 'Sportschuhe', sandals: 'Sandalen',
    flipFlops: 'Flip-Flops', tie: 'Krawatte', bowTie: 'Fliege', pocketSquare: 'Einstecktuch', watch: 'Armbanduhr',
    belt: 'Gürtel', handbag: 'Handtasche', clutch: 'Clutch', backpack: 'Rucksack', casualBag: 'Freizeittasche', scarf: 'Schal', hat: 'Hut',
    cap: 'Basecap', sunglasses: 'Sonnenbrille', jewellery: 'Schmuck', sportsGear: 'Sportzubehör',
    dressSocks: 'Anzugsocken', sportsSocks: 'Sportsocken', hosiery: 'Strumpfhose', runningJacket: 'Laufjacke', windbreaker: 'Windjacke', rainJacket: 'Regenjacke', raincoat: 'Regenmantel', tennisSkirt: 'Tennisrock', shoes: 'Schuhe', umbrella: 'Regenschirm', rainBoots: 'Gummistiefel', shellJacket: 'Hardshelljacke', hikingTrousers: 'Wanderhose', fleece: 'Fleecejacke', knitSet: 'Strickset', flannelShirt: 'Flanellhemd',
  },
  occasions: {
    casual: 'den Alltag', work: 'die Arbeit', date: 'ein Date', party: 'eine Party', formal: 'einen festlichen Anlass',
    workout: 'das Training', sports: 'den Sport', football: 'Fußball', basketball: 'Basketball', tennis: 'Tennis',
    running: 'das Laufen', beach: 'den Strand', hiking: 'eine Wanderung', wedding: 'eine Hochzeit', graduation: 'eine Abschlussfeier',
    interview: 'ein Vorstellungsgespräch', brunch: 'einen Brunch', shopping: 'einen Einkaufsbummel', concert: 'ein Konzert', travel: 'eine Reise',
    vacation: 'den Urlaub', church: 'den Kirchgang', school: 'die Schule',
  },
};
