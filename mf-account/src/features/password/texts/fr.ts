import type { TranslationTree } from '@gbx/shared';
import { common } from '../../../i18n/common/fr';

/** The texts of the forgot-password and new-password pages (§2.14) in French (same keys as en.ts). */
export const fr: TranslationTree = {
  common,
  login: {
    forgot: 'Mot de passe oublié',
  },
  forgot: {
    title: 'Mot de passe oublié',
    intro: "Saisissez l'adresse e-mail de votre compte et nous vous enverrons un lien pour définir un nouveau mot de passe.",
    email: 'Adresse e-mail',
    submit: 'Envoyer le lien de réinitialisation',
    submitting: 'Envoi…',
    login: 'Vous avez un mot de passe ? Connectez-vous',
    errors: {
      emailRequired: 'Saisissez votre adresse e-mail.',
      emailInvalid: 'Saisissez une adresse e-mail valide, par exemple name@example.com.',
    },
  },
  newPassword: {
    title: 'Nouveau mot de passe',
    intro: 'Choisissez un nouveau mot de passe pour votre compte.',
    password: 'Saisissez le mot de passe',
    confirm: 'Confirmez le mot de passe',
    submit: 'Définir le nouveau mot de passe',
    submitting: 'Enregistrement…',
    modalTitle: 'Titre de la fenêtre',
    errors: {
      passwordRequired: 'Saisissez un nouveau mot de passe.',
      weakPassword: 'Utilisez au moins 8 caractères, avec des majuscules et des minuscules.',
      confirmRequired: 'Confirmez le nouveau mot de passe.',
      mismatch: 'La confirmation ne correspond pas au mot de passe.',
    },
  },
};
