import type { TranslationTree } from '@gbx/shared';
import { frBodies } from './bodies/fr';
import { withBodies } from './with-bodies';

const titles: Record<string, string> = {
  facilitativePlatform: 'Notre rôle de plateforme d’intermédiation',
  eligibility: 'Qui peut acheter et vendre : 18 ans et plus',
  generalProhibitions: 'Interdictions générales',
  artifacts: 'Objets archéologiques et biens culturels',
  currencyAndStamps: 'Monnaie, pièces et timbres',
  contractsAndTickets: 'Contrats et billets',
  cardsAndFinancialInstruments: 'Cartes de crédit et instruments financiers',
  drugs: 'Drogues et accessoires de consommation',
  offensiveMaterial: 'Contenus offensants',
  eventTickets: 'Billets pour des événements',
  facesNamesSignatures: 'Visages, noms et signatures',
  weapons: 'Armes et couteaux',
  alcoholAndTobacco: 'Alcool et tabac',
  governmentIdsAndUniforms: 'Pièces d’identité, permis et uniformes officiels',
  hazardousMaterials: 'Matières dangereuses',
  humanParts: 'Restes humains et parties du corps',
  invoices: 'Factures et reçus',
  mailingLists: 'Listes de diffusion et données personnelles',
  nonTransferableItems: 'Articles non transférables',
  policeItems: 'Articles liés à la police',
  pornography: 'Pornographie et contenus pour adultes',
  medicalDrugsAndDevices: 'Médicaments sur ordonnance et dispositifs médicaux',
  counterfeitsAndPiratedCopies: 'Contrefaçons et copies piratées',
  hackingAndSpyEquipment: 'Matériel de piratage et d’espionnage',
  software: 'Logiciels',
  stolenProperty: 'Biens volés',
  transitItems: 'Articles liés aux transports et à l’expédition',
  usedClothingAndCosmetics: 'Vêtements d’occasion et cosmétiques',
  wildlife: 'Animaux et produits de la faune sauvage',
  textileQuotas: 'Textiles soumis à des quotas d’importation',
  sanctionedItems: 'Articles soumis à embargo ou à sanctions',
  enforcement: 'Application, signalements et modifications de cette politique',
};

/** Terms in French (same keys as en.ts). */
export const fr: TranslationTree = {
  title: 'Conditions générales',
  lead: 'Notre politique relative aux articles interdits et réglementés : ce qui peut être mis en vente sur GBX Marketplace, ce qui ne peut l’être que sous conditions, et ce qui ne peut jamais l’être.',
  meta: 'Cette politique s’applique à chaque annonce, boutique de vendeur et message sur GBX Marketplace, dans tous les pays où nous sommes présents.',
  glanceTitle: 'Les limites en bref',
  glance: {
    age: 'Personne de moins de 18 ans ne peut acheter ni vendre sur GBX Marketplace.',
    knives: 'Les couteaux dont la lame dépasse 10 cm sont interdits.',
    badges: 'Les insignes de police historiques doivent avoir au moins 75 ans, et l’annonce doit indiquer leur âge.',
    transit: 'Les vêtements vintage du secteur des transports doivent avoir au moins 10 ans.',
    coins: 'Les répliques de pièces doivent porter la mention COPY, REPRODUCTION ou REPLICA.',
  },
  indexTitle: 'Index des articles interdits et réglementés',
  indexHint: '28 catégories d’articles. Chaque entrée mène à sa section.',
  sections: withBodies(titles, frBodies),
};
