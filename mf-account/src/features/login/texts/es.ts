import type { TranslationTree } from '@gbx/shared';
import { common } from '../../../i18n/common/es';

/** The texts of the login page (§2.12) in Spanish (same keys as en.ts). */
export const es: TranslationTree = {
  common,
  login: {
    title: 'Iniciar sesión',
    intro: 'Inicie sesión en su cuenta de comprador de GBX Marketplace para usar su carrito, su lista de deseos y contactar con vendedores.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    remember: 'Recordarme',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    forgot: '¿Olvidó su contraseña?',
    terms: 'Al iniciar sesión acepta nuestros <terms>Términos y condiciones</terms>.',
    register: '¿Nuevo en GBX Marketplace? <register>Regístrese como comprador</register>',
    somethingWrong: 'Algo salió mal, inténtelo de nuevo',
    errors: {
      emailRequired: 'Introduzca su correo electrónico.',
      emailInvalid: 'Introduzca un correo electrónico válido, como name@example.com.',
      passwordRequired: 'Introduzca su contraseña.',
    },
  },
};
