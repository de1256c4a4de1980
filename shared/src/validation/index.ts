export { check, email, matches, numeric, required, validate } from './validators';
export type { FieldRule } from './validators';
