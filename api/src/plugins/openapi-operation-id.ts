/**
 * The operationId of a route, derived from its method and path alone, so it is stable (renaming a
 * handler never changes it), unique (one route per method and path) and needs nothing in the
 * route files: `GET /api/ratings/:id/card.png` -> `getRatingsByIdCardPng`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') || /^\{.+\}$/.test(segment) ? ['by', ...wordsOf(segment)] : wordsOf(segment)));
  return method.toLowerCase() + words.map(capitalised).join('');
}

function wordsOf(text: string): string[] {
  return text.replace(/[:{}]/g, '').split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/).filter(Boolean);
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
