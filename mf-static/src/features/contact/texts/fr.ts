import type { TranslationTree } from '@gbx/shared';

/** Contact us in French (same keys as en.ts). */
export const fr: TranslationTree = {
  title: 'Nous contacter',
  lead: 'Une question sur un produit, une commande, votre compte ou la vente sur GBX Marketplace ? Écrivez-nous : l’équipe concernée vous répond sous deux jours ouvrés.',
  offices: {
    title: 'Nos bureaux',
    choose: 'Choisissez un lieu',
    names: { Canada: 'Canada', USA: 'États-Unis', Europe: 'Europe', India: 'Inde' },
    office: 'GBX Marketplace {{office}}',
    mapAlt: 'Plan de {{city}} avec un repère sur le bureau GBX Marketplace {{office}}',
    hours: 'Du lundi au vendredi, de 9 h à 17 h, heure locale',
  },
  info: {
    title: 'Informations générales',
    text: 'Pour toute question qui ne concerne pas une commande précise, écrivez à notre adresse générale :',
    responseTime: 'Nous répondons à chaque message sous deux jours ouvrés.',
  },
  social: { title: 'Suivez-nous' },
  form: {
    title: 'Envoyez-nous un message',
    allRequired: 'Tous les champs sont obligatoires.',
    name: 'Votre nom',
    email: 'Votre adresse e-mail',
    subject: 'Objet',
    message: 'Message',
    messageHint: '{{max}} caractères au maximum.',
    counter: '{{count}} / {{max}}',
    send: 'Envoyer le message',
    sending: 'Envoi en cours…',
    privacy: 'Nous utilisons vos coordonnées uniquement pour répondre à votre message, comme l’explique notre <privacy>politique de confidentialité</privacy>.',
    errors: {
      nameRequired: 'Veuillez indiquer votre nom.',
      emailRequired: 'Veuillez indiquer votre adresse e-mail.',
      emailInvalid: 'Veuillez indiquer une adresse e-mail valide, par exemple nom@exemple.com.',
      subjectRequired: 'Veuillez indiquer un objet.',
      messageRequired: 'Veuillez écrire votre message.',
      tooLong: 'Ce texte est trop long : {{max}} caractères au maximum.',
      limited: 'Vous avez envoyé plusieurs messages en peu de temps. Veuillez patienter {{minutes}} minutes puis réessayer ; votre message est conservé.',
      failed: 'Nous n’avons pas pu envoyer votre message pour le moment. Vérifiez votre connexion et réessayez ; votre message est conservé.',
    },
    sent: {
      title: 'Merci, votre message a été envoyé',
      text: 'Nous avons bien reçu votre message « {{subject}} » et répondrons à {{email}} sous deux jours ouvrés.',
      reference: 'Votre référence : {{reference}}',
      again: 'Écrire un autre message',
    },
  },
};
