import type { TranslationTree } from '@gbx/shared';

/** About us in French (same keys as en.ts). */
export const fr: TranslationTree = {
  title: 'À propos de nous',
  lead: 'GBX Marketplace est la boutique en ligne du monde : une place de marché mondiale où les acheteurs trouvent les produits de vendeurs de tous les pays, voient chaque prix dans leur propre devise et achètent en toute confiance. N’importe quelle boutique, à votre porte.',
  facts: {
    founded: { value: '2015', label: 'Année de création' },
    prices: { value: '3', label: 'Prix sur chaque produit : dans la devise du vendeur, en dollars américains et dans la vôtre' },
    segments: { value: '9', label: 'Segments de marché ouverts aujourd’hui' },
    languages: { value: '6', label: 'Langues de l’interface' },
  },
  factsTitle: 'GBX Marketplace en chiffres',
  story: {
    title: 'Qui nous sommes',
    body: {
      p1: 'GBX Marketplace a été fondée en 2015 autour d’une idée simple : un petit atelier de Pune, une oliveraie familiale de Mendoza et un fabricant de machines-outils de l’Ontario devraient pouvoir toucher des acheteurs du monde entier aussi facilement qu’une grande marque internationale.',
      p2: 'Nous sommes une plateforme d’intermédiation. Nous publions les articles que des vendeurs indépendants proposent dans leur propre pays et leur propre devise, et nous aidons les acheteurs à les rechercher et à les classer par pertinence, prix, lieu, catégorie et popularité. Nous n’achetons ni ne revendons rien nous-mêmes : la vente a lieu entre l’acheteur et le vendeur, et notre rôle est de la rendre simple, transparente et sûre.',
    },
  },
  vision: {
    title: 'Notre vision',
    body: {
      p1: 'Un monde où chacun peut acheter dans n’importe quelle boutique, dans n’importe quel pays, aussi simplement que chez le commerçant du coin, et où chaque vendeur, aussi petit soit-il, peut vendre au monde entier.',
    },
  },
  mission: {
    title: 'Notre mission',
    body: {
      p1: 'Mettre en relation acheteurs, vendeurs et affiliés par-delà les frontières, grâce à une place de marché digne de confiance :',
      list1: {
        a: '<strong>Des prix compréhensibles.</strong> Chaque produit affiche son prix dans la devise du vendeur, en dollars américains et dans votre propre devise, toutes taxes de vente comprises, hors droits de douane transfrontaliers.',
        b: '<strong>Une recherche qui part de chez vous.</strong> Parcourez les produits par mot-clé, par catégorie sur quatre niveaux, par ville, code postal, État ou province et pays, par segment de marché et par offre.',
        c: '<strong>Des règles qui vous protègent.</strong> Une politique claire sur les articles interdits et réglementés, des vendeurs identifiés et une plateforme qui garde les échanges entre acheteurs et vendeurs en son sein plutôt qu’à l’extérieur.',
      },
    },
  },
  components: {
    title: 'Trois composantes, une plateforme',
    intro: 'GBX Marketplace repose sur trois composantes qui partagent un même compte, un même moteur de recherche et les mêmes règles.',
    live: 'Disponible',
    soon: 'Bientôt disponible',
    marketplace: {
      name: 'Marché mondial',
      text: 'Des produits de vendeurs du monde entier, avec des prix en trois devises, une recherche par lieu, des offres et des produits mis en avant. C’est la place de marché que vous utilisez aujourd’hui.',
    },
    services: {
      name: 'Services mondiaux',
      text: 'Des services proposés par des professionnels et des entreprises, de l’installation et la réparation jusqu’au design et au conseil, trouvés par lieu et par catégorie comme les produits.',
    },
    promotions: {
      name: 'Promotions mondiales',
      text: 'Des promotions, des bons de réduction et des campagnes publiés par des vendeurs et des annonceurs, diffusés auprès des acheteurs et dans les lieux auxquels ils sont destinés.',
    },
  },
  customers: {
    title: 'Nos clients',
    intro: 'Nos principaux clients sont les personnes et les organisations des deux côtés d’une vente, ainsi que les affiliés qui les mettent en relation.',
    buyers: {
      name: 'Acheteurs',
      text: 'Particuliers, entreprises et organismes publics qui veulent plus de choix que leur marché local n’en offre, avec des prix comparables d’un coup d’œil. Les visiteurs naviguent sans compte ; les acheteurs s’inscrivent pour utiliser le panier et la liste d’envies.',
    },
    vendors: {
      name: 'Vendeurs',
      text: 'Fabricants, grossistes, détaillants, agriculteurs et particuliers qui publient leurs produits dans leur propre pays et leur propre devise et disposent d’une boutique publique que tout acheteur peut visiter.',
    },
    affiliates: {
      name: 'Affiliés',
      text: 'Des partenaires qui font connaître GBX Marketplace aux vendeurs et aux acheteurs de leur ville ou de leur secteur, et qui sont rétribués pour les affaires qu’ils apportent.',
    },
    segmentsTitle: 'Segments de marché',
    segmentsIntro: 'Chaque produit est publié dans le segment de marché où il est vendu, afin que l’acheteur d’un hôpital, un détaillant et un particulier trouvent chacun ce qui leur est destiné.',
    segments: {
      B2B: 'D’entreprise à entreprise',
      B2C: 'D’entreprise à consommateur',
      B2G: 'D’entreprise à administration',
      M2B: 'De fabricant à entreprise',
      M2C: 'De fabricant à consommateur',
      M2G: 'De fabricant à administration',
      G2G: 'D’administration à administration',
      G2B: 'D’administration à entreprise',
      C2C: 'De consommateur à consommateur',
      F2C: 'D’agriculteur à consommateur',
      F2B: 'D’agriculteur à entreprise',
      F2G: 'D’agriculteur à administration',
    },
  },
  strategy: {
    title: 'Notre stratégie',
    steps: {
      local: {
        name: 'Local d’abord, portée mondiale',
        text: 'Les vendeurs vendent depuis chez eux, dans leur propre devise, et les acheteurs cherchent depuis chez eux. Le lieu fait partie de chaque annonce : un acheteur peut commencer par sa ville puis élargir sa recherche au monde entier.',
      },
      transparent: {
        name: 'Des prix transparents',
        text: 'Afficher trois prix sur chaque produit lève le principal obstacle à l’achat à l’étranger. Nous tenons les taux de change à jour et indiquons clairement ce qui est inclus et ce qui ne l’est pas.',
      },
      trust: {
        name: 'Confiance et sécurité',
        text: 'Nous publions ce qui peut être vendu et ce qui ne peut pas l’être, retirons les annonces qui enfreignent les règles et conseillons aux acheteurs de ne pas traiter avec les vendeurs en dehors de la plateforme, où nous ne pouvons pas les aider.',
      },
      affiliates: {
        name: 'Croître grâce aux affiliés',
        text: 'Les affiliés locaux recrutent des vendeurs et les aident à réussir, ce qui nous permet de nous développer ville après ville avec des personnes qui connaissent leur marché.',
      },
      expand: {
        name: 'Des produits aux services et aux promotions',
        text: 'Une fois la place de marché bien établie dans une région, Services mondiaux et Promotions mondiales suivent, avec les mêmes comptes, la même recherche et les mêmes règles.',
      },
    },
  },
  cta: {
    title: 'Rejoignez GBX Marketplace',
    text: 'Ouvrez une boutique et touchez des acheteurs du monde entier, ou inscrivez-vous comme acheteur pour commencer vos achats.',
    vendor: 'S’inscrire comme vendeur',
    buyer: 'S’inscrire comme acheteur',
    contact: 'Nous contacter',
  },
};
