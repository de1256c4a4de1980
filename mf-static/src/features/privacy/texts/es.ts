import type { TranslationTree } from '@gbx/shared';

/** Privacy policy summary in Spanish (same keys as en.ts). */
export const es: TranslationTree = {
  title: 'Política de privacidad',
  lead: 'Un resumen de cómo GBX Marketplace recoge, utiliza, comparte y protege su información personal, y de las opciones de que dispone.',
  updated: 'Última actualización: 24 de mayo de 2018',
  sections: {
    commitment: {
      title: 'Nuestro compromiso',
      body: {
        p1: 'GBX Marketplace («GBX», «nosotros») respeta su privacidad. Este resumen explica qué información personal recogemos cuando visita o utiliza GBX Marketplace, por qué la recogemos, con quién la compartimos, cuánto tiempo la conservamos y cómo puede controlarla.',
        p2: 'Se aplica a todas las personas que usan el mercado: visitantes que navegan sin cuenta y compradores, vendedores, afiliados y anunciantes registrados.',
      },
    },
    framework: {
      title: 'El marco de privacidad UE–EE. UU.',
      body: {
        p1: 'GBX Marketplace cumple el marco de privacidad UE–EE. UU. establecido por el Departamento de Comercio de los Estados Unidos para la recogida, el uso y la conservación de la información personal transferida desde la Unión Europea a los Estados Unidos. Aplicamos sus principios a toda esa información:',
        list1: {
          a: '<strong>Aviso</strong>: le informamos de qué recogemos y para qué, como hace este resumen.',
          b: '<strong>Elección</strong>: usted decide si su información puede utilizarse para un fin sustancialmente distinto de aquel para el que se recogió.',
          c: '<strong>Responsabilidad en las transferencias posteriores</strong>: los proveedores de servicios con los que compartimos información deben protegerla al mismo nivel.',
          d: '<strong>Seguridad</strong>: adoptamos medidas razonables y adecuadas para protegerla.',
          e: '<strong>Integridad de los datos y limitación de la finalidad</strong>: solo conservamos lo pertinente para el fin y lo mantenemos exacto.',
          f: '<strong>Acceso</strong>: puede consultar, corregir y suprimir la información que tenemos sobre usted.',
          g: '<strong>Recurso, cumplimiento y responsabilidad</strong>: puede presentarnos una reclamación y, después, acudir sin coste a un organismo independiente de resolución de conflictos o a su autoridad local de protección de datos.',
        },
      },
    },
    collect: {
      title: 'Información que recogemos',
      body: {
        p0: 'Solo recogemos lo que el mercado necesita para funcionar para usted:',
        list1: {
          a: '<strong>Datos de la cuenta</strong> que nos facilita al registrarse: su nombre, dirección de correo electrónico, fecha de nacimiento, número de móvil y preferencias de mensajería, la pista de su contraseña y, si lo tiene, su código de afiliado. Las contraseñas solo se guardan como un hash irreversible.',
          b: '<strong>Información del dispositivo</strong>: su navegador y su sistema operativo y, si lo permite, la posición de su dispositivo, que usamos para encontrar la ciudad, la moneda y el idioma más cercanos.',
          c: '<strong>Actividad en el mercado</strong>: las páginas y los productos que visita, sus búsquedas y los artículos de su carrito y de su lista de deseos.',
          d: '<strong>Mensajes</strong> que nos envía mediante el formulario de contacto, con la oficina y el idioma que eligió.',
        },
        p1: 'No recogemos números de tarjetas de pago en las páginas del mercado y nunca le pediremos su contraseña por correo electrónico.',
      },
    },
    use: {
      title: 'Cómo utilizamos su información',
      body: {
        p0: 'Utilizamos su información personal únicamente para estos fines:',
        list1: {
          a: 'para hacer funcionar el mercado: mostrarle productos cercanos, precios en su moneda y la interfaz en su idioma;',
          b: 'para gestionar su cuenta, su carrito y su lista de deseos, y enviarle los correos que su cuenta necesita, como la verificación de la dirección y el restablecimiento de la contraseña;',
          c: 'para responder a sus mensajes y solicitudes;',
          d: 'para mantener la seguridad del mercado: prevenir el fraude y los abusos, y aplicar nuestra política de artículos prohibidos y restringidos;',
          e: 'para cumplir nuestras obligaciones legales.',
        },
        p1: '<strong>No vendemos su información personal.</strong>',
      },
    },
    share: {
      title: 'Cuándo compartimos información',
      body: {
        p0: 'Solo compartimos información personal en estos casos:',
        list1: {
          a: 'con un vendedor, cuando usted se pone en contacto con él o hace un pedido, para que pueda responderle y hacerle la entrega;',
          b: 'con proveedores que alojan, protegen y dan soporte al mercado en nuestro nombre, mediante contratos que les obligan a respetar esta política;',
          c: 'con las autoridades públicas, cuando la ley lo exige o para proteger los derechos y la seguridad de nuestros usuarios;',
          d: 'con el comprador de nuestra empresa, si GBX Marketplace llegara a fusionarse o venderse, con las mismas garantías.',
        },
      },
    },
    browser: {
      title: 'Qué guarda su navegador',
      body: {
        p1: 'Para funcionar sin preguntarle lo mismo en cada página, el mercado guarda los valores siguientes en el almacenamiento local de su navegador. Permanecen en su dispositivo; puede eliminarlos en cualquier momento borrando los datos del sitio en su navegador, y al cerrar sesión se eliminan los valores de su cuenta.',
        p2: 'Cuando inicia sesión, nuestro servidor establece además una cookie de sesión que su navegador devuelve con cada solicitud. Los scripts de la página no pueden leerla, y caduca cuando cierra la sesión o cuando la sesión expira.',
      },
      storedTitle: 'Valores guardados en el almacenamiento local',
      keyColumn: 'Valor guardado',
      purposeColumn: 'Para qué sirve',
      unknown: 'Lo utiliza la interfaz del mercado.',
      keys: {
        auth: 'Su token de acceso tras iniciar sesión, con su número de usuario.',
        csa: 'Un token anónimo que identifica su navegador ante nuestro servidor antes de iniciar sesión.',
        isLoggedin: 'Si ha iniciado sesión (1) o no (0).',
        userType: 'Su tipo de cuenta: comprador, vendedor, afiliado o anunciante.',
        userName: 'El nombre que aparece en la barra superior cuando ha iniciado sesión.',
        userData: 'Una referencia a su cuenta que nuestro servidor le asignó al iniciar sesión.',
        dataurl: 'La dirección de su panel.',
        wishListCountData: 'Cuántos artículos hay en su lista de deseos, para el corazón de la cabecera.',
        latitude: 'La latitud de su dispositivo, si permitió la ubicación.',
        longitude: 'La longitud de su dispositivo, si permitió la ubicación.',
        devicebrowser: 'Su navegador, por ejemplo Chrome.',
        deviceos: 'Su sistema operativo, por ejemplo Android.',
        devicetype: 'El tipo de cliente: siempre WEB.',
        userdevice: 'El registro del dispositivo que devolvió nuestro servidor: el idioma y la configuración de su país.',
        languageName: 'El nombre del idioma de su país.',
        countryLanguage: 'El código del idioma de su país.',
        api_type: 'Cómo identificó el servidor su ubicación.',
        selectedLanguage: 'El idioma de la interfaz que eligió (inglés por defecto).',
        preselectedLanguage: 'El idioma que usaba antes de su último cambio.',
        cookieConsent: 'Que aceptó las cookies y esta política (1).',
        sortBy: 'El orden que eligió en las listas de productos.',
        offset: 'En qué punto de una lista de productos estaba, para volver a él al retroceder.',
        backNavigation: 'Se guarda cuando usa el enlace VOLVER de una página informativa, para que la página a la que vuelve recupere su posición.',
        recentlyViewed: 'Los últimos productos que abriste (su número, título e imagen), para que la página de inicio y las páginas de producto puedan volver a mostrártelos. Se queda en tu dispositivo y nunca se nos envía.',
        compareProducts: 'Los productos que elegiste comparar (cuatro como máximo: su número y su título), para que la barra de comparación te acompañe de página en página. Se queda en tu dispositivo y nunca se nos envía.',
      },
    },
    retention: {
      title: 'Cuánto tiempo conservamos su información',
      body: {
        note1: 'Conservamos la información de su cuenta hasta que la elimine y durante 60 meses después de su eliminación.',
        p1: 'La conservamos durante ese periodo para responder a preguntas sobre pedidos anteriores, resolver disputas, prevenir el fraude y cumplir nuestras obligaciones legales y fiscales. Transcurrido ese periodo, se elimina o se anonimiza. Los mensajes que nos envía mediante el formulario de contacto siguen la misma regla.',
      },
    },
    rights: {
      title: 'Sus opciones y derechos',
      body: {
        p1: 'Puede pedirnos en cualquier momento ver la información personal que tenemos sobre usted, corregirla, suprimirla, limitar su uso u oponerse a él, o recibir una copia en un formato portátil. Cuando nos basamos en su consentimiento, puede retirarlo en cualquier momento, sin que ello afecte a lo realizado anteriormente.',
        p2: 'Para ejercer estos derechos, escriba a <privacy>privacy@gbxmarketplace.com</privacy> o utilice el <contact>formulario de contacto</contact>. Respondemos en un plazo de 30 días y es posible que antes le pidamos que confirme su identidad.',
      },
    },
    children: {
      title: 'Menores',
      body: {
        p1: 'GBX Marketplace está dirigido a personas de 18 años o más. No recogemos a sabiendas información personal de menores de 18 años; si descubrimos que lo hemos hecho, la eliminamos.',
      },
    },
    security: {
      title: 'Cómo protegemos su información',
      body: {
        p1: 'La información viaja entre su navegador y nuestros servidores mediante conexiones cifradas. Las contraseñas se guardan como hashes irreversibles, el acceso a la información personal se limita al personal que lo necesita y nuestros sistemas se supervisan para detectar usos indebidos. Ningún sistema es completamente seguro: no comparta su contraseña y cierre la sesión en los dispositivos compartidos.',
      },
    },
    changes: {
      title: 'Cambios en este resumen y cómo contactarnos',
      body: {
        p1: 'Cuando cambiamos la forma en que tratamos la información personal, actualizamos este resumen y la fecha que figura al principio de la página, y comunicamos los cambios importantes a los usuarios registrados por correo electrónico.',
        p2: 'Preguntas o reclamaciones sobre privacidad: <privacy>privacy@gbxmarketplace.com</privacy> o el <contact>formulario de contacto</contact>.',
      },
    },
  },
};
