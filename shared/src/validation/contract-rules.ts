/*
 * The contract's rules (@gbx/contract/rules) that the areas' forms check before
 * sending, the same the API applies: the areas import them from @gbx/shared
 * like everything else they share.
 */
export {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  contactFieldProblem,
  emailProblem,
  passwordConfirmationProblem,
  passwordProblem,
  registrationProblems,
} from '@gbx/contract/rules';
export type { CalendarDate, ContactField, ContactProblem, RegistrationProblem, RegistrationRuleField } from '@gbx/contract/rules';
