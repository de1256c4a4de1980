import type { TranslationTree } from '@gbx/shared';

/** The words every account page shares, in French: each feature's texts carry them under `common`. */
export const common: TranslationTree = {
  close: 'Fermer',
  messageTitle: 'Message',
  errorTitle: "Message d'erreur",
  somethingWrong: "Une erreur s'est produite, veuillez réessayer",
  tryAgain: 'Réessayer',
  loading: 'Chargement…',
};
