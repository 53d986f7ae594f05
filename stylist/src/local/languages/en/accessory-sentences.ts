/**
 * English: the photo sentence for an accessory the vision step places by itself (not a colour zone
 * of vision.ts). `{piece}` is the language pack's garment in its colour (belt + colour, agreed).
 */
export const accessorySentences = {
  belt: 'The {piece} marks the waist.',
} as const;
