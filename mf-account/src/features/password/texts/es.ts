import type { TranslationTree } from '@gbx/shared';
import { common } from '../../../i18n/common/es';

/** The texts of the forgot-password and new-password pages (§2.14) in Spanish (same keys as en.ts). */
export const es: TranslationTree = {
  common,
  login: {
    forgot: '¿Olvidó su contraseña?',
  },
  forgot: {
    title: 'Contraseña olvidada',
    intro: 'Introduzca el correo electrónico de su cuenta y le enviaremos un enlace para establecer una nueva contraseña.',
    email: 'Correo electrónico',
    submit: 'Enviar enlace para restablecer la contraseña',
    submitting: 'Enviando…',
    login: '¿Tiene una contraseña? Inicie sesión',
    errors: {
      emailRequired: 'Introduzca su correo electrónico.',
      emailInvalid: 'Introduzca un correo electrónico válido, como name@example.com.',
    },
  },
  newPassword: {
    title: 'Nueva contraseña',
    intro: 'Elija una nueva contraseña para su cuenta.',
    password: 'Introduzca la contraseña',
    confirm: 'Confirme la contraseña',
    submit: 'Establecer nueva contraseña',
    submitting: 'Guardando…',
    modalTitle: 'Encabezado del modal',
    errors: {
      passwordRequired: 'Introduzca una nueva contraseña.',
      weakPassword: 'Use al menos 8 caracteres, con mayúsculas y minúsculas.',
      confirmRequired: 'Confirme la nueva contraseña.',
      mismatch: 'La confirmación no coincide con la contraseña.',
    },
  },
};
