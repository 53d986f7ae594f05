import type { VisionWords } from '../../i18n/vision-types';

export const fr: VisionWords = {
  parts: { top: 'haut', bottom: 'bas', onePiece: 'pièce unique', footwear: 'chaussures', accessory: 'accessoire' },
  zones: { head: 'la tête', neck: 'le cou', wrists: 'les poignets' },
  phrases: {
    'vision.pieces': ['Sur la photo, je vois : {pieces}.', 'Ce que montre la photo : {pieces}.'],
    'vision.anchor': ['{dark} ancre {light}.', '{dark} donne du poids face à {light}, plus clair.'],
    'vision.tonal': ['{top} et {bottom} sont très proches en valeur : la tenue se lit comme un seul bloc.', 'Haut et bas ({top}, {bottom}) ont presque la même luminosité.'],
    'vision.contrast': ['{top} contre {bottom} : un contraste net et équilibré.', '{top} et {bottom} se distinguent bien sans se concurrencer.'],
    'vision.onePiece': ['{piece} va des épaules à l’ourlet d’une seule couleur et porte toute la tenue.', 'Une seule couleur de haut en bas ({piece}) dessine une ligne longue et nette.'],
    'vision.shoesEcho': ['{shoes} : elles reprennent une couleur de la tenue et l’unifient.', '{shoes} : un écho à la tenue qui la conclut.'],
    'vision.shoesApart': ['{shoes} : elles apportent leur propre couleur.', '{shoes} : elles se détachent du reste de la palette.'],
    'vision.accessory': ['Une touche {colour} à {zone} ajoute une finition.', 'Il y a une note {colour} à {zone}.'],
    'vision.several': ['Il y a plusieurs personnes sur la photo ; j’ai noté celle du centre.', 'Plusieurs personnes apparaissent, j’ai donc jugé la plus centrale.'],
    'vision.none': ['Je n’ai trouvé personne sur la photo, donc aucun vêtement n’a pu être localisé.', 'Personne n’est visible sur cette photo ; les pièces ne peuvent pas être mesurées.'],
    'vision.seated': ['Vous êtes assis ou penché : longueurs et proportions se lisent moins bien.'],
    'quality.feetCut': ['Vos pieds sont hors cadre, les chaussures ne peuvent donc pas être notées.', 'Les chaussures sont coupées au bord de la photo.'],
    'quality.personSmall': ['Vous n’occupez qu’une petite partie de l’image, les détails sont difficiles à voir.'],
    'comp.seen': ['{piece} : {colours}.', 'Mesuré : {colours}.'],
    'comp.noPerson': ['Personne sur la photo, donc pas de note.'],
    'comp.notInFrame': ['Hors cadre, donc pas de note.', 'Absent de l’image ; aucune note.'],
    'comp.noAccessory': ['Aucun accessoire ne se distingue sur la photo, donc pas de note.'],
    'limits.visionOnly': ['Sans description, je juge ce que montre la photo : la couleur de chaque pièce et leur accord ; nommez les pièces pour des conseils plus précis.'],
    'sugg.fullBody': ['reculez pour être cadré de la tête aux chaussures', 'prenez une photo en pied avec les chaussures visibles'],
    'refused.explicit': ['Cette photo ne peut pas être notée : elle semble avoir un contenu explicite. Envoyez une photo de votre tenue.'],
  },
};
