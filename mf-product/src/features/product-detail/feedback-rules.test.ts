import { describe, expect, it } from 'vitest';
import { REPORT_COMMENT_LIMIT, VENDOR_MESSAGE_LIMIT } from '@gbx/contract/rules';
import { reportTextKeys, vendorMessageTextKeys } from './feedback-rules';
import { ar } from './texts/forms/ar';
import { en } from './texts/forms/en';
import { es } from './texts/forms/es';
import { fr } from './texts/forms/fr';
import { hi } from './texts/forms/hi';
import { zh } from './texts/forms/zh';

const LANGUAGES = { en, hi, es, fr, ar, zh };

/** The text under `key` (dotted) in a language's tree. */
const textOf = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

const keysOf = (problems: Record<string, string | null>) => Object.values(problems).filter((key): key is string => Boolean(key));

describe('the feedback forms say the contract’s problems with their texts', () => {
  it('a report: a reason is required; a comment too for Something else, within its limit', () => {
    expect(reportTextKeys({ reason: '', comment: '' })).toEqual({ reason: 'report.problems.reason', comment: null });
    expect(reportTextKeys({ reason: 'other', comment: '  ' })).toEqual({ reason: null, comment: 'report.problems.comment.required' });
    expect(reportTextKeys({ reason: 'fraud', comment: 'x'.repeat(REPORT_COMMENT_LIMIT + 1) })).toEqual({ reason: null, comment: 'report.problems.comment.tooLong' });
    expect(reportTextKeys({ reason: 'fraud', comment: '' })).toEqual({ reason: null, comment: null });
  });

  it('a message to a vendor: written, within its limit', () => {
    expect(vendorMessageTextKeys({ message: ' \n' })).toEqual({ message: 'contact.problems.required' });
    expect(vendorMessageTextKeys({ message: 'x'.repeat(VENDOR_MESSAGE_LIMIT + 1) })).toEqual({ message: 'contact.problems.tooLong' });
    expect(vendorMessageTextKeys({ message: 'Hello' })).toEqual({ message: null });
  });

  it('every key they give has a text in each language', () => {
    const keys = [
      ...keysOf(reportTextKeys({ reason: '', comment: '' })),
      ...keysOf(reportTextKeys({ reason: 'other', comment: '' })),
      ...keysOf(reportTextKeys({ reason: 'other', comment: 'x'.repeat(REPORT_COMMENT_LIMIT + 1) })),
      ...keysOf(vendorMessageTextKeys({ message: '' })),
      ...keysOf(vendorMessageTextKeys({ message: 'x'.repeat(VENDOR_MESSAGE_LIMIT + 1) })),
    ];
    for (const [language, tree] of Object.entries(LANGUAGES)) for (const key of keys) expect(typeof textOf(tree, key), `${language}: ${key}`).toBe('string');
  });
});
