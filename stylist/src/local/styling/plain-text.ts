/**
 * A rating's component description as a member should read it elsewhere: the measured colour
 * shares ("black (42%), wine (17%)") and scores are for the rating screen, not for advice or
 * the combiner. Keeps the first clause that names the piece, without numbers or trailing stops.
 */
export function plainPiece(description: string): string {
  const first = description.split(/(?<=[.!?。！？])\s*/u)[0] ?? description;
  const named = first.split(/[:：]/u)[0] ?? first;
  return named
    .replace(/\s*[(（][^)）]*\d[^)）]*[)）]/gu, '')
    .replace(/\s*\d+([.,]\d+)?\s*(%|\/10)/gu, '')
    .replace(/[\s.。!！?？,，;；]+$/u, '')
    .trim();
}

/** A sentence that ends once: "wedding." + "." is "wedding."; Chinese and Japanese end with 。. */
export function endSentence(text: string): string {
  const t = text.trim().replace(/([.。])\1+$/u, '$1');
  if (/[.!?。！？]$/u.test(t)) return t;
  return /[\u3040-\u30ff\u3400-\u9fff]$/u.test(t) ? `${t}。` : `${t}.`;
}
