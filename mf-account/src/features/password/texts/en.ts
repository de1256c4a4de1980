import { common } from '../../../i18n/common/en';

/** The texts of the forgot-password and new-password pages (§2.14) in English; texts quoted by the spec are kept word for word. */
export const en = {
  common,
  login: {
    forgot: 'Forgot Your Password',
  },
  forgot: {
    title: 'Forgot password',
    intro: 'Enter the e-mail address of your account and we will send you a link to set a new password.',
    email: 'Email address',
    submit: 'Send Password Reset Link',
    submitting: 'Sending…',
    login: 'You have a password ? Log in',
    errors: {
      emailRequired: 'Enter your e-mail address.',
      emailInvalid: 'Enter a valid e-mail address, such as name@example.com.',
    },
  },
  newPassword: {
    title: 'New password',
    intro: 'Choose a new password for your account.',
    password: 'Enter Password',
    confirm: 'Confirm Password',
    submit: 'Set New Password',
    submitting: 'Saving…',
    modalTitle: 'Modal heading',
    errors: {
      passwordRequired: 'Enter a new password.',
      weakPassword: 'Use at least 8 characters, with upper-case and lower-case letters.',
      confirmRequired: 'Confirm the new password.',
      mismatch: 'The confirmation does not match the password.',
    },
  },
};
