const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML and XML: the e-mails (providers) and the SVG share cards (cards) both use it. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

/** A header line must not carry line breaks (header injection). */
export function singleLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}
