import type { TranslationTree } from '@gbx/shared';

/** The report and contact forms of the product page in French (same keys as en.ts). */
export const fr: TranslationTree = {
  report: {
    thanks: 'Merci : notre équipe confiance et sécurité va examiner votre signalement. Référence {{reference}}.',
    reason: 'Motif',
    reasons: {
      counterfeit: 'Contrefaçon, ou réplique vendue comme authentique',
      prohibited: 'Article interdit ou réglementé',
      misleading: 'Description ou prix trompeur',
      offensive: 'Contenu choquant',
      fraud: 'Soupçon de fraude ou d’arnaque',
      other: 'Autre chose',
    },
    comment: 'Commentaire (facultatif)',
    commentRequired: 'Commentaire (obligatoire pour Autre chose)',
    send: 'Envoyer le signalement',
    problems: {
      reason: 'Choisissez un motif.',
      comment: {
        required: 'Dites ce qui ne va pas.',
        tooLong: '1000 caractères au maximum.',
        invalid: 'Ce commentaire ne peut pas être envoyé.',
      },
    },
  },
  contact: {
    message: 'Votre message',
    send: 'Envoyer le message',
    sent: 'Votre message a été envoyé au vendeur. Référence {{reference}}.',
    problems: {
      required: 'Écrivez votre message.',
      tooLong: '2000 caractères au maximum.',
      invalid: 'Ce message ne peut pas être envoyé.',
    },
  },
  charactersLeft: 'Caractères restants : {{left}}',
  sendFailed: 'L’envoi a échoué. Veuillez réessayer.',
};
