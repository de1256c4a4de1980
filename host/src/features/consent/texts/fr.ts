import type { TranslationTree } from '@gbx/shared';

export const fr: TranslationTree = {
  tagline: 'La boutique en ligne du monde entier',
  serverName: 'GBX Marketplace',
  flagAlt: 'Drapeau\u00a0: {{country}}',
  welcome: 'Bienvenue sur GBX Marketplace, l’internet du commerce et de la simplicité',
  cookieText:
    'Nous utilisons des cookies pour faire fonctionner cette place de marché\u00a0: ils mémorisent votre langue et votre localisation, vous gardent connecté et nous permettent d’afficher chaque prix dans votre propre devise. En cliquant sur ACCEPTER, vous acceptez notre <privacy>Politique de confidentialité</privacy> et nos <terms>Conditions d’utilisation</terms>.',
  agree: 'ACCEPTER',
  disagree: 'REFUSER',
  tiles: 'Ce que vous pouvez faire ici',
  findProduct: 'Trouvez votre produit',
  findService: 'Trouvez votre service',
  findPromotion: 'Trouvez votre promotion',
  refusalTitle: 'Consentement aux cookies',
  refusal: 'Pour continuer à utiliser nos services, veuillez cliquer sur Accepter afin de donner votre accord à la Politique de confidentialité',
  close: 'Fermer',
};
