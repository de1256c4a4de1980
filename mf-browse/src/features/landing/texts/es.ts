import type { TranslationTree } from '@gbx/shared';

export const es: TranslationTree = {
  title: 'La tienda en línea del mundo',
  tagline: 'Cualquier tienda a su puerta',
  lead: 'Productos de vendedores de todos los países, cada precio en la moneda del vendedor, en dólares estadounidenses y en la suya.',
  logo: 'GBX Marketplace: inicio del marketplace',
  shopIn: 'Comprar en {{city}}',
  nearMe: 'Buscar productos en su ubicación',
  liveCount_one: '<n>{{value}}</n> producto de vendedores de todo el mundo',
  liveCount_many: '<n>{{value}}</n> de productos de vendedores de todo el mundo',
  liveCount_other: '<n>{{value}}</n> productos de vendedores de todo el mundo',
  liveNote: 'En directo: se actualiza cada 10 segundos',
  categories: {
    title: 'Comprar por categoría',
    lead: 'Busque una categoría por su nombre, o abra una para ver sus subcategorías, hasta cuatro niveles.',
  },
  recent: {
    title: 'Vistos recientemente',
    lead: 'Los últimos productos que abriste, del más reciente al más antiguo.',
  },
};
