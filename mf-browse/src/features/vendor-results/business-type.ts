import type { Translate } from '@gbx/shared';

/**
 * A vendor's business type in the page's language. The API sends it as an
 * English code ('Service Provider'), which stays the wire value; a type the
 * texts do not know yet shows as sent rather than as a text key.
 */
export const businessTypeText = (t: Translate, type: string): string => t(`businessTypes.${type}`, { defaultValue: type });
