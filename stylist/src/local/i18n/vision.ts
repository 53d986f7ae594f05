import type { Language } from '@fitrater/contracts';

/**
 * Sentences about what the photo showed (person, regions, framing), one bank per language.
 * Placeholders: {pieces} {dark} {light} {top} {bottom} {piece} {shoes} {colour} {zone} {colours} {occasion}.
 * A piece is a garment or part word with its measured colour, e.g. 'burgundy skirt', 'black top'.
 */
export const VISION_KEYS = [
  'vision.pieces', 'vision.anchor', 'vision.tonal', 'vision.contrast', 'vision.onePiece',
  'vision.shoesEcho', 'vision.shoesApart', 'vision.accessory', 'vision.several', 'vision.none', 'vision.seated',
  'quality.feetCut', 'quality.personSmall', 'comp.seen', 'comp.noPerson', 'comp.notInFrame', 'comp.noAccessory',
  'limits.visionOnly', 'sugg.fullBody', 'refused.explicit',
] as const;
export type VisionKey = (typeof VISION_KEYS)[number];

export type VisionPartWord = 'top' | 'bottom' | 'onePiece' | 'footwear' | 'accessory';
export type VisionZoneWord = 'head' | 'neck' | 'wrists';

export interface VisionWords {
  parts: Record<VisionPartWord, string>;
  zones: Record<VisionZoneWord, string>;
  phrases: Record<VisionKey, readonly [string, ...string[]]>;
}

const en: VisionWords = {
  parts: { top: 'top', bottom: 'lower half', onePiece: 'one-piece', footwear: 'shoes', accessory: 'accessory' },
  zones: { head: 'head', neck: 'neck', wrists: 'wrists' },
  phrases: {
    'vision.pieces': ['In the photo I see {pieces}.', 'What the photo shows: {pieces}.'],
    'vision.anchor': ['The {dark} anchors the {light}.', 'The {dark} grounds the lighter {light}.'],
    'vision.tonal': ['The {top} and the {bottom} are close in tone, so the outfit reads as one column.', 'Top and bottom ({top}, {bottom}) sit at almost the same lightness.'],
    'vision.contrast': ['The {top} against the {bottom} gives a clear, balanced contrast.', 'The {top} and the {bottom} separate nicely without fighting.'],
    'vision.onePiece': ['The {piece} runs from shoulders to hem in one colour and carries the whole look.', 'One colour from top to hem ({piece}) makes a long, clean line.'],
    'vision.shoesEcho': ['The {shoes} repeat a colour from the outfit, which ties it together.', 'The {shoes} echo the outfit and close the look.'],
    'vision.shoesApart': ['The {shoes} bring in a colour of their own.', 'The {shoes} stand apart from the rest of the palette.'],
    'vision.accessory': ['A {colour} accent at the {zone} adds a finishing detail.', 'There is a {colour} touch at the {zone}.'],
    'vision.several': ['There are several people in the photo; I rated the person in the centre.', 'Several people appear here, so I judged the most central one.'],
    'vision.none': ['I could not find a person in the photo, so no garment could be located.', 'No person is visible in this photo; the pieces cannot be measured.'],
    'vision.seated': ['You are seated or bending, so lengths and proportions are harder to read.'],
    'quality.feetCut': ['Your feet are out of the frame, so the shoes cannot be rated.', 'The shoes are cut off at the edge of the photo.'],
    'quality.personSmall': ['You take up only a small part of the picture, so details are hard to see.'],
    'comp.seen': ['{piece}: {colours}.', 'Measured: {colours}.'],
    'comp.noPerson': ['No person found in the photo, so not rated.'],
    'comp.notInFrame': ['Not in the frame, so not rated.', 'Out of the picture; no score given.'],
    'comp.noAccessory': ['No accessory could be made out in the photo, so not rated.'],
    'limits.visionOnly': ['Without a description I judge what the photo shows: the colours of each piece and how they work together; name the pieces for garment-specific advice.'],
    'sugg.fullBody': ['step back so you are in the frame from head to shoes', 'take a full-length photo with your shoes in view'],
    'refused.explicit': ['This photo cannot be rated: it looks like explicit content. Please upload a photo of your outfit.'],
  },
};

const es: VisionWords = {
  parts: { top: 'parte de arriba', bottom: 'parte de abajo', onePiece: 'prenda de una pieza', footwear: 'calzado', accessory: 'accesorio' },
  zones: { head: 'cabeza', neck: 'cuello', wrists: 'muñecas' },
  phrases: {
    'vision.pieces': ['En la foto veo: {pieces}.', 'Lo que muestra la foto: {pieces}.'],
    'vision.anchor': ['{dark} ancla {light}.', '{dark} da peso frente a {light}, más clara.'],
    'vision.tonal': ['{top} y {bottom} tienen un tono muy parecido: el conjunto se lee como un bloque.', 'Arriba y abajo ({top}, {bottom}) tienen casi la misma luminosidad.'],
    'vision.contrast': ['{top} frente a {bottom} da un contraste claro y equilibrado.', '{top} y {bottom} se distinguen bien sin competir.'],
    'vision.onePiece': ['{piece} va de los hombros al bajo en un solo color y sostiene todo el look.', 'Un solo color de arriba abajo ({piece}) crea una línea larga y limpia.'],
    'vision.shoesEcho': ['{shoes}: repite un color del conjunto y lo une.', '{shoes}: hace eco del conjunto y cierra el look.'],
    'vision.shoesApart': ['{shoes}: aporta un color propio.', '{shoes}: se separa del resto de la paleta.'],
    'vision.accessory': ['Un acento {colour} en {zone} añade un detalle final.', 'Hay un toque {colour} en {zone}.'],
    'vision.several': ['Hay varias personas en la foto; he valorado a la del centro.', 'Aparecen varias personas, así que juzgué a la más central.'],
    'vision.none': ['No encontré a ninguna persona en la foto, así que no pude localizar las prendas.', 'No se ve a nadie en esta foto; las prendas no se pueden medir.'],
    'vision.seated': ['Estás sentado o inclinado, así que largos y proporciones se leen peor.'],
    'quality.feetCut': ['Los pies quedan fuera del encuadre, así que el calzado no se puede valorar.', 'El calzado queda cortado en el borde de la foto.'],
    'quality.personSmall': ['Ocupas solo una pequeña parte de la imagen, así que los detalles se ven mal.'],
    'comp.seen': ['{piece}: {colours}.', 'Medido: {colours}.'],
    'comp.noPerson': ['No hay ninguna persona en la foto, así que no se valora.'],
    'comp.notInFrame': ['Fuera del encuadre, así que no se valora.', 'No sale en la foto; sin puntuación.'],
    'comp.noAccessory': ['No se distingue ningún accesorio en la foto, así que no se valora.'],
    'limits.visionOnly': ['Sin descripción valoro lo que muestra la foto: el color de cada prenda y cómo combinan; nombra las prendas para consejos más concretos.'],
    'sugg.fullBody': ['aléjate para salir de la cabeza a los zapatos', 'haz una foto de cuerpo entero con el calzado visible'],
    'refused.explicit': ['No podemos valorar esta foto: parece contenido explícito. Sube una foto de tu outfit.'],
  },
};

const fr: VisionWords = {
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

const de: VisionWords = {
  parts: { top: 'Oberteil', bottom: 'Unterteil', onePiece: 'Einteiler', footwear: 'Schuhe', accessory: 'Accessoire' },
  zones: { head: 'Kopf', neck: 'Hals', wrists: 'Handgelenken' },
  phrases: {
    'vision.pieces': ['Auf dem Foto sehe ich: {pieces}.', 'Das zeigt das Foto: {pieces}.'],
    'vision.anchor': ['{dark} verankert {light}.', '{dark} gibt dem helleren {light} Halt.'],
    'vision.tonal': ['{top} und {bottom} liegen im Ton sehr nah beieinander; das Outfit wirkt wie ein Block.', 'Oben und unten ({top}, {bottom}) haben fast dieselbe Helligkeit.'],
    'vision.contrast': ['{top} gegen {bottom} ergibt einen klaren, ausgewogenen Kontrast.', '{top} und {bottom} heben sich gut ab, ohne zu konkurrieren.'],
    'vision.onePiece': ['{piece} läuft in einer Farbe von den Schultern bis zum Saum und trägt den ganzen Look.', 'Eine Farbe von oben bis unten ({piece}) ergibt eine lange, klare Linie.'],
    'vision.shoesEcho': ['{shoes}: greifen eine Farbe des Outfits auf und binden es zusammen.', '{shoes}: ein Echo des Outfits, das den Look abschließt.'],
    'vision.shoesApart': ['{shoes}: bringen eine eigene Farbe ins Spiel.', '{shoes}: heben sich von der übrigen Palette ab.'],
    'vision.accessory': ['Ein Akzent in {colour} an {zone} setzt einen letzten Schliff.', 'An {zone} gibt es einen Hauch {colour}.'],
    'vision.several': ['Auf dem Foto sind mehrere Personen; bewertet habe ich die Person in der Mitte.', 'Mehrere Personen sind zu sehen, daher habe ich die mittlere beurteilt.'],
    'vision.none': ['Ich konnte keine Person auf dem Foto finden, daher ließ sich kein Kleidungsstück verorten.', 'Auf diesem Foto ist niemand zu sehen; die Teile lassen sich nicht messen.'],
    'vision.seated': ['Du sitzt oder beugst dich, daher sind Längen und Proportionen schwerer zu lesen.'],
    'quality.feetCut': ['Deine Füße sind außerhalb des Bildes, daher können die Schuhe nicht bewertet werden.', 'Die Schuhe sind am Bildrand abgeschnitten.'],
    'quality.personSmall': ['Du nimmst nur einen kleinen Teil des Bildes ein, Details sind schwer zu erkennen.'],
    'comp.seen': ['{piece}: {colours}.', 'Gemessen: {colours}.'],
    'comp.noPerson': ['Keine Person auf dem Foto, daher nicht bewertet.'],
    'comp.notInFrame': ['Nicht im Bild, daher nicht bewertet.', 'Außerhalb des Bildes; keine Bewertung.'],
    'comp.noAccessory': ['Auf dem Foto ist kein Accessoire zu erkennen, daher nicht bewertet.'],
    'limits.visionOnly': ['Ohne Beschreibung bewerte ich, was das Foto zeigt: die Farbe jedes Teils und wie sie zusammenspielen; nenne die Teile für genauere Tipps.'],
    'sugg.fullBody': ['geh einen Schritt zurück, damit du von Kopf bis Schuh im Bild bist', 'mach ein Ganzkörperfoto mit sichtbaren Schuhen'],
    'refused.explicit': ['Dieses Foto kann nicht bewertet werden: Es scheint expliziten Inhalt zu zeigen. Bitte lade ein Foto deines Outfits hoch.'],
  },
};

const it: VisionWords = {
  parts: { top: 'parte sopra', bottom: 'parte sotto', onePiece: 'capo intero', footwear: 'scarpe', accessory: 'accessorio' },
  zones: { head: 'testa', neck: 'collo', wrists: 'polsi' },
  phrases: {
    'vision.pieces': ['Nella foto vedo: {pieces}.', 'Ciò che mostra la foto: {pieces}.'],
    'vision.anchor': ['{dark} ancora {light}.', '{dark} dà peso rispetto a {light}, più chiaro.'],
    'vision.tonal': ['{top} e {bottom} hanno un tono molto simile: l’outfit si legge come un blocco unico.', 'Sopra e sotto ({top}, {bottom}) hanno quasi la stessa luminosità.'],
    'vision.contrast': ['{top} contro {bottom} dà un contrasto chiaro ed equilibrato.', '{top} e {bottom} si distinguono bene senza competere.'],
    'vision.onePiece': ['{piece} va dalle spalle all’orlo in un solo colore e regge tutto il look.', 'Un solo colore dall’alto in basso ({piece}) crea una linea lunga e pulita.'],
    'vision.shoesEcho': ['{shoes}: riprendono un colore dell’outfit e lo legano.', '{shoes}: fanno eco all’outfit e chiudono il look.'],
    'vision.shoesApart': ['{shoes}: portano un colore tutto loro.', '{shoes}: si staccano dal resto della palette.'],
    'vision.accessory': ['Un accento {colour} su {zone} aggiunge un tocco finale.', 'C’è un tocco {colour} su {zone}.'],
    'vision.several': ['Nella foto ci sono più persone; ho valutato quella al centro.', 'Compaiono più persone, quindi ho giudicato quella più centrale.'],
    'vision.none': ['Non ho trovato nessuna persona nella foto, quindi non ho potuto localizzare i capi.', 'In questa foto non si vede nessuno; i capi non si possono misurare.'],
    'vision.seated': ['Sei seduto o piegato, quindi lunghezze e proporzioni si leggono meno bene.'],
    'quality.feetCut': ['I piedi sono fuori inquadratura, quindi le scarpe non si possono valutare.', 'Le scarpe sono tagliate dal bordo della foto.'],
    'quality.personSmall': ['Occupi solo una piccola parte dell’immagine, quindi i dettagli si vedono poco.'],
    'comp.seen': ['{piece}: {colours}.', 'Misurato: {colours}.'],
    'comp.noPerson': ['Nessuna persona nella foto, quindi non valutato.'],
    'comp.notInFrame': ['Fuori inquadratura, quindi non valutato.', 'Non è nella foto; nessun voto.'],
    'comp.noAccessory': ['Nessun accessorio si distingue nella foto, quindi non valutato.'],
    'limits.visionOnly': ['Senza descrizione valuto ciò che mostra la foto: il colore di ogni capo e come si abbinano; indica i capi per consigli più precisi.'],
    'sugg.fullBody': ['allontanati per essere inquadrato dalla testa alle scarpe', 'scatta una foto a figura intera con le scarpe visibili'],
    'refused.explicit': ['Questa foto non può essere valutata: sembra un contenuto esplicito. Carica una foto del tuo outfit.'],
  },
};

const pt: VisionWords = {
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

const zh: VisionWords = {
  parts: { top: '上装', bottom: '下装', onePiece: '连体款', footwear: '鞋子', accessory: '配饰' },
  zones: { head: '头部', neck: '颈部', wrists: '手腕' },
  phrases: {
    'vision.pieces': ['照片中我看到：{pieces}。', '照片显示：{pieces}。'],
    'vision.anchor': ['{dark}稳住了{light}。', '{dark}为较浅的{light}压住了阵脚。'],
    'vision.tonal': ['{top}和{bottom}明度非常接近，整体读起来像一整块。', '上下装（{top}、{bottom}）几乎同样深浅。'],
    'vision.contrast': ['{top}与{bottom}形成清晰而均衡的对比。', '{top}和{bottom}区分明显又不互相抢戏。'],
    'vision.onePiece': ['{piece}从肩到下摆一色到底，撑起了整体造型。', '从上到下同一种颜色（{piece}）拉出修长利落的线条。'],
    'vision.shoesEcho': ['{shoes}呼应了服装中的颜色，让整体更统一。', '{shoes}与服装相呼应，为造型收尾。'],
    'vision.shoesApart': ['{shoes}带来了独立的颜色。', '{shoes}与其他配色分开。'],
    'vision.accessory': ['{zone}的{colour}点缀增添了细节。', '{zone}有一抹{colour}。'],
    'vision.several': ['照片里有好几个人；我评价的是中间那位。', '画面中有多人，所以我评价了最居中的一位。'],
    'vision.none': ['照片中没有找到人，因此无法定位服装。', '这张照片里看不到人，无法测量各件服装。'],
    'vision.seated': ['你是坐着或弯着身，长度和比例较难判断。'],
    'quality.feetCut': ['双脚不在画面内，因此无法评价鞋子。', '鞋子被照片边缘裁掉了。'],
    'quality.personSmall': ['你只占画面的一小部分，细节难以看清。'],
    'comp.seen': ['{piece}：{colours}。', '测得：{colours}。'],
    'comp.noPerson': ['照片中没有人，因此不评分。'],
    'comp.notInFrame': ['不在画面内，因此不评分。', '不在照片中；不给分。'],
    'comp.noAccessory': ['照片中看不出配饰，因此不评分。'],
    'limits.visionOnly': ['没有描述时，我根据照片判断：每件单品的颜色以及它们是否协调；写出单品名称可获得更具体的建议。'],
    'sugg.fullBody': ['退后一些，让头到鞋都在画面内', '拍一张露出鞋子的全身照'],
    'refused.explicit': ['无法评价这张照片：它看起来含有露骨内容。请上传你的穿搭照片。'],
  },
};

const ja: VisionWords = {
  parts: { top: 'トップス', bottom: 'ボトムス', onePiece: 'ワンピース型のアイテム', footwear: '靴', accessory: '小物' },
  zones: { head: '頭', neck: '首元', wrists: '手首' },
  phrases: {
    'vision.pieces': ['写真に写っているのは：{pieces}。', '写真から分かること：{pieces}。'],
    'vision.anchor': ['{dark}が{light}を引き締めています。', '{dark}が明るい{light}に重心を与えています。'],
    'vision.tonal': ['{top}と{bottom}の明るさがとても近く、全体がひとつの塊に見えます。', '上下（{top}、{bottom}）がほぼ同じ明るさです。'],
    'vision.contrast': ['{top}と{bottom}の対比がはっきりしてバランスが良いです。', '{top}と{bottom}がぶつからずにきれいに分かれています。'],
    'vision.onePiece': ['{piece}が肩から裾まで一色で、コーデ全体を支えています。', '上から下まで一色（{piece}）で、すっきりと長いラインになっています。'],
    'vision.shoesEcho': ['{shoes}がコーデの色を繰り返し、全体をまとめています。', '{shoes}がコーデと響き合い、仕上げになっています。'],
    'vision.shoesApart': ['{shoes}が独自の色を加えています。', '{shoes}は他の配色から離れています。'],
    'vision.accessory': ['{zone}の{colour}のアクセントが仕上げのディテールになっています。', '{zone}に{colour}の差し色があります。'],
    'vision.several': ['写真に複数の人が写っているため、中央の人を評価しました。', '何人か写っているので、いちばん中央の人を判断しました。'],
    'vision.none': ['写真に人が見つからなかったため、服の位置を特定できませんでした。', 'この写真には人が写っていないため、アイテムを測れません。'],
    'vision.seated': ['座っているか前かがみなので、丈や比率が読み取りにくくなっています。'],
    'quality.feetCut': ['足が写っていないため、靴は評価できません。', '靴が写真の端で切れています。'],
    'quality.personSmall': ['画面の中で小さく写っているため、細部が見えにくいです。'],
    'comp.seen': ['{piece}：{colours}。', '測定結果：{colours}。'],
    'comp.noPerson': ['写真に人がいないため、評価していません。'],
    'comp.notInFrame': ['写っていないため、評価していません。', '画面の外なので採点なしです。'],
    'comp.noAccessory': ['写真から小物を判別できないため、評価していません。'],
    'limits.visionOnly': ['説明がない場合は写真に写っているもの、つまり各アイテムの色と組み合わせを評価します。アイテム名を書くとより具体的なアドバイスができます。'],
    'sugg.fullBody': ['頭から靴まで入るように少し下がって撮る', '靴まで写る全身写真を撮る'],
    'refused.explicit': ['この写真は評価できません：露骨な内容のようです。コーデの写真をアップロードしてください。'],
  },
};

const ko: VisionWords = {
  parts: { top: '상의', bottom: '하의', onePiece: '원피스형 아이템', footwear: '신발', accessory: '액세서리' },
  zones: { head: '머리', neck: '목', wrists: '손목' },
  phrases: {
    'vision.pieces': ['사진에서 보이는 것: {pieces}.', '사진이 보여 주는 것: {pieces}.'],
    'vision.anchor': ['{dark}이(가) {light}을(를) 잡아 줍니다.', '{dark}이(가) 밝은 {light}에 무게감을 줍니다.'],
    'vision.tonal': ['{top}과(와) {bottom}의 명도가 매우 비슷해 전체가 한 덩어리로 보입니다.', '상하의({top}, {bottom})의 밝기가 거의 같습니다.'],
    'vision.contrast': ['{top}과(와) {bottom}이(가) 선명하고 균형 잡힌 대비를 이룹니다.', '{top}과(와) {bottom}이(가) 부딪히지 않고 잘 구분됩니다.'],
    'vision.onePiece': ['{piece}이(가) 어깨부터 밑단까지 한 색으로 이어져 룩 전체를 이끕니다.', '위아래 한 색({piece})이 길고 깔끔한 선을 만듭니다.'],
    'vision.shoesEcho': ['{shoes}이(가) 옷의 색을 반복해 전체를 묶어 줍니다.', '{shoes}이(가) 옷과 어우러져 룩을 마무리합니다.'],
    'vision.shoesApart': ['{shoes}이(가) 자기만의 색을 더합니다.', '{shoes}이(가) 나머지 색과 따로 놉니다.'],
    'vision.accessory': ['{zone}의 {colour} 포인트가 마무리 디테일이 됩니다.', '{zone}에 {colour} 포인트가 있습니다.'],
    'vision.several': ['사진에 여러 사람이 있어 가운데 사람을 평가했습니다.', '여러 명이 보여 가장 중앙에 있는 사람을 기준으로 했습니다.'],
    'vision.none': ['사진에서 사람을 찾지 못해 옷의 위치를 알 수 없었습니다.', '이 사진에는 사람이 보이지 않아 아이템을 측정할 수 없습니다.'],
    'vision.seated': ['앉아 있거나 몸을 숙이고 있어 길이와 비율을 읽기 어렵습니다.'],
    'quality.feetCut': ['발이 화면 밖에 있어 신발은 평가할 수 없습니다.', '신발이 사진 가장자리에서 잘렸습니다.'],
    'quality.personSmall': ['화면에서 작게 나와 디테일이 잘 보이지 않습니다.'],
    'comp.seen': ['{piece}: {colours}.', '측정: {colours}.'],
    'comp.noPerson': ['사진에 사람이 없어 평가하지 않았습니다.'],
    'comp.notInFrame': ['화면 밖이라 평가하지 않았습니다.', '사진에 없어 점수가 없습니다.'],
    'comp.noAccessory': ['사진에서 액세서리를 알아볼 수 없어 평가하지 않았습니다.'],
    'limits.visionOnly': ['설명이 없으면 사진에 보이는 것, 즉 각 아이템의 색과 조화를 평가합니다. 아이템 이름을 적으면 더 구체적인 조언을 드릴 수 있습니다.'],
    'sugg.fullBody': ['머리부터 신발까지 나오도록 한 걸음 물러서기', '신발이 보이는 전신 사진 찍기'],
    'refused.explicit': ['이 사진은 평가할 수 없습니다: 선정적인 콘텐츠로 보입니다. 코디 사진을 올려 주세요.'],
  },
};

const ar: VisionWords = {
  parts: { top: 'القطعة العلوية', bottom: 'القطعة السفلية', onePiece: 'القطعة الواحدة', footwear: 'الحذاء', accessory: 'الإكسسوار' },
  zones: { head: 'الرأس', neck: 'الرقبة', wrists: 'المعصمين' },
  phrases: {
    'vision.pieces': ['في الصورة أرى: {pieces}.', 'ما تُظهره الصورة: {pieces}.'],
    'vision.anchor': ['{dark} يثبّت {light}.', '{dark} يمنح ثقلًا أمام {light} الأفتح.'],
    'vision.tonal': ['{top} و{bottom} متقاربان جدًا في الدرجة، فيبدو الزي كتلة واحدة.', 'الجزء العلوي والسفلي ({top}، {bottom}) بالسطوع نفسه تقريبًا.'],
    'vision.contrast': ['{top} مقابل {bottom} يعطي تباينًا واضحًا ومتوازنًا.', '{top} و{bottom} ينفصلان بوضوح دون تنافس.'],
    'vision.onePiece': ['{piece} يمتد من الكتفين حتى الحافة بلون واحد ويحمل الإطلالة كلها.', 'لون واحد من الأعلى إلى الأسفل ({piece}) يرسم خطًا طويلًا ونظيفًا.'],
    'vision.shoesEcho': ['{shoes}: يكرر لونًا من الزي فيربطه معًا.', '{shoes}: يتناغم مع الزي ويختم الإطلالة.'],
    'vision.shoesApart': ['{shoes}: يضيف لونًا خاصًا به.', '{shoes}: ينفصل عن بقية الألوان.'],
    'vision.accessory': ['لمسة {colour} عند {zone} تضيف تفصيلة ختامية.', 'هناك لمسة {colour} عند {zone}.'],
    'vision.several': ['في الصورة عدة أشخاص؛ قيّمت الشخص الموجود في الوسط.', 'يظهر عدة أشخاص، لذا حكمت على الأقرب إلى الوسط.'],
    'vision.none': ['لم أجد أي شخص في الصورة، لذا لم أتمكن من تحديد الملابس.', 'لا يظهر أحد في هذه الصورة؛ لا يمكن قياس القطع.'],
    'vision.seated': ['أنت جالس أو منحنٍ، لذا يصعب قراءة الأطوال والنسب.'],
    'quality.feetCut': ['قدماك خارج الإطار، لذا لا يمكن تقييم الحذاء.', 'الحذاء مقصوص عند حافة الصورة.'],
    'quality.personSmall': ['تشغل جزءًا صغيرًا فقط من الصورة، لذا يصعب رؤية التفاصيل.'],
    'comp.seen': ['{piece}: {colours}.', 'المقاس: {colours}.'],
    'comp.noPerson': ['لا يوجد شخص في الصورة، لذا لم يُقيَّم.'],
    'comp.notInFrame': ['خارج الإطار، لذا لم يُقيَّم.', 'غير ظاهر في الصورة؛ بلا درجة.'],
    'comp.noAccessory': ['لا يمكن تمييز أي إكسسوار في الصورة، لذا لم يُقيَّم.'],
    'limits.visionOnly': ['من دون وصف أقيّم ما تُظهره الصورة: لون كل قطعة ومدى تناسقها؛ اذكر أسماء القطع للحصول على نصائح أدق.'],
    'sugg.fullBody': ['ابتعد قليلًا لتظهر من الرأس حتى الحذاء', 'التقط صورة كاملة للجسم يظهر فيها الحذاء'],
    'refused.explicit': ['لا يمكن تقييم هذه الصورة: يبدو أنها تحتوي على محتوى صريح. يُرجى رفع صورة لإطلالتك.'],
  },
};

export const VISION_WORDS: Record<Language, VisionWords> = { en, es, fr, de, it, pt, zh, ja, ko, ar };
