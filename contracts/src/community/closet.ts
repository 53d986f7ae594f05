import type { Language } from '../languages';

/** Folder names: trimmed, 1–60 characters, unique per user ignoring case. */
export const FOLDER_NAME_MAX_LENGTH = 60;
/** Folders one user may keep (a closet, not a database). */
export const FOLDERS_MAX = 100;

export const DEFAULT_FOLDER_IDS = ['workwear', 'casual', 'dateNight', 'favorites'] as const;
export type DefaultFolderId = (typeof DEFAULT_FOLDER_IDS)[number];

/** The spec's four default folders (Workwear, Casual, Date Night, Favorites), named in the user's language. */
export const DEFAULT_FOLDER_NAMES: Record<Language, Record<DefaultFolderId, string>> = {
  en: { workwear: 'Workwear', casual: 'Casual', dateNight: 'Date Night', favorites: 'Favorites' },
  es: { workwear: 'Trabajo', casual: 'Casual', dateNight: 'Noche de cita', favorites: 'Favoritos' },
  fr: { workwear: 'Tenues de travail', casual: 'Décontracté', dateNight: 'Soirée en amoureux', favorites: 'Favoris' },
  de: { workwear: 'Arbeitskleidung', casual: 'Freizeit', dateNight: 'Date-Abend', favorites: 'Favoriten' },
  it: { workwear: 'Lavoro', casual: 'Casual', dateNight: 'Serata romantica', favorites: 'Preferiti' },
  pt: { workwear: 'Trabalho', casual: 'Casual', dateNight: 'Noite a dois', favorites: 'Favoritos' },
  zh: { workwear: '职场装', casual: '休闲', dateNight: '约会之夜', favorites: '收藏' },
  ja: { workwear: '仕事服', casual: 'カジュアル', dateNight: 'デートナイト', favorites: 'お気に入り' },
  ko: { workwear: '출근룩', casual: '캐주얼', dateNight: '데이트 나이트', favorites: '즐겨찾기' },
  ar: { workwear: 'ملابس العمل', casual: 'كاجوال', dateNight: 'سهرة موعد', favorites: 'المفضلة' },
};

/** Trims and checks a folder name; returns the name or the reason it is refused. */
export function normaliseFolderName(raw: string): { ok: true; name: string } | { ok: false; reason: 'empty' | 'tooLong' } {
  const name = raw.trim();
  if (!name) return { ok: false, reason: 'empty' };
  if ([...name].length > FOLDER_NAME_MAX_LENGTH) return { ok: false, reason: 'tooLong' };
  return { ok: true, name };
}
