import type { TranslationTree } from '@gbx/shared';

/** The report and contact forms of the product page in Spanish (same keys as en.ts). */
export const es: TranslationTree = {
  report: {
    thanks: 'Gracias: nuestro equipo de confianza y seguridad revisará tu denuncia. Referencia {{reference}}.',
    reason: 'Motivo',
    reasons: {
      counterfeit: 'Falsificación, o réplica vendida como original',
      prohibited: 'Artículo prohibido o restringido',
      misleading: 'Descripción o precio engañosos',
      offensive: 'Contenido ofensivo',
      fraud: 'Sospecha de fraude o estafa',
      other: 'Otro motivo',
    },
    comment: 'Comentario (opcional)',
    commentRequired: 'Comentario (obligatorio para Otro motivo)',
    send: 'Enviar denuncia',
    problems: {
      reason: 'Elige un motivo.',
      comment: {
        required: 'Explica qué ocurre.',
        tooLong: 'Como máximo 1000 caracteres.',
        invalid: 'Este comentario no se puede enviar.',
      },
    },
  },
  contact: {
    message: 'Tu mensaje',
    send: 'Enviar mensaje',
    sent: 'Tu mensaje se ha enviado al vendedor. Referencia {{reference}}.',
    problems: {
      required: 'Escribe tu mensaje.',
      tooLong: 'Como máximo 2000 caracteres.',
      invalid: 'Este mensaje no se puede enviar.',
    },
  },
  charactersLeft: 'Caracteres restantes: {{left}}',
  sendFailed: 'No se pudo enviar. Inténtalo de nuevo.',
};
