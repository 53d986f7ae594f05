/**
 * Korean: the photo sentence for an accessory the vision step places by itself (not a colour zone
 * of vision.ts). `{piece}` is the language pack's garment in its colour (belt + colour, agreed);
 * `{piece:이}` lets the realiser choose 이/가 by its last sound.
 */
export const accessorySentences = {
  belt: '{piece:이} 허리선을 잡아 줘요.',
} as const;
