import type { TranslationTree } from '@gbx/shared';

/** Contact us in Spanish (same keys as en.ts). */
export const es: TranslationTree = {
  title: 'Contáctenos',
  lead: '¿Tiene preguntas sobre un producto, un pedido, su cuenta o cómo vender en GBX Marketplace? Escríbanos: el equipo adecuado le responderá en un plazo de dos días hábiles.',
  offices: {
    title: 'Nuestras oficinas',
    choose: 'Elija una ubicación',
    names: { Canada: 'Canadá', USA: 'EE. UU.', Europe: 'Europa', India: 'India' },
    office: 'GBX Marketplace {{office}}',
    mapAlt: 'Mapa de {{city}} con un marcador en la oficina de GBX Marketplace {{office}}',
    hours: 'De lunes a viernes, de 9:00 a 17:00, hora local',
  },
  info: {
    title: 'Información general',
    text: 'Para todo lo que no se refiera a un pedido concreto, escriba a nuestro buzón general:',
    responseTime: 'Respondemos a todos los mensajes en un plazo de dos días hábiles.',
  },
  social: { title: 'Síganos' },
  form: {
    title: 'Envíenos un mensaje',
    allRequired: 'Todos los campos son obligatorios.',
    name: 'Su nombre',
    email: 'Su dirección de correo electrónico',
    subject: 'Asunto',
    message: 'Mensaje',
    messageHint: 'Hasta {{max}} caracteres.',
    counter: '{{count}} / {{max}}',
    send: 'Enviar mensaje',
    sending: 'Enviando…',
    privacy: 'Usamos sus datos únicamente para responder a su mensaje, como explica nuestra <privacy>política de privacidad</privacy>.',
    errors: {
      nameRequired: 'Escriba su nombre.',
      emailRequired: 'Escriba su dirección de correo electrónico.',
      emailInvalid: 'Escriba una dirección de correo válida, por ejemplo nombre@ejemplo.com.',
      subjectRequired: 'Escriba un asunto.',
      messageRequired: 'Escriba su mensaje.',
      tooLong: 'El texto es demasiado largo: no supere los {{max}} caracteres.',
      limited: 'Ha enviado varios mensajes en poco tiempo. Espere {{minutes}} minutos y vuelva a intentarlo; su mensaje sigue aquí.',
      failed: 'No hemos podido enviar su mensaje en este momento. Compruebe su conexión y vuelva a intentarlo; su mensaje sigue aquí.',
    },
    sent: {
      title: 'Gracias, su mensaje se ha enviado',
      text: 'Hemos recibido su mensaje «{{subject}}» y responderemos a {{email}} en un plazo de dos días hábiles.',
      reference: 'Su referencia: {{reference}}',
      again: 'Escribir otro mensaje',
    },
  },
};
