/**
 * PostgreSQL's COPY text format: one line per row, tab-separated, \N for NULL,
 * with backslash escapes. Used by both engines (a server through pg-copy-streams,
 * PGlite through its /dev/blob COPY), so bulk loading has one code path.
 */
export type CopyValue = string | number | boolean | bigint | Date | null | undefined | readonly string[];

function escapeText(value: string): string {
  return value.replace(/[\\\t\n\r]/g, (char) => (char === '\\' ? '\\\\' : char === '\t' ? '\\t' : char === '\n' ? '\\n' : '\\r'));
}

/** An array literal {"a","b"}: every element quoted so commas and braces inside are safe. */
function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`).join(',')}}`;
}

export function copyField(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return escapeText(arrayLiteral(value));
  return escapeText(String(value));
}

export function copyLine(values: readonly CopyValue[]): string {
  return `${values.map(copyField).join('\t')}\n`;
}
