/** The contract's limit of a keyword (search_data, the advanced search's keyword). */
export const MAX_KEYWORD_LENGTH = 200;

/**
 * What a keyword field keeps of what was typed or pasted: the first
 * MAX_KEYWORD_LENGTH characters (never half of a character written with two
 * UTF-16 units), and whether the rest was cut, which the field then says.
 * The fields cut here rather than with maxlength, which cuts silently.
 */
export function limitKeyword(typed: string, limit = MAX_KEYWORD_LENGTH): { text: string; cut: boolean } {
  if (typed.length <= limit) return { text: typed, cut: false };
  const last = typed.charCodeAt(limit - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? limit - 1 : limit;
  return { text: typed.slice(0, end), cut: true };
}

/** A keyword as a listing's address keeps it: trimmed, its spaces single, within the limit. */
export function cleanKeyword(typed: string): string {
  return typed.trim().replace(/\s+/g, ' ').slice(0, MAX_KEYWORD_LENGTH).trim();
}
