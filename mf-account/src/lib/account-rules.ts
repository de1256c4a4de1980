import type { FieldRule } from '@gbx/shared';

/*
 * Field rules of the account forms beyond the shared ones (@gbx/shared
 * validation: required, email, numeric, matches). Like those, each returns an
 * error key or null, and leaves an empty value to `required`.
 */

export const PASSWORD_MIN_LENGTH = 8;

/**
 * §5's unused rule set, enforced as the API enforces it: at least 8 characters
 * with an upper-case and a lower-case letter.
 */
export const strongPassword: FieldRule = (value) => {
  if (value === '') return null;
  return value.length < PASSWORD_MIN_LENGTH || !/\p{Lu}/u.test(value) || !/\p{Ll}/u.test(value) ? 'weakPassword' : null;
};

/** Equal to another field, ignoring case and surrounding spaces (confirm e-mail, §5). */
export function sameText(other: () => string, key = 'mismatch'): FieldRule {
  return (value) => (value.trim() !== '' && value.trim().toLowerCase() !== other().trim().toLowerCase() ? key : null);
}

/** Between min and max characters once trimmed (the mobile number: 5 to 15 digits). */
export function lengthBetween(min: number, max: number, key = 'length'): FieldRule {
  return (value) => {
    const length = value.trim().length;
    return length !== 0 && (length < min || length > max) ? key : null;
  };
}

/** Must not contain another field's value (a password hint that gives the password away); ignores values under 4 characters. */
export function notContaining(other: () => string, key = 'contains'): FieldRule {
  return (value) => {
    const secret = other();
    return value !== '' && secret.length >= 4 && value.toLowerCase().includes(secret.toLowerCase()) ? key : null;
  };
}
