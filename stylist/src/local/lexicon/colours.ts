import type { ColourId } from '../colour/names';

/**
 * Colour words (en es fr de it pt) with the usual inflections, beyond each language's display
 * name (languages/<lang>/names.ts), which is matched as well. German adjective endings (-e, -er, -en, -es)
 * are handled by the matcher.
 */
export const COLOUR_WORDS: Record<ColourId, string> = {
  black: 'black|jet black|negro|negra|negros|negras|noir|noire|noirs|noires|schwarz|nero|nera|neri|nere|preto|preta|pretos|pretas',
  charcoal: 'charcoal|dark grey|dark gray|anthracite|gris oscuro|gris marengo|antracita|gris foncé|gris anthracite|anthrazit|dunkelgrau|grigio scuro|antracite|cinza escuro|chumbo',
  grey: 'grey|gray|heather grey|gris|grau|grigio|grigia|grigi|cinza|cinzento',
  lightgrey: 'light grey|light gray|pale grey|gris claro|gris clair|hellgrau|grigio chiaro|cinza claro',
  silver: 'silver|plateado|plateada|argenté|argentée|argent|silber|silbern|argento|argentato|prateado|prateada|prata',
  white: 'white|off-white|blanco|blanca|blancos|blancas|blanc|blanche|blancs|blanches|weiß|weiss|bianco|bianca|bianchi|bianche|branco|branca|brancos|brancas',
  ivory: 'ivory|marfil|ivoire|elfenbein|avorio|marfim',
  cream: 'cream|ecru|crema|crudo|crème|creme|écru|panna|cru',
  beige: 'beige|sand|stone|nude|arena|sable|sabbia|bege|areia',
  taupe: 'taupe|greige|topo|tortora|grège',
  khaki: 'khaki|caqui|kaki|khaki|cachi|cáqui',
  camel: 'camel|tan|cognac|camello|camelo|cammello|kamel|caramel|caramelo|caramello|cuoio',
  brown: 'brown|chocolate|chestnut|marrón|marron|braun|marrone|castano|marrom|castanho',
  navy: 'navy|navy blue|midnight blue|azul marino|bleu marine|marine|marineblau|dunkelblau|blu navy|blu scuro|blu notte|azul-marinho|azul marinho',
  blue: 'blue|royal blue|cobalt|azul|bleu|bleue|bleus|blau|blu|azzurro|azzurra|cobalto',
  lightblue: 'light blue|sky blue|baby blue|pale blue|powder blue|celeste|azul claro|bleu clair|bleu ciel|hellblau|azzurro chiaro|celeste|azul-claro|azul bebê',
  denim: 'denim|indigo|chambray|vaquero|vaquera|índigo|jeansblau|indaco',
  teal: 'teal|petrol|petroleum|verde azulado|bleu canard|petrolio|verde petróleo|petrolblau',
  turquoise: 'turquoise|aqua|turquesa|türkis|turchese',
  green: 'green|emerald|emerald green|kelly green|forest green|bottle green|verde|vert|verte|grün|gruen|esmeralda|émeraude|smeraldo|smaragd|smaragdgrün',
  olive: 'olive|army green|military green|verde oliva|oliva|olive|kaki foncé|olivgrün|oliv|verde militare|verde-oliva',
  sage: 'sage|sage green|verde salvia|salvia|vert sauge|sauge|salbeigrün|salbei|verde sálvia|sálvia',
  mint: 'mint|mint green|menta|verde menta|vert menthe|menthe|mintgrün|mint',
  yellow: 'yellow|neon yellow|lemon|amarillo|amarilla|jaune|gelb|giallo|gialla|amarelo|amarela',
  mustard: 'mustard|ochre|ocher|mostaza|ocre|moutarde|senfgelb|senf|ocker|senape|mostarda|ocra',
  gold: 'gold|golden|dorado|dorada|dorados|doradas|doré|dorée|dorés|dorées|golden|oro|dorato|dorata|dorati|dorate|dourado|dourada|dourados|douradas|ouro',
  orange: 'orange|neon orange|naranja|anaranjado|orange|arancione|laranja',
  rust: 'rust|terracotta|brick|burnt orange|óxido|teja|terracota|rouille|brique|rostrot|rostbraun|ruggine|terracotta|ferrugem|tijolo',
  red: 'red|scarlet|crimson|cherry|rojo|roja|rojos|rojas|rouge|rouges|rot|rosso|rossa|rossi|rosse|vermelho|vermelha',
  burgundy: 'burgundy|maroon|oxblood|bordeaux|burdeos|granate|bordeaux|bordeauxrot|bordò|bordeaux|vinho|bordô',
  wine: 'wine|wine red|merlot|vino|vinotinto|lie de vin|weinrot|vinaccia|vinho tinto',
  pink: 'pink|blush|rose|rosa|rosado|rosada|rose pâle|rosé|pink|rosa',
  fuchsia: 'fuchsia|hot pink|magenta|neon pink|fucsia|fuchsia|fúcsia|pink fluo',
  coral: 'coral|salmon|corail|saumon|koralle|lachs|corallo|salmone|salmão',
  purple: 'purple|violet|aubergine|eggplant|morado|morada|púrpura|violeta|violet|violette|prune|lila|violett|viola|porpora|roxo|roxa',
  lavender: 'lavender|lavanda|lavande|lavendel|lavendelfarben|lavendelfarbig',
  lilac: 'lilac|wisteria|lila|lilas|flieder|lilla|lilás|glicine',
  mauve: 'mauve|malva|parme|altviolett',
  plum: 'plum|aubergine purple|ciruela|prune|pflaume|prugna|ameixa|berenjena',
};

/** Words that make a garment read dressier or sportier whatever it is. */
export const DRESSY_MATERIALS = 'silk|satin|velvet|cashmere|wool|tweed|linen|leather|suede|lace|seda|terciopelo|lana|cuero|lino|encaje|soie|velours|laine|cuir|lin|dentelle|seide|samt|wolle|leder|leinen|spitze|seta|velluto|pelle|lino|pizzo|veludo|couro|linho|renda';
export const SPORTY_MATERIALS = 'lycra|spandex|mesh|fleece|nylon|polyester|jersey|dri-fit|technical|breathable|moisture-wicking|licra|malla|polaire|funktions|atmungsaktiv|traspirante|tecnico|respirável';
