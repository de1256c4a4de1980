import { readProductId } from '@gbx/shared';
import { COMPARE_LIMIT } from './compare-list';

/** What /compare?ids=… asks for: the products to show, in the address's order, and what was left out and why. */
export interface CompareRequest {
  ids: string[];
  /** Parts that cannot be product numbers (as written, cut to 40 characters). */
  malformed: string[];
  /** Ids named more than once (shown once). */
  duplicates: string[];
  /** Valid ids after the fourth (left out). */
  extra: string[];
}

/** Reads the ids parameter: ids separated by commas (spaces around them ignored, empty parts skipped). */
export function parseCompareIds(value: string | null | undefined): CompareRequest {
  const request: CompareRequest = { ids: [], malformed: [], duplicates: [], extra: [] };
  for (const part of (value ?? '').split(',')) {
    const written = part.trim();
    if (!written) continue;
    const id = readProductId(written);
    if (id === null) request.malformed.push(written.slice(0, 40));
    else if (request.ids.includes(id) || request.extra.includes(id)) {
      if (!request.duplicates.includes(id)) request.duplicates.push(id);
    } else if (request.ids.length < COMPARE_LIMIT) request.ids.push(id);
    else request.extra.push(id);
  }
  return request;
}
