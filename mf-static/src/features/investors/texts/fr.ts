import type { TranslationTree } from '@gbx/shared';

/** Investor relations in French (same keys as en.ts). */
export const fr: TranslationTree = {
  title: 'Relations investisseurs',
  lead: 'GBX Marketplace met en relation acheteurs et vendeurs par-delà les frontières grâce à un modèle d’intermédiation peu capitalistique. Cette page s’adresse aux investisseurs actuels et potentiels, aux analystes et aux partenaires.',
  overview: {
    title: 'Présentation de l’entreprise',
    body: {
      p1: 'GBX Marketplace a été fondée en 2015 pour construire la boutique en ligne du monde : une place de marché multivendeurs où les vendeurs publient leurs produits dans leur propre pays et leur propre devise, et où les acheteurs du monde entier voient chaque prix dans la devise du vendeur, en dollars américains et dans leur propre devise.',
      p2: 'Nous sommes une plateforme d’intermédiation. Nous publions des articles et aidons les acheteurs à les rechercher et à les classer ; nous n’achetons, ne stockons ni ne revendons aucun stock. Notre croissance dépend donc du nombre de vendeurs qui publient chez nous, des acheteurs qui les trouvent et des services que nous proposons aux uns et aux autres, et non de stocks ou d’entrepôts.',
    },
  },
  highlights: {
    title: 'En bref',
    items: {
      founded: { value: '2015', label: 'Année de création' },
      offices: { value: '4', label: 'Bureaux régionaux : Canada, États-Unis, Europe et Inde' },
      components: { value: '3', label: 'Composantes de la plateforme : Marché mondial en service, Services mondiaux et Promotions mondiales bientôt disponibles' },
      segments: { value: '9 + 3', label: 'Segments de marché : neuf ouverts, trois segments agricoles bientôt disponibles' },
    },
  },
  model: {
    title: 'Notre modèle économique',
    body: {
      p1: 'Nos revenus proviennent des services que nous rendons aux utilisateurs de la place de marché, et non de la marge sur les marchandises :',
      list1: {
        a: '<strong>Services aux vendeurs</strong> : abonnements de boutique et outils qui aident les vendeurs à publier, fixer le prix et présenter leurs produits à des acheteurs d’autres pays.',
        b: '<strong>Visibilité</strong> : mises en avant, offres et promotions que les vendeurs et les annonceurs choisissent d’acheter.',
        c: '<strong>Partenariats</strong> : un réseau d’affiliés qui amène vendeurs et acheteurs sur la plateforme, ville après ville.',
      },
      p2: 'Comme nous ne détenons aucun stock, chaque nouveau vendeur et chaque nouveau pays ajoutent des annonces pour un coût marginal faible, et chaque brique de la plateforme (recherche, prix en trois devises, confiance et sécurité) les sert tous à la fois.',
    },
  },
  priorities: {
    title: 'Priorités de croissance',
    body: {
      list1: {
        a: 'Renforcer le Marché mondial dans les régions où nous avons des bureaux, avec des affiliés et des vendeurs locaux.',
        b: 'Lancer Services mondiaux et Promotions mondiales sur les mêmes comptes, la même recherche et les mêmes règles.',
        c: 'Ouvrir les segments agricoles (F2C, F2B, F2G) pour rapprocher directement les producteurs des acheteurs.',
        d: 'Continuer d’investir dans la confiance et la sécurité : politique des annonces, identification des vendeurs et prévention de la fraude.',
      },
    },
  },
  governance: {
    title: 'Gouvernance et information',
    body: {
      p1: 'GBX Marketplace est une société non cotée. Nous ne publions ni états financiers ni cours de l’action sur ce site. Les informations financières, notre présentation aux investisseurs et nos documents de gouvernance sont communiqués aux actionnaires existants et, sous accord de confidentialité, aux investisseurs potentiels qualifiés.',
      p2: 'Notre conseil d’administration supervise la stratégie, les risques et la conformité, y compris nos engagements de confidentialité dans le cadre UE–États-Unis et notre politique sur les articles interdits et réglementés.',
    },
  },
  contact: {
    title: 'Contact investisseurs',
    intro: 'Pour toute question d’actionnaires, d’investisseurs potentiels ou d’analystes, écrivez à notre équipe Relations investisseurs. Indiquez votre nom, votre organisation et la nature de votre intérêt ; nous répondons sous cinq jours ouvrés.',
    emailLabel: 'E-mail',
    addressLabel: 'Adresse postale',
    other: 'D’autres questions sur GBX Marketplace ? Utilisez la <contact>page de contact</contact>.',
  },
  disclaimer: {
    title: 'Déclarations prospectives',
    text: 'Cette page contient des déclarations prospectives sur nos projets, comme le lancement de nouvelles composantes et de nouveaux segments de la plateforme. Elles reflètent nos intentions actuelles, comportent des risques et des incertitudes et ne constituent pas une promesse de résultats futurs. Rien sur cette page ne constitue une offre de vente ni une sollicitation d’offre d’achat de titres.',
  },
};
