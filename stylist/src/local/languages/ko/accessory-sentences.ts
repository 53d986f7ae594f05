/**
 * Korean: the photo sentence for an accessory the vision step places by itself (not a colour zone
 * of vision.ts). `{piece}` is the language pack's garment in its colour (belt + colour, agreed).
 */
export const accessorySentences = {
  belt: '{piece}가 허리선을 잡아 줍니다.',
} as const;
