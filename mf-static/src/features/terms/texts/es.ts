import type { TranslationTree } from '@gbx/shared';
import { esBodies } from './bodies/es';
import { withBodies } from './with-bodies';

const titles: Record<string, string> = {
  facilitativePlatform: 'Nuestro papel como plataforma facilitadora',
  eligibility: 'Quién puede comprar y vender: mayores de 18 años',
  generalProhibitions: 'Prohibiciones generales',
  artifacts: 'Objetos arqueológicos y bienes culturales',
  currencyAndStamps: 'Dinero, monedas y sellos',
  contractsAndTickets: 'Contratos y billetes',
  cardsAndFinancialInstruments: 'Tarjetas de crédito e instrumentos financieros',
  drugs: 'Drogas y parafernalia para su consumo',
  offensiveMaterial: 'Material ofensivo',
  eventTickets: 'Entradas para eventos',
  facesNamesSignatures: 'Rostros, nombres y firmas',
  weapons: 'Armas y cuchillos',
  alcoholAndTobacco: 'Alcohol y tabaco',
  governmentIdsAndUniforms: 'Documentos oficiales, licencias y uniformes',
  hazardousMaterials: 'Materiales peligrosos',
  humanParts: 'Restos humanos y partes del cuerpo',
  invoices: 'Facturas y recibos',
  mailingLists: 'Listas de correo e información personal',
  nonTransferableItems: 'Artículos intransferibles',
  policeItems: 'Artículos policiales',
  pornography: 'Pornografía y material para adultos',
  medicalDrugsAndDevices: 'Medicamentos con receta y productos sanitarios',
  counterfeitsAndPiratedCopies: 'Falsificaciones y copias piratas',
  hackingAndSpyEquipment: 'Equipos de hacking y de espionaje',
  software: 'Software',
  stolenProperty: 'Bienes robados',
  transitItems: 'Artículos de transporte y envío',
  usedClothingAndCosmetics: 'Ropa usada y cosméticos',
  wildlife: 'Animales y productos de fauna silvestre',
  textileQuotas: 'Textiles sujetos a cuotas de importación',
  sanctionedItems: 'Artículos sujetos a embargos y sanciones',
  enforcement: 'Aplicación, denuncias y cambios de esta política',
};

/** Terms in Spanish (same keys as en.ts). */
export const es: TranslationTree = {
  title: 'Términos y condiciones',
  lead: 'Nuestra política sobre artículos prohibidos y restringidos: qué se puede publicar en GBX Marketplace, qué solo se puede publicar con condiciones y qué no se puede publicar nunca.',
  meta: 'Esta política se aplica a todos los anuncios, tiendas de vendedores y mensajes de GBX Marketplace, en todos los países en los que operamos.',
  glanceTitle: 'Los límites de un vistazo',
  glance: {
    age: 'Ninguna persona menor de 18 años puede comprar ni vender en GBX Marketplace.',
    knives: 'No se permiten cuchillos con hojas de más de 10 cm.',
    badges: 'Las placas policiales históricas deben tener al menos 75 años de antigüedad, y el anuncio debe indicarla.',
    transit: 'La ropa vintage de transporte debe tener al menos 10 años de antigüedad.',
    coins: 'Las réplicas de monedas deben llevar la marca COPY, REPRODUCTION o REPLICA.',
  },
  indexTitle: 'Índice de artículos prohibidos y restringidos',
  indexHint: '28 categorías de artículos. Cada entrada le lleva a su sección.',
  sections: withBodies(titles, esBodies),
};
