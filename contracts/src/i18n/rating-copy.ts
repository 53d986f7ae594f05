import type { Language } from '../languages';
import type { RatingOccasion } from '../occasions';

/** Headline thresholds of the results screen and the share card (spec part 1 §2). */
export type HeadlineKey = 'excellent' | 'good' | 'improve';
export function headlineKey(score: number): HeadlineKey {
  if (score >= 8) return 'excellent';
  if (score >= 6) return 'good';
  return 'improve';
}

export const HEADLINES: Record<Language, Record<HeadlineKey, string>> = {
  en: { excellent: 'Excellent Style!', good: 'Good Look!', improve: 'Room for Improvement' },
  es: { excellent: '¡Estilo excelente!', good: '¡Buen look!', improve: 'Hay margen de mejora' },
  fr: { excellent: 'Style excellent !', good: 'Joli look !', improve: 'Peut mieux faire' },
  de: { excellent: 'Exzellenter Stil!', good: 'Guter Look!', improve: 'Da geht noch mehr' },
  it: { excellent: 'Stile eccellente!', good: 'Bel look!', improve: 'Si può migliorare' },
  pt: { excellent: 'Estilo excelente!', good: 'Belo visual!', improve: 'Dá para melhorar' },
  zh: { excellent: '风格出众！', good: '造型不错！', improve: '还有提升空间' },
  ja: { excellent: '最高のスタイル！', good: 'いい感じ！', improve: 'まだ伸びしろあり' },
  ko: { excellent: '훌륭한 스타일!', good: '좋은 룩!', improve: '개선의 여지가 있어요' },
  ar: { excellent: 'أسلوب رائع!', good: 'إطلالة جميلة!', improve: 'هناك مجال للتحسين' },
};

/** 'Everyday' is the label when no occasion applies (share card default). */
export const EVERYDAY_LABEL: Record<Language, string> = {
  en: 'Everyday', es: 'Día a día', fr: 'Au quotidien', de: 'Alltag', it: 'Tutti i giorni',
  pt: 'Dia a dia', zh: '日常', ja: '普段着', ko: '데일리', ar: 'يومي',
};

type OccasionLabels = Record<RatingOccasion, string>;

export const OCCASION_LABELS: Record<Language, OccasionLabels> = {
  en: {
    casual: 'Casual', work: 'Work', date: 'Date', party: 'Party', formal: 'Formal', workout: 'Workout', sports: 'Sports',
    football: 'Football', basketball: 'Basketball', tennis: 'Tennis', running: 'Running', beach: 'Beach', hiking: 'Hiking',
    wedding: 'Wedding', graduation: 'Graduation', interview: 'Interview', brunch: 'Brunch', shopping: 'Shopping',
    concert: 'Concert', travel: 'Travel', vacation: 'Vacation', church: 'Church', school: 'School', custom: 'Custom',
  },
  es: {
    casual: 'Informal', work: 'Trabajo', date: 'Cita', party: 'Fiesta', formal: 'Formal', workout: 'Entrenamiento', sports: 'Deportes',
    football: 'Fútbol', basketball: 'Baloncesto', tennis: 'Tenis', running: 'Correr', beach: 'Playa', hiking: 'Senderismo',
    wedding: 'Boda', graduation: 'Graduación', interview: 'Entrevista', brunch: 'Brunch', shopping: 'Compras',
    concert: 'Concierto', travel: 'Viaje', vacation: 'Vacaciones', church: 'Iglesia', school: 'Escuela', custom: 'Personalizada',
  },
  fr: {
    casual: 'Décontracté', work: 'Travail', date: 'Rendez-vous', party: 'Soirée', formal: 'Habillé', workout: 'Entraînement', sports: 'Sport',
    football: 'Football', basketball: 'Basket', tennis: 'Tennis', running: 'Course à pied', beach: 'Plage', hiking: 'Randonnée',
    wedding: 'Mariage', graduation: 'Remise de diplôme', interview: 'Entretien', brunch: 'Brunch', shopping: 'Shopping',
    concert: 'Concert', travel: 'Voyage', vacation: 'Vacances', church: 'Église', school: 'École', custom: 'Personnalisée',
  },
  de: {
    casual: 'Lässig', work: 'Arbeit', date: 'Date', party: 'Party', formal: 'Festlich', workout: 'Training', sports: 'Sport',
    football: 'Fußball', basketball: 'Basketball', tennis: 'Tennis', running: 'Laufen', beach: 'Strand', hiking: 'Wandern',
    wedding: 'Hochzeit', graduation: 'Abschlussfeier', interview: 'Vorstellungsgespräch', brunch: 'Brunch', shopping: 'Shopping',
    concert: 'Konzert', travel: 'Reise', vacation: 'Urlaub', church: 'Kirche', school: 'Schule', custom: 'Eigener Anlass',
  },
  it: {
    casual: 'Casual', work: 'Lavoro', date: 'Appuntamento', party: 'Festa', formal: 'Elegante', workout: 'Allenamento', sports: 'Sport',
    football: 'Calcio', basketball: 'Basket', tennis: 'Tennis', running: 'Corsa', beach: 'Spiaggia', hiking: 'Escursionismo',
    wedding: 'Matrimonio', graduation: 'Laurea', interview: 'Colloquio', brunch: 'Brunch', shopping: 'Shopping',
    concert: 'Concerto', travel: 'Viaggio', vacation: 'Vacanza', church: 'Chiesa', school: 'Scuola', custom: 'Personalizzata',
  },
  pt: {
    casual: 'Casual', work: 'Trabalho', date: 'Encontro', party: 'Festa', formal: 'Formal', workout: 'Treino', sports: 'Esportes',
    football: 'Futebol', basketball: 'Basquete', tennis: 'Tênis', running: 'Corrida', beach: 'Praia', hiking: 'Trilha',
    wedding: 'Casamento', graduation: 'Formatura', interview: 'Entrevista', brunch: 'Brunch', shopping: 'Compras',
    concert: 'Show', travel: 'Viagem', vacation: 'Férias', church: 'Igreja', school: 'Escola', custom: 'Personalizada',
  },
  zh: {
    casual: '休闲', work: '工作', date: '约会', party: '派对', formal: '正式场合', workout: '健身', sports: '运动',
    football: '足球', basketball: '篮球', tennis: '网球', running: '跑步', beach: '海滩', hiking: '徒步',
    wedding: '婚礼', graduation: '毕业典礼', interview: '面试', brunch: '早午餐', shopping: '购物',
    concert: '演唱会', travel: '旅行', vacation: '度假', church: '教堂', school: '上学', custom: '自定义',
  },
  ja: {
    casual: 'カジュアル', work: '仕事', date: 'デート', party: 'パーティー', formal: 'フォーマル', workout: 'トレーニング', sports: 'スポーツ',
    football: 'サッカー', basketball: 'バスケットボール', tennis: 'テニス', running: 'ランニング', beach: 'ビーチ', hiking: 'ハイキング',
    wedding: '結婚式', graduation: '卒業式', interview: '面接', brunch: 'ブランチ', shopping: 'ショッピング',
    concert: 'コンサート', travel: '旅行', vacation: 'バケーション', church: '教会', school: '学校', custom: 'カスタム',
  },
  ko: {
    casual: '캐주얼', work: '출근', date: '데이트', party: '파티', formal: '포멀', workout: '운동', sports: '스포츠',
    football: '축구', basketball: '농구', tennis: '테니스', running: '러닝', beach: '해변', hiking: '하이킹',
    wedding: '결혼식', graduation: '졸업식', interview: '면접', brunch: '브런치', shopping: '쇼핑',
    concert: '콘서트', travel: '여행', vacation: '휴가', church: '교회', school: '학교', custom: '직접 입력',
  },
  ar: {
    casual: 'كاجوال', work: 'العمل', date: 'موعد', party: 'حفلة', formal: 'رسمي', workout: 'تمرين', sports: 'رياضة',
    football: 'كرة القدم', basketball: 'كرة السلة', tennis: 'تنس', running: 'جري', beach: 'الشاطئ', hiking: 'المشي الجبلي',
    wedding: 'زفاف', graduation: 'تخرّج', interview: 'مقابلة عمل', brunch: 'برانش', shopping: 'تسوّق',
    concert: 'حفل موسيقي', travel: 'سفر', vacation: 'إجازة', church: 'الكنيسة', school: 'المدرسة', custom: 'مخصّص',
  },
};

/** The label shown for a rating's occasion: the user's own words for a custom one. */
export function occasionLabel(language: Language, occasion: RatingOccasion | null, customOccasion?: string | null): string {
  if (!occasion) return EVERYDAY_LABEL[language];
  if (occasion === 'custom') return customOccasion?.trim() || OCCASION_LABELS[language].custom;
  return OCCASION_LABELS[language][occasion];
}
