/**
 * Reads family names from a font file or collection (TTC) without a font
 * library: enough to find which face of NotoSansCJK-*.ttc is "Noto Sans CJK JP".
 */

function tableOffset(font: Buffer, faceOffset: number, tag: string): number | null {
  const numTables = font.readUInt16BE(faceOffset + 4);
  for (let i = 0; i < numTables; i++) {
    const record = faceOffset + 12 + i * 16;
    if (font.toString('latin1', record, record + 4) === tag) return font.readUInt32BE(record + 8);
  }
  return null;
}

/** The family name (name ID 16, else 1; Windows Unicode records) of the face at `faceOffset`. */
function familyName(font: Buffer, faceOffset: number): string | null {
  const name = tableOffset(font, faceOffset, 'name');
  if (name === null) return null;
  const count = font.readUInt16BE(name + 2);
  const strings = name + font.readUInt16BE(name + 4);
  const found = new Map<number, string>();
  for (let i = 0; i < count; i++) {
    const r = name + 6 + i * 12;
    const platform = font.readUInt16BE(r);
    const nameId = font.readUInt16BE(r + 6);
    const languageId = font.readUInt16BE(r + 4);
    if (platform !== 3 || (nameId !== 1 && nameId !== 16) || languageId !== 0x409 || found.has(nameId)) continue;
    const start = strings + font.readUInt16BE(r + 10);
    const bytes = Buffer.from(font.subarray(start, start + font.readUInt16BE(r + 8)));
    found.set(nameId, bytes.swap16().toString('utf16le'));
  }
  return found.get(16) ?? found.get(1) ?? null;
}

/** Family names of every face, in face-index order (one entry for a plain TTF/OTF). */
export function faceFamilies(font: Buffer): (string | null)[] {
  if (font.toString('latin1', 0, 4) !== 'ttcf') return [familyName(font, 0)];
  const numFonts = font.readUInt32BE(8);
  return Array.from({ length: numFonts }, (_, i) => familyName(font, font.readUInt32BE(12 + i * 4)));
}

/** The index of the face named `family`, or 0 when no face has that name. */
export function faceIndex(font: Buffer, family: string): number {
  const index = faceFamilies(font).indexOf(family);
  return index < 0 ? 0 : index;
}
