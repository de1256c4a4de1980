import type { TranslationTree } from '@gbx/shared';

/** The marketplace page, the place results and the vendor store in Spanish (same keys as en.ts). */
export const es: TranslationTree = {
  marketplace: {
    title: 'Búsqueda en el mercado',
    eyebrow: 'Comprando desde {{country}}',
    lead: 'Los productos que puedes comprar en {{country}}, cada uno con su precio en la moneda del vendedor, en dólares estadounidenses y en la tuya.',
    unknown: 'No conocemos ningún país llamado «{{name}}».',
  },
  place: {
    pageTitle: 'Productos en {{name}}',
    heading: 'Productos en <place>{{name}}</place>',
    eyebrow: 'Resultados de productos',
    lead: 'Productos cuyos vendedores están ubicados aquí.',
    segmentLead: '{{segment}}: {{meaning}}.',
    unknown: 'No conocemos ninguna ciudad, código postal, estado ni país llamado «{{name}}».',
    kind: {
      city: 'Una ciudad de {{country}}',
      postal: 'Un código postal de {{country}}',
      state: 'Un estado o provincia de {{country}}',
      country: 'Un país',
    },
  },
  store: {
    title: 'Tienda del vendedor',
    pageTitle: 'Bienvenido a la tienda en línea {{vendor}}',
    heading: 'Bienvenido a la tienda en línea <vendor>{{vendor}}</vendor>',
    lead: 'Todos los productos de este vendedor, con sus precios en tres monedas.',
    notFoundTitle: 'Tienda no encontrada',
    notFound: 'No hay ninguna tienda de vendedor en esta dirección («{{vendor}}»). Puede que el enlace sea antiguo o que la tienda haya cerrado.',
    backToMarketplace: 'Ir al mercado',
  },
};
