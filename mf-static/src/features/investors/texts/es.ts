import type { TranslationTree } from '@gbx/shared';

/** Investor relations in Spanish (same keys as en.ts). */
export const es: TranslationTree = {
  title: 'Relación con inversores',
  lead: 'GBX Marketplace conecta a compradores y vendedores de distintos países con un modelo facilitador y de bajo capital. Esta página está dirigida a inversores actuales y potenciales, analistas y socios.',
  overview: {
    title: 'Presentación de la empresa',
    body: {
      p1: 'GBX Marketplace se fundó en 2015 para construir la tienda en línea del mundo: un mercado multivendedor en el que los vendedores publican productos en su propio país y moneda, y los compradores de cualquier lugar ven cada precio en la moneda del vendedor, en dólares estadounidenses y en su propia moneda.',
      p2: 'Somos una plataforma facilitadora. Publicamos artículos y ayudamos a los compradores a buscarlos y ordenarlos; no compramos, almacenamos ni revendemos existencias. Por eso nuestro crecimiento depende del número de vendedores que publican con nosotros, de los compradores que los encuentran y de los servicios que ofrecemos a ambos, no de existencias ni de almacenes.',
    },
  },
  highlights: {
    title: 'De un vistazo',
    items: {
      founded: { value: '2015', label: 'Año de fundación' },
      offices: { value: '4', label: 'Oficinas regionales: Canadá, EE. UU., Europa e India' },
      components: { value: '3', label: 'Componentes de la plataforma: Mercado Global activo; Servicios Globales y Promociones Globales, próximamente' },
      segments: { value: '9 + 3', label: 'Segmentos de mercado: nueve activos y tres segmentos agrícolas próximamente' },
    },
  },
  model: {
    title: 'Cómo funciona el negocio',
    body: {
      p1: 'Nuestros ingresos proceden de los servicios que prestamos a quienes utilizan el mercado, no del margen sobre los productos:',
      list1: {
        a: '<strong>Servicios para vendedores</strong>: suscripciones de tienda y herramientas que ayudan a los vendedores a publicar, fijar precios y presentar sus productos a compradores de otros países.',
        b: '<strong>Visibilidad</strong>: posiciones destacadas, ofertas y promociones que los vendedores y anunciantes deciden contratar.',
        c: '<strong>Alianzas</strong>: una red de afiliados que atrae a vendedores y compradores a la plataforma, ciudad a ciudad.',
      },
      p2: 'Como no tenemos existencias, cada nuevo vendedor y cada nuevo país añaden anuncios con un coste marginal bajo, y cada parte de la plataforma (búsqueda, precios en tres monedas, confianza y seguridad) sirve a todos a la vez.',
    },
  },
  priorities: {
    title: 'Prioridades de crecimiento',
    body: {
      list1: {
        a: 'Consolidar el Mercado Global en las regiones donde tenemos oficinas, con afiliados y vendedores locales.',
        b: 'Lanzar Servicios Globales y Promociones Globales con las mismas cuentas, el mismo buscador y las mismas normas.',
        c: 'Abrir los segmentos agrícolas (F2C, F2B, F2G) para acercar a los productores directamente a los compradores.',
        d: 'Seguir invirtiendo en confianza y seguridad: política de anuncios, identificación de vendedores y prevención del fraude.',
      },
    },
  },
  governance: {
    title: 'Gobierno corporativo e información',
    body: {
      p1: 'GBX Marketplace es una empresa de capital privado. No publicamos estados financieros ni cotización en este sitio. La información financiera, nuestra presentación para inversores y los documentos de gobierno corporativo se comparten con los accionistas actuales y, mediante un acuerdo de confidencialidad, con inversores potenciales cualificados.',
      p2: 'Nuestro consejo supervisa la estrategia, los riesgos y el cumplimiento normativo, incluidos nuestros compromisos de privacidad en el marco UE–EE. UU. y nuestra política de artículos prohibidos y restringidos.',
    },
  },
  contact: {
    title: 'Contacto para inversores',
    intro: 'Para consultas de accionistas, inversores potenciales y analistas, escriba a nuestro equipo de relación con inversores. Indíquenos su nombre, su organización y el motivo de su interés; respondemos en un plazo de cinco días hábiles.',
    emailLabel: 'Correo electrónico',
    addressLabel: 'Dirección postal',
    other: '¿Otras preguntas sobre GBX Marketplace? Utilice la <contact>página de contacto</contact>.',
  },
  disclaimer: {
    title: 'Declaraciones prospectivas',
    text: 'Esta página contiene declaraciones prospectivas sobre nuestros planes, como el lanzamiento de nuevos componentes y segmentos de la plataforma. Reflejan nuestras intenciones actuales, conllevan riesgos e incertidumbres y no constituyen una promesa de resultados futuros. Nada de lo que figura en esta página es una oferta de venta ni una solicitud de oferta de compra de ningún valor.',
  },
};
