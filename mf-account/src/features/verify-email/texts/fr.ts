import type { TranslationTree } from '@gbx/shared';
import { common } from '../../../i18n/common/fr';

/** The texts of the e-mail verification page (§2.14) in French (same keys as en.ts). */
export const fr: TranslationTree = {
  common,
  verify: {
    title: "Vérification de l'e-mail",
    progress: "Vérification de l'e-mail en cours",
    successTitle: 'Succès',
    verified: 'Votre adresse e-mail est vérifiée. Vous pouvez maintenant vous connecter.',
    failed: "Votre adresse e-mail n'a pas pu être vérifiée avec ce lien.",
    unreachable: "Nous n'avons pas pu joindre le serveur pour vérifier votre adresse e-mail. Veuillez réessayer.",
    login: 'Se connecter',
  },
};
