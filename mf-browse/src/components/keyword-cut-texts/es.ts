import type { TranslationTree } from '@gbx/shared';

export const es: TranslationTree = {
  message: 'Las palabras clave tienen un límite de {{limit}} caracteres; el resto se ha cortado.',
};
