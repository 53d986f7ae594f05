/** One value of a webhook header (a repeated header counts by its first value). */
export function headerValue(value: string | string[] | undefined): string {
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}
