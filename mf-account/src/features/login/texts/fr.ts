import type { TranslationTree } from '@gbx/shared';
import { common } from '../../../i18n/common/fr';

/** The texts of the login page (§2.12) in French (same keys as en.ts). */
export const fr: TranslationTree = {
  common,
  login: {
    title: 'Connexion',
    intro: 'Connectez-vous à votre compte acheteur GBX Marketplace pour utiliser votre panier, votre liste de souhaits et contacter les vendeurs.',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    remember: 'Se souvenir de moi',
    submit: 'Connexion',
    submitting: 'Connexion…',
    forgot: 'Mot de passe oublié',
    terms: 'En vous connectant, vous acceptez nos <terms>Conditions générales</terms>.',
    register: 'Nouveau sur GBX Marketplace ? <register>Inscrivez-vous comme acheteur</register>',
    somethingWrong: "Une erreur s'est produite, veuillez réessayer",
    errors: {
      emailRequired: 'Saisissez votre adresse e-mail.',
      emailInvalid: 'Saisissez une adresse e-mail valide, par exemple name@example.com.',
      passwordRequired: 'Saisissez votre mot de passe.',
    },
  },
};
