import type { VisionWords } from '../../i18n/vision-types';

export const fr: VisionWords = {
  parts: { top: 'haut', bottom: 'bas', onePiece: 'tenue', footwear: 'chaussures', accessory: 'accessoire' },
  zones: { head: 'la tête', neck: 'le cou', wrists: 'les poignets' },
  phrases: {
    'vision.pieces': ['Sur la photo, je vois {pieces}.', 'La photo montre {pieces}.'],
    'vision.anchor': ['{#dark} {ancre|ancrent:dark} {#light}.', '{#dark} {équilibre|équilibrent:dark} {#light}, plus {clair|claire|clairs|claires:light}.'],
    'vision.tonal': ['{#top} et {#bottom} ont une valeur très proche : la tenue se lit comme un seul bloc.', '{#top} et {#bottom} ont presque la même luminosité, ce qui allonge la silhouette.'],
    'vision.contrast': ['Entre {#top} et {#bottom}, le contraste est net et équilibré.', '{#top} et {#bottom} se distinguent bien sans se concurrencer.'],
    'vision.onePiece': ['{#piece} descend d’un seul tenant des épaules à l’ourlet et porte toute la silhouette.', 'Avec {#piece}, une seule couleur va de l’encolure à l’ourlet : la ligne est longue et nette.'],
    'vision.shoesEcho': ['{#shoes} {reprend|reprennent:shoes} une couleur de la tenue et l’{unifie|unifient:shoes}.', '{#shoes} {fait|font:shoes} écho à la tenue et la {termine|terminent:shoes}.'],
    'vision.shoesApart': ['{#shoes} {apporte|apportent:shoes} {sa|leur:shoes} propre couleur.', '{#shoes} se {détache|détachent:shoes} du reste de la palette.'],
    'vision.accessory': ['Une touche de {colour} à {zone} ajoute une finition.', 'Il y a une note de {colour} à {zone}.'],
    'vision.several': ['D’autres personnes figurent sur la photo ; j’ai noté celle du centre.', 'Plusieurs personnes apparaissent : j’ai donc jugé la plus centrale.'],
    'vision.none': ['Je n’ai trouvé personne sur la photo, donc aucune tenue à mesurer.', 'Personne n’est visible sur cette photo ; les pièces ne peuvent pas être mesurées.'],
    'vision.seated': ['En position assise ou penchée, longueurs et proportions se lisent moins bien.'],
    'quality.feetCut': ['Je ne vois pas vos pieds : les chaussures ne sont donc pas notées.', 'Les chaussures sont coupées au bord de la photo ; elles ne sont pas notées.'],
    'quality.personSmall': ['Vous n’occupez qu’une petite partie de l’image, les détails sont difficiles à voir.'],
    'comp.seen': ['Sur {#piece}, j’ai mesuré {colours}.'],
    'comp.seenLower': ['Sur le bas de {#piece}, j’ai mesuré {colours}.'],
    'comp.noPerson': ['Personne n’apparaît sur la photo, donc cette partie n’est pas notée.'],
    'comp.notInFrame': ['Cette partie est hors cadre, donc elle n’est pas notée.', 'Cette partie n’apparaît pas sur la photo ; elle n’a pas de note.'],
    'comp.noAccessory': ['Aucun accessoire ne se distingue sur la photo, donc pas de note.'],
    'limits.visionOnly': ['Sans description, je juge ce que montre la photo : la couleur de chaque pièce et leur accord ; nommez les pièces pour des conseils plus précis.'],
    'sugg.fullBody': ['reculez pour être cadré de la tête aux chaussures', 'prenez une photo en pied avec les chaussures visibles'],
    'refused.explicit': ['Cette photo ne peut pas être notée : elle semble avoir un contenu explicite. Envoyez une photo de votre tenue.'],
  },
};
