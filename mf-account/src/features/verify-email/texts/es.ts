import type { TranslationTree } from '@gbx/shared';
import { common } from '../../../i18n/common/es';

/** The texts of the e-mail verification page (§2.14) in Spanish (same keys as en.ts). */
export const es: TranslationTree = {
  common,
  verify: {
    title: 'Verificación del correo electrónico',
    progress: 'Verificación del correo electrónico en curso',
    successTitle: 'Éxito',
    verified: 'Su correo electrónico está verificado. Ya puede iniciar sesión.',
    failed: 'No se pudo verificar su correo electrónico con este enlace.',
    unreachable: 'No pudimos contactar con el servidor para verificar su correo electrónico. Inténtelo de nuevo.',
    login: 'Iniciar sesión',
  },
};
