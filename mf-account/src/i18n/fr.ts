import type { TranslationTree } from '@gbx/shared';

export const fr: TranslationTree = {
  login: {
    title: 'Connexion',
    intro: 'Connectez-vous à votre compte acheteur GBX Marketplace pour utiliser votre panier, votre liste de souhaits et contacter les vendeurs.',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    remember: 'Se souvenir de moi',
    submit: 'Se connecter',
    submitting: 'Connexion…',
    forgot: 'Mot de passe oublié',
    terms: 'En vous connectant, vous acceptez nos <terms>Conditions générales</terms>.',
    register: 'Nouveau sur GBX Marketplace ? <register>Inscrivez-vous comme acheteur</register>',
    somethingWrong: 'Une erreur est survenue, veuillez réessayer',
    errors: {
      emailRequired: 'Saisissez votre adresse e-mail.',
      emailInvalid: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.com.',
      passwordRequired: 'Saisissez votre mot de passe.',
    },
  },
};
