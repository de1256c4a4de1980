import type { TranslationTree } from '@gbx/shared';

/** About us in Spanish (same keys as en.ts). */
export const es: TranslationTree = {
  title: 'Quiénes somos',
  lead: 'GBX Marketplace es la tienda en línea del mundo: un mercado global donde los compradores encuentran productos de vendedores de cualquier país, ven cada precio en su propia moneda y compran con confianza. Cualquier tienda, a tu puerta.',
  facts: {
    founded: { value: '2015', label: 'Año de fundación' },
    prices: { value: '3', label: 'Precios en cada producto: en la moneda del vendedor, en dólares estadounidenses y en la suya' },
    segments: { value: '9', label: 'Segmentos de mercado abiertos hoy' },
    languages: { value: '6', label: 'Idiomas de la interfaz' },
  },
  factsTitle: 'GBX Marketplace en cifras',
  story: {
    title: 'Nuestra historia',
    body: {
      p1: 'GBX Marketplace nació en 2015 con una idea sencilla: un pequeño taller de Pune, un olivicultor familiar de Mendoza y un fabricante de máquinas herramienta de Ontario deberían poder llegar a compradores de todo el mundo con la misma facilidad que una gran marca internacional.',
      p2: 'Somos una plataforma facilitadora. Publicamos los artículos que los vendedores independientes anuncian en su propio país y moneda, y ayudamos a los compradores a buscarlos y ordenarlos por relevancia, precio, ubicación, categoría y popularidad. No compramos ni revendemos nada: la venta se realiza entre el comprador y el vendedor, y nuestro trabajo es que sea fácil, transparente y segura.',
    },
  },
  vision: {
    title: 'Nuestra visión',
    body: {
      p1: 'Un mundo en el que cualquier persona pueda comprar en cualquier tienda, de cualquier país, tan fácilmente como en la tienda de la esquina, y en el que cada vendedor, por pequeño que sea, pueda vender al mundo entero.',
    },
  },
  mission: {
    title: 'Nuestra misión',
    body: {
      p1: 'Conectar a compradores, vendedores y afiliados de distintos países con un mercado en el que la gente pueda confiar:',
      list1: {
        a: '<strong>Precios que se entienden.</strong> Cada producto muestra su precio en la moneda del vendedor, en dólares estadounidenses y en su propia moneda, con todos los impuestos sobre las ventas incluidos, salvo los aranceles transfronterizos.',
        b: '<strong>Búsquedas que empiezan donde usted está.</strong> Explore por palabra clave, por categoría hasta cuatro niveles, por ciudad, código postal, estado o provincia y país, por segmento de mercado y por ofertas.',
        c: '<strong>Normas que le protegen.</strong> Una política clara sobre artículos prohibidos y restringidos, vendedores identificados y una plataforma que mantiene la comunicación entre compradores y vendedores dentro de ella y no fuera.',
      },
    },
  },
  components: {
    title: 'Tres componentes, una plataforma',
    intro: 'GBX Marketplace se compone de tres partes que comparten una misma cuenta, un mismo buscador y unas mismas normas.',
    live: 'Disponible',
    soon: 'Próximamente',
    marketplace: {
      name: 'Mercado Global',
      text: 'Productos de vendedores de todo el mundo, con precios en tres monedas, búsqueda por ubicación, ofertas y productos destacados. Es el mercado que está usando hoy.',
    },
    services: {
      name: 'Servicios Globales',
      text: 'Servicios ofrecidos por profesionales y empresas, desde instalación y reparación hasta diseño y consultoría, que se encuentran por ubicación y categoría igual que los productos.',
    },
    promotions: {
      name: 'Promociones Globales',
      text: 'Promociones, cupones y campañas publicados por vendedores y anunciantes, que llegan a los compradores y a los lugares a los que van dirigidos.',
    },
  },
  customers: {
    title: 'A quién servimos',
    intro: 'Nuestros principales clientes son las personas y organizaciones a ambos lados de una venta, y los afiliados que las ponen en contacto.',
    buyers: {
      name: 'Compradores',
      text: 'Consumidores, empresas y organismos públicos que buscan más opciones de las que ofrece su mercado local, con precios que pueden comparar de un vistazo. Los visitantes pueden navegar sin cuenta; los compradores se registran para usar el carrito y la lista de deseos.',
    },
    vendors: {
      name: 'Vendedores',
      text: 'Fabricantes, mayoristas, minoristas, agricultores y particulares que publican sus productos en su propio país y moneda y obtienen una tienda pública que cualquier comprador puede visitar.',
    },
    affiliates: {
      name: 'Afiliados',
      text: 'Socios que presentan GBX Marketplace a vendedores y compradores de su ciudad o de su sector, y reciben reconocimiento por el negocio que aportan.',
    },
    segmentsTitle: 'Segmentos de mercado',
    segmentsIntro: 'Cada producto se publica en el segmento de mercado en el que se vende, para que el comprador de un hospital, un minorista y un consumidor encuentren lo que está pensado para ellos.',
    segments: {
      B2B: 'De empresa a empresa',
      B2C: 'De empresa a consumidor',
      B2G: 'De empresa a gobierno',
      M2B: 'De fabricante a empresa',
      M2C: 'De fabricante a consumidor',
      M2G: 'De fabricante a gobierno',
      G2G: 'De gobierno a gobierno',
      G2B: 'De gobierno a empresa',
      C2C: 'De consumidor a consumidor',
      F2C: 'De agricultor a consumidor',
      F2B: 'De agricultor a empresa',
      F2G: 'De agricultor a gobierno',
    },
  },
  strategy: {
    title: 'Nuestra estrategia',
    steps: {
      local: {
        name: 'Primero lo local, alcance global',
        text: 'Los vendedores venden desde donde están, en su propia moneda, y los compradores buscan desde donde están. La ubicación forma parte de cada anuncio, de modo que un comprador puede empezar por su ciudad y ampliar la búsqueda al mundo.',
      },
      transparent: {
        name: 'Precios transparentes',
        text: 'Mostrar tres precios en cada producto elimina el mayor obstáculo para comprar en otros países. Mantenemos los tipos de cambio al día y decimos con claridad qué está incluido y qué no.',
      },
      trust: {
        name: 'Confianza y seguridad',
        text: 'Publicamos qué se puede vender y qué no, retiramos los anuncios que incumplen las normas y recomendamos a los compradores no tratar con vendedores fuera de la plataforma, donde no podemos ayudarles.',
      },
      affiliates: {
        name: 'Crecimiento a través de afiliados',
        text: 'Los afiliados locales incorporan vendedores y les ayudan a tener éxito, lo que nos permite crecer ciudad a ciudad con personas que conocen su mercado.',
      },
      expand: {
        name: 'De los productos a los servicios y las promociones',
        text: 'Cuando el mercado se consolida en una región, llegan Servicios Globales y Promociones Globales, con las mismas cuentas, el mismo buscador y las mismas normas.',
      },
    },
  },
  cta: {
    title: 'Únase a GBX Marketplace',
    text: 'Abra una tienda y llegue a compradores de todo el mundo, o regístrese como comprador para empezar a comprar.',
    vendor: 'Registrarse como vendedor',
    buyer: 'Registrarse como comprador',
    contact: 'Contáctenos',
  },
};
