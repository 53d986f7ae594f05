import type { Language } from '@fitrater/contracts';
import type { VisionReport } from './types';

/** Why a photo is not a rating: nobody in it, or a person but no garment the analysis could read. */
export type NoOutfitReason = 'noPerson' | 'noGarment';

/**
 * Null when there is an outfit to rate. A garment counts once a top, bottom or footwear region has
 * colours of its own; a face alone (a close-up portrait) is not an outfit.
 */
export function noOutfitReason(v: Pick<VisionReport, 'chosen' | 'regions'>): NoOutfitReason | null {
  if (v.chosen < 0) return 'noPerson';
  const garment = (['top', 'bottom', 'footwear'] as const).some((part) => (v.regions[part]?.palette.length ?? 0) > 0);
  return garment ? null : 'noGarment';
}

/** What the user reads on the result screen; the unit was given back, so each message says so. */
export const NO_OUTFIT_WORDS: Record<Language, Record<NoOutfitReason, string>> = {
  en: {
    noPerson: 'No outfit found: we could not see a person in this photo. Your rating was not counted; try a photo of yourself, ideally head to toe.',
    noGarment: 'No outfit found: we could see a person but no clothes to rate. Your rating was not counted; try a photo that shows your outfit.',
  },
  es: {
    noPerson: 'No encontramos ningún look: no vemos a ninguna persona en esta foto. Esta valoración no se ha contado; prueba con una foto tuya, mejor de cuerpo entero.',
    noGarment: 'No encontramos ningún look: vemos a una persona, pero no la ropa. Esta valoración no se ha contado; prueba con una foto en la que se vea tu outfit.',
  },
  fr: {
    noPerson: 'Aucune tenue trouvée : nous ne voyons personne sur cette photo. Cette évaluation n’a pas été décomptée ; essayez une photo de vous, idéalement en pied.',
    noGarment: 'Aucune tenue trouvée : nous voyons une personne, mais pas de vêtements à évaluer. Cette évaluation n’a pas été décomptée ; essayez une photo où l’on voit votre tenue.',
  },
  de: {
    noPerson: 'Kein Outfit gefunden: Auf diesem Foto ist keine Person zu sehen. Diese Bewertung wurde nicht angerechnet; versuchen Sie es mit einem Foto von sich, am besten in ganzer Figur.',
    noGarment: 'Kein Outfit gefunden: Wir sehen eine Person, aber keine Kleidung zum Bewerten. Diese Bewertung wurde nicht angerechnet; versuchen Sie es mit einem Foto, auf dem Ihr Outfit zu sehen ist.',
  },
  it: {
    noPerson: 'Nessun outfit trovato: in questa foto non vediamo nessuna persona. La valutazione non è stata conteggiata; prova con una tua foto, meglio se a figura intera.',
    noGarment: 'Nessun outfit trovato: vediamo una persona, ma nessun capo da valutare. La valutazione non è stata conteggiata; prova con una foto in cui si veda il tuo outfit.',
  },
  pt: {
    noPerson: 'Nenhum look encontrado: não vemos ninguém nesta foto. Esta avaliação não foi contada; tente uma foto sua, de preferência de corpo inteiro.',
    noGarment: 'Nenhum look encontrado: vemos uma pessoa, mas nenhuma roupa para avaliar. Esta avaliação não foi contada; tente uma foto em que apareça o seu look.',
  },
  zh: {
    noPerson: '未找到穿搭：这张照片里没有看到人。本次评分不计入次数；请换一张你本人的照片，最好是全身照。',
    noGarment: '未找到穿搭：照片里有人，但看不到可以评分的衣服。本次评分不计入次数；请换一张能看到整套穿搭的照片。',
  },
  ja: {
    noPerson: 'コーデが見つかりません：この写真には人が写っていないようです。今回の採点は回数に含まれません。ご自身の写真（できれば全身）でお試しください。',
    noGarment: 'コーデが見つかりません：人は写っていますが、採点できる服が見えません。今回の採点は回数に含まれません。コーデ全体が写った写真でお試しください。',
  },
  ko: {
    noPerson: '코디를 찾지 못했어요: 이 사진에서 사람을 찾을 수 없어요. 이번 평가는 횟수에 포함되지 않았어요. 본인 사진, 가능하면 전신 사진으로 다시 시도해 주세요.',
    noGarment: '코디를 찾지 못했어요: 사람은 보이지만 평가할 옷이 보이지 않아요. 이번 평가는 횟수에 포함되지 않았어요. 코디가 잘 보이는 사진으로 다시 시도해 주세요.',
  },
  ar: {
    noPerson: 'لم نجد إطلالة: لا يظهر أي شخص في هذه الصورة. لم تُحتسب هذه المحاولة من رصيدك؛ يُرجى رفع صورة شخصية، ويُفضَّل أن تكون بالطول الكامل.',
    noGarment: 'لم نجد إطلالة: يظهر شخص في الصورة لكن لا تظهر ملابس يمكن تقييمها. لم تُحتسب هذه المحاولة من رصيدك؛ يُرجى رفع صورة تُظهر الإطلالة كاملة.',
  },
};
