import type { TranslationTree } from '@gbx/shared';

export const es: TranslationTree = {
  on: 'Le enviaremos un correo electrónico cuando vuelva a estar disponible',
  off: 'No recibirá correos electrónicos sobre este producto',
};
