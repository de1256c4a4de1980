export { check, email, required, validate } from './validators';
export type { FieldRule } from './validators';
