import { currentIo } from './io';

/** Human tables by default, JSON for machines. Everything goes to stdout; errors go to stderr. */

export interface Column<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
  align?: 'left' | 'right';
}

export function formatTable<T>(rows: T[], columns: Column<T>[]): string {
  const cells = rows.map((row) => columns.map((c) => cellText(c.value(row))));
  const widths = columns.map((c, i) => Math.max(c.header.length, ...cells.map((r) => r[i]!.length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => (columns[i]!.align === 'right' ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.header)), ...cells.map(line)].join('\n') + '\n';
}

function cellText(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  // One row per line: control characters from user data never break the table.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return String(value).replace(/[\u0000-\u001f\u007f]+/g, ' ');
}

/** `2026-11-21 20:27:03Z`: UTC, to the second. */
export function formatDate(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  return date.toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, 'Z');
}

export function formatPairs(pairs: Array<[string, string | number | boolean | null | undefined]>): string {
  const width = Math.max(...pairs.map(([k]) => k.length));
  return pairs.map(([k, v]) => `${`${k}:`.padEnd(width + 2)}${cellText(v)}`).join('\n') + '\n';
}

export function print(text: string): void {
  currentIo().writeOut(text.endsWith('\n') ? text : `${text}\n`);
}

export function printJson(value: unknown): void {
  currentIo().writeOut(`${JSON.stringify(value, null, 2)}\n`);
}

/** A warning or note for the operator: stderr, so it never mixes with --json output. */
export function warn(text: string): void {
  currentIo().writeErr(text.endsWith('\n') ? text : `${text}\n`);
}
