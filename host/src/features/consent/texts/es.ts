import type { TranslationTree } from '@gbx/shared';

export const es: TranslationTree = {
  tagline: 'La tienda en línea del mundo',
  serverName: 'GBX Marketplace',
  flagAlt: 'Bandera de {{country}}',
  welcome: 'Le damos la bienvenida a GBX Marketplace, el internet del comercio y la comodidad',
  cookieText:
    'Utilizamos cookies para el funcionamiento de este mercado en línea: recuerdan su idioma y su ubicación, mantienen su sesión iniciada y nos permiten mostrar cada precio en su propia moneda. Al hacer clic en ACEPTAR, usted acepta nuestra <privacy>Política de privacidad</privacy> y nuestros <terms>Términos de uso</terms>.',
  agree: 'ACEPTAR',
  disagree: 'RECHAZAR',
  tiles: 'Lo que puede hacer aquí',
  findProduct: 'Encuentre su producto',
  findService: 'Encuentre su servicio',
  findPromotion: 'Encuentre su promoción',
  refusalTitle: 'Consentimiento de cookies',
  refusal: 'Para seguir utilizando nuestros servicios, haga clic en Aceptar y dé su conformidad con la Política de privacidad',
  close: 'Cerrar',
};
