import { common } from '../../../i18n/common/en';

/** The texts of the e-mail verification page (§2.14) in English; texts quoted by the spec are kept word for word. */
export const en = {
  common,
  verify: {
    title: 'Email verification',
    progress: 'Email Verification in progress',
    successTitle: 'Success',
    verified: 'Your e-mail address is verified. You can now log in.',
    failed: 'Your e-mail address could not be verified with this link.',
    unreachable: 'We could not reach the server to verify your e-mail address. Please try again.',
    login: 'Log in',
  },
};
