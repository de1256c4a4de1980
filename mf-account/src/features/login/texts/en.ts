import { common } from '../../../i18n/common/en';

/** The texts of the login page (§2.12) in English; texts quoted by the spec are kept word for word. */
export const en = {
  common,
  login: {
    title: 'Login',
    intro: 'Log in to your GBX Marketplace buyer account to use your cart, your wishlist and contact vendors.',
    email: 'Email address',
    password: 'Password',
    remember: 'Remember Me',
    submit: 'Login',
    submitting: 'Logging in…',
    forgot: 'Forgot Your Password',
    terms: 'By logging in you accept our <terms>Terms and Conditions</terms>.',
    register: 'New to GBX Marketplace? <register>Register as a buyer</register>',
    somethingWrong: 'Something went wrong please try again',
    errors: {
      emailRequired: 'Enter your e-mail address.',
      emailInvalid: 'Enter a valid e-mail address, such as name@example.com.',
      passwordRequired: 'Enter your password.',
    },
  },
};
