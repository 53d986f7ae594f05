/**
 * What the weather is like, month by month, in the cities members ask to pack for most: the mean daily high in °C for
 * each month, January first, and the months of a rainy season (1–12), where a city has one.
 *
 * Source: the 1991–2020 climate normals of each country's weather service (Japan Meteorological Agency, Météo-France,
 * the Met Office, NOAA, Servizio Meteorologico/ISTAT, AEMET, IPMA, KMA, the Bureau of Meteorology, the Turkish State
 * Meteorological Service, the UAE National Center of Meteorology, the Thai Meteorological Department, the Meteorological
 * Service Singapore, DWD, INMET), as summarised on each city's climate table, rounded to the degree: a stylist packs for
 * the month, not for the decimal.
 *
 * `names` are every spelling a member writes the city in, in the ten languages (lower case, as the chat reads them).
 */
export interface CityClimate {
  id: string;
  names: readonly string[];
  highs: readonly [number, number, number, number, number, number, number, number, number, number, number, number];
  rainy: readonly number[];
}

export const CITY_CLIMATES: readonly CityClimate[] = [
  { id: 'tokyo', names: ['tokyo', 'tokio', 'tóquio', 'toquio', '東京', '东京', '도쿄', 'طوكيو'], highs: [10, 11, 14, 19, 24, 26, 30, 31, 28, 22, 17, 12], rainy: [6] },
  { id: 'paris', names: ['paris', 'parigi', '巴黎', 'パリ', '파리', 'باريس'], highs: [8, 9, 13, 16, 20, 23, 26, 25, 21, 16, 11, 8], rainy: [] },
  { id: 'london', names: ['london', 'londres', 'londra', 'londen', '伦敦', 'ロンドン', '런던', 'لندن'], highs: [8, 9, 12, 15, 18, 21, 24, 23, 20, 16, 12, 9], rainy: [] },
  { id: 'new-york', names: ['new york', 'nueva york', 'nova york', 'nova iorque', 'nyc', '纽约', 'ニューヨーク', '뉴욕', 'نيويورك'], highs: [4, 6, 10, 17, 22, 27, 30, 29, 25, 19, 13, 7], rainy: [] },
  { id: 'rome', names: ['rome', 'roma', 'rom', '罗马', 'ローマ', '로마', 'روما'], highs: [13, 14, 17, 20, 24, 28, 32, 32, 28, 23, 17, 14], rainy: [] },
  { id: 'barcelona', names: ['barcelona', 'barcelone', 'barcellona', '巴塞罗那', 'バルセロナ', '바르셀로나', 'برشلونة'], highs: [15, 16, 17, 19, 23, 26, 29, 29, 26, 23, 18, 15], rainy: [] },
  { id: 'lisbon', names: ['lisbon', 'lisboa', 'lisbonne', 'lissabon', 'lisbona', '里斯本', 'リスボン', '리스본', 'لشبونة'], highs: [15, 16, 19, 20, 22, 26, 28, 28, 27, 23, 18, 16], rainy: [] },
  { id: 'istanbul', names: ['istanbul', 'estambul', 'istambul', 'istanbul', '伊斯坦布尔', 'イスタンブール', '이스탄불', 'إسطنبول', 'اسطنبول'], highs: [9, 10, 12, 17, 21, 26, 29, 29, 25, 20, 15, 11], rainy: [] },
  { id: 'dubai', names: ['dubai', 'dubái', 'dubaï', '迪拜', 'ドバイ', '두바이', 'دبي'], highs: [24, 25, 28, 33, 38, 40, 41, 41, 39, 35, 31, 26], rainy: [] },
  { id: 'bangkok', names: ['bangkok', 'bangkoc', 'banguecoque', '曼谷', 'バンコク', '방콕', 'بانكوك'], highs: [33, 33, 34, 35, 34, 34, 33, 33, 33, 32, 32, 32], rainy: [5, 6, 7, 8, 9, 10] },
  { id: 'seoul', names: ['seoul', 'seúl', 'séoul', 'seul', '首尔', 'ソウル', '서울', 'سيول'], highs: [2, 5, 11, 18, 23, 27, 29, 30, 26, 20, 12, 4], rainy: [7] },
  { id: 'sydney', names: ['sydney', 'sídney', 'sidney', '悉尼', 'シドニー', '시드니', 'سيدني'], highs: [26, 26, 25, 23, 20, 17, 17, 18, 20, 22, 24, 25], rainy: [] },
];
