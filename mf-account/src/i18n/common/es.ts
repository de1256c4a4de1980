import type { TranslationTree } from '@gbx/shared';

/** The words every account page shares, in Spanish: each feature's texts carry them under `common`. */
export const common: TranslationTree = {
  close: 'Cerrar',
  messageTitle: 'Mensaje',
  errorTitle: 'Mensaje de error',
  somethingWrong: 'Algo salió mal, inténtelo de nuevo',
  tryAgain: 'Intentar de nuevo',
  loading: 'Cargando…',
};
