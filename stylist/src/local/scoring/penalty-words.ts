import type { Language } from '@fitrater/contracts';
import type { PenaltyReason } from './penalties';

/** One sentence per reason, in each language, added to the feedback when points were taken off for it. */
export const PENALTY_WORDS: Record<Language, Record<PenaltyReason, string>> = {
  en: {
    condition: 'Points off for condition: stains, scuffs, wrinkles or wear show, and a stylist sees them first.',
    fit: 'Points off for fit: baggy or too-tight pieces undo even good clothes; a tailor or the next size fixes it.',
    weather: 'Points off for the weather you named: some pieces work against it.',
    overload: 'Points off for too many statement pieces at once: let one lead and calm the rest.',
    sportMix: 'Points off for sports pieces in a dressed-up outfit: gym wear pulls a polished look apart.',
  },
  es: {
    condition: 'Resto puntos por el estado de la ropa: manchas, roces, arrugas o desgaste se notan enseguida.',
    fit: 'Resto puntos por el ajuste: lo holgado o demasiado ajustado estropea hasta la mejor prenda; un arreglo o otra talla lo soluciona.',
    weather: 'Resto puntos por el tiempo que mencionas: algunas prendas no van con él.',
    overload: 'Resto puntos por demasiadas prendas protagonistas a la vez: deja que una destaque y calma el resto.',
    sportMix: 'Resto puntos por mezclar prendas deportivas con un look de vestir: la ropa de gimnasio descompone un conjunto arreglado.',
  },
  fr: {
    condition: 'Des points en moins pour l’état des vêtements : taches, éraflures, plis ou usure se voient tout de suite.',
    fit: 'Des points en moins pour la coupe : trop large ou trop serré gâche même une belle pièce ; une retouche ou une autre taille règle cela.',
    weather: 'Des points en moins pour la météo que vous indiquez : certaines pièces ne s’y prêtent pas.',
    overload: 'Des points en moins pour trop de pièces fortes à la fois : laissez-en une mener et apaisez le reste.',
    sportMix: 'Des points en moins pour des pièces de sport dans une tenue habillée : les vêtements de sport cassent l’allure d’une tenue soignée.',
  },
  de: {
    condition: 'Abzug für den Zustand: Flecken, Abrieb, Falten oder Verschleiß fallen sofort auf.',
    fit: 'Abzug für die Passform: Zu weit oder zu eng ruiniert auch gute Teile; eine Änderung oder eine andere Größe hilft.',
    weather: 'Abzug für das Wetter, das Sie nennen: Einige Teile passen nicht dazu.',
    overload: 'Abzug für zu viele auffällige Teile auf einmal: Lassen Sie eines führen und halten Sie den Rest ruhig.',
    sportMix: 'Abzug für Sportteile in einem eleganten Outfit: Sportkleidung bricht jeden gepflegten Look.',
  },
  it: {
    condition: 'Punti in meno per lo stato dei capi: macchie, segni, pieghe o usura si notano subito.',
    fit: 'Punti in meno per la vestibilità: troppo largo o troppo stretto rovina anche un bel capo; una modifica o un’altra taglia risolve.',
    weather: 'Punti in meno per il meteo che indichi: alcuni capi non sono adatti.',
    overload: 'Punti in meno per troppi capi protagonisti insieme: lasciane guidare uno e calma il resto.',
    sportMix: 'Punti in meno per capi sportivi in un look elegante: l’abbigliamento da palestra spezza un look curato.',
  },
  pt: {
    condition: 'Perde pontos pela conservação: manchas, arranhões, amassados ou desgaste aparecem logo.',
    fit: 'Perde pontos pelo caimento: largo ou justo demais estraga até uma boa peça; um ajuste ou outro tamanho resolve.',
    weather: 'Perde pontos pelo clima que você citou: algumas peças não combinam com ele.',
    overload: 'Perde pontos por peças de destaque demais ao mesmo tempo: deixe uma brilhar e acalme o resto.',
    sportMix: 'Perde pontos por peças esportivas num visual arrumado: roupa de academia desmonta um visual arrumado.',
  },
  zh: {
    condition: '因衣物状态扣分：污渍、磨损、褶皱或旧痕一眼就能看到。',
    fit: '因合身度扣分：过于宽大或过紧会毁掉好衣服，修改一下或换个尺码就能解决。',
    weather: '因你提到的天气扣分：有些单品不适合这样的天气。',
    overload: '因亮点单品太多扣分：让一件做主角，其余保持低调。',
    sportMix: '因正装里混搭运动单品扣分：运动单品会破坏精心搭配的整体感。',
  },
  ja: {
    condition: '服の状態で減点：シミ、すり減り、しわや傷みはすぐに目に入ります。',
    fit: 'サイズ感で減点：大きすぎ・きつすぎは良い服も台無しにします。お直しかサイズ替えで解決できます。',
    weather: '書かれた天気で減点：天気に合わないアイテムがあります。',
    overload: '主役アイテムが多すぎて減点：一つを主役にして、ほかは抑えましょう。',
    sportMix: 'きれいめな装いにスポーツアイテムが混ざって減点：スポーツウェアはきちんとした印象を崩してしまいます。',
  },
  ko: {
    condition: '옷 상태 때문에 감점: 얼룩, 닳은 자국, 구김은 바로 눈에 띄어요.',
    fit: '핏 때문에 감점: 너무 헐렁하거나 끼는 옷은 좋은 옷도 망쳐요. 수선하거나 사이즈를 바꾸면 해결돼요.',
    weather: '말씀하신 날씨 때문에 감점: 날씨와 맞지 않는 아이템이 있어요.',
    overload: '포인트 아이템이 너무 많아 감점: 하나만 주인공으로 두고 나머지는 차분하게 맞춰 보세요.',
    sportMix: '차려입은 옷에 운동용 아이템이 섞여 감점: 운동복은 갖춰 입은 룩의 분위기를 깨요.',
  },
  ar: {
    condition: 'خُصمت نقاط بسبب حالة الملابس: البقع والخدوش والتجاعيد والاهتراء تظهر فورًا.',
    fit: 'خُصمت نقاط بسبب المقاس: الواسع جدًا أو الضيق جدًا يفسد حتى القطع الجيدة، والتعديل أو مقاس آخر يحل المشكلة.',
    weather: 'خُصمت نقاط بسبب الطقس المذكور: بعض القطع لا تناسبه.',
    overload: 'خُصمت نقاط لكثرة القطع اللافتة معًا: الأفضل أن تكون قطعة واحدة هي البطلة وأن يبقى الباقي هادئًا.',
    sportMix: 'خُصمت نقاط لخلط قطع رياضية مع إطلالة رسمية: ملابس الرياضة تُفقد الإطلالة المرتبة تماسكها.',
  },
};
