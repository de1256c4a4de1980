import type { TranslationTree } from '@gbx/shared';

/** The section bodies of the terms in Spanish (same keys as en.ts). */
export const esBodies: Record<string, TranslationTree> = {
  facilitativePlatform: {
    p1: 'GBX Marketplace es una plataforma facilitadora. Publicamos los artículos que ofrecen vendedores independientes y ayudamos a los compradores a buscarlos y a ordenarlos por relevancia, precio, ubicación, categoría y popularidad. <strong>No compramos, poseemos, almacenamos ni revendemos ningún artículo publicado en el mercado</strong>, y no somos parte de la venta entre comprador y vendedor.',
    p2: 'Cada vendedor es responsable de que los artículos que publica sean legales para la venta donde se encuentra y para la entrega en el país del comprador, y de que sus anuncios cumplan esta política. Las normas varían de un país a otro: cuando difieren, se aplica al anuncio la norma más estricta.',
    p3: 'Esta política establece los artículos que nunca pueden publicarse (artículos prohibidos) y los que solo pueden publicarse en las condiciones indicadas (artículos restringidos). Forma parte de las condiciones de uso que todo comprador, vendedor y afiliado acepta al registrarse.',
  },
  eligibility: {
    note1: 'Ninguna persona menor de 18 años puede registrarse, comprar, vender ni actuar como afiliado en GBX Marketplace.',
    p1: 'El registro pide la fecha de nacimiento, y cerramos las cuentas abiertas por menores de 18 años. Los vendedores no deben dirigir artículos a menores, y los artículos con restricción de edad deben indicarlo en el anuncio, con la edad mínima, para que los compradores y los servicios de entrega puedan comprobarlo.',
    p2: 'Una cuenta de vendedor pertenece a una persona o empresa con capacidad para celebrar contratos vinculantes en su país. Los vendedores deben facilitar datos exactos sobre sí mismos y su negocio, y mantenerlos actualizados.',
  },
  generalProhibitions: {
    p1: 'Sea cual sea la categoría, un anuncio no está permitido cuando:',
    list1: {
      a: 'el artículo es ilegal de vender, poseer o exportar en el país del vendedor, o de importar en el país del comprador;',
      b: 'el vendedor no es propietario del artículo o no tiene derecho a venderlo;',
      c: 'la descripción, las fotos, el estado (nuevo, usado o reacondicionado) o el origen (auténtico o réplica) son falsos o engañosos;',
      d: 'el anuncio oculta el precio real, añade cargos que no se muestran o pide a los compradores pagar o ponerse en contacto fuera de GBX Marketplace;',
      e: 'el artículo ha sido retirado por su fabricante o por una autoridad pública, o ha sido declarado inseguro.',
    },
    p2: 'Cada categoría de artículos del índice añade sus propias normas a estas normas generales.',
  },
  artifacts: {
    p1: 'No pueden publicarse hallazgos arqueológicos, objetos extraídos de yacimientos históricos, pecios o tumbas, ni bienes culturales protegidos por su país de origen. Esto incluye los objetos procedentes de enterramientos y los objetos de significado sagrado o ceremonial para los pueblos indígenas.',
    p2: 'Las antigüedades y obras de arte adquiridas legalmente pueden publicarse cuando el vendedor puede acreditar su procedencia y, si la ley lo exige, dispone de una licencia de exportación. Podemos solicitar estos documentos en cualquier momento.',
  },
  currencyAndStamps: {
    p1: 'Pueden publicarse monedas, billetes y sellos de colección auténticos. Están prohibidos el dinero y los sellos falsos y los equipos diseñados para fabricarlos, así como el dinero de curso legal ofrecido por encima de su valor nominal como medio de pago.',
    note1: 'Las réplicas de monedas deben llevar la marca COPY, REPRODUCTION o REPLICA en el propio artículo, y el anuncio debe indicar que se trata de una réplica.',
    p2: 'Las réplicas de billetes deben diferenciarse claramente de los auténticos por su tamaño o color y no deben poder usarse como dinero. Los sellos de correos todavía válidos pueden venderse por su valor facial o por debajo de él.',
  },
  contractsAndTickets: {
    p1: 'No pueden publicarse contratos ni billetes cuyas condiciones prohíban su transferencia. Esto abarca los billetes de avión y de tren emitidos a nombre de un pasajero, los billetes y participaciones de lotería, los contratos de servicios prepagados y las afiliaciones y garantías vinculadas a una sola persona.',
    p2: 'Los cheques regalo y los vales pueden publicarse cuando el emisor permite su reventa y el anuncio indica el emisor, el valor y la fecha de caducidad. Las entradas para eventos tienen su propia sección más abajo.',
  },
  cardsAndFinancialInstruments: {
    p1: 'No pueden publicarse tarjetas de crédito, débito o prepago, números de tarjeta ni datos de cuentas, estén activos o no. Tampoco acciones, bonos, participaciones, certificados de inversión, cheques, giros postales ni ningún otro instrumento financiero, ni ofertas de préstamos, crédito o rentabilidades de inversión.',
    p2: 'Las tarjetas caducadas con valor de colección solo pueden publicarse si se han cortado o perforado de modo que no puedan usarse, y el número de tarjeta no aparece en ninguna foto.',
  },
  drugs: {
    p1: 'No pueden publicarse drogas ilegales, sustancias controladas ni sus precursores, ni productos que afirmen producir el mismo efecto (las llamadas drogas legales). También está prohibida la parafernalia para el consumo, es decir, los artículos diseñados o comercializados para fabricar, ocultar o consumir drogas ilegales.',
    p2: 'Los medicamentos con receta tienen su propia sección más abajo. Los complementos alimenticios solo pueden publicarse si son legales en los países afectados y el anuncio no hace afirmaciones médicas.',
  },
  offensiveMaterial: {
    p1: 'Están prohibidos los artículos y anuncios que promueven o ensalzan el odio, la violencia o la discriminación contra las personas por su raza, origen étnico, religión, discapacidad, género, orientación sexual o nacionalidad, así como los artículos que ensalzan delitos recientes o a sus autores.',
    p2: 'Los objetos históricos con símbolos ofensivos solo pueden publicarse cuando tienen un valor histórico real, se describen de forma objetiva y su venta es legal en los países afectados.',
  },
  eventTickets: {
    p1: 'Pueden publicarse entradas para conciertos, competiciones deportivas y otros eventos cuando el organizador permite su reventa y esta es legal en el lugar del evento. El anuncio debe indicar el evento, la fecha, el recinto, el asiento o la zona y el valor nominal de la entrada.',
    p2: 'Cuando la ley limita el precio de reventa de las entradas, el precio solicitado debe respetar ese límite. No pueden publicarse entradas que solo son válidas con la identidad del comprador original.',
  },
  facesNamesSignatures: {
    p1: 'No pueden publicarse artículos que usen el rostro, el nombre o la firma de una persona sin su permiso cuando ese uso da a entender que la persona respalda el artículo. Los autógrafos deben ser auténticos: el anuncio de un artículo firmado debe indicar cómo se obtuvo la firma y si va acompañado de un certificado de autenticidad.',
    p2: 'Las reimpresiones, los facsímiles y las firmas impresas deben describirse como tales en el título del anuncio.',
  },
  weapons: {
    p1: 'No pueden publicarse armas de fuego, munición, piezas que permiten el funcionamiento de un arma de fuego, explosivos ni artículos que transforman o silencian un arma de fuego. Tampoco pistolas eléctricas, aerosoles de pimienta, puños americanos, estrellas arrojadizas ni armas camufladas como otros objetos.',
    note1: 'No se permiten cuchillos con hojas de más de 10 cm. Pueden publicarse cuchillos de cocina, de manualidades, deportivos y de colección con una hoja de 10 cm o menos cuando su venta es legal en los países afectados.',
    p2: 'Los cuchillos solo pueden venderse a compradores de 18 años o más, y el anuncio debe indicar la longitud de la hoja. Las armas réplica y decorativas deben describirse claramente como tales y no deben poder adaptarse para disparar.',
  },
  alcoholAndTobacco: {
    p1: 'Las bebidas alcohólicas solo pueden publicarlas vendedores que dispongan de las licencias exigidas en su país y en el del comprador, solo para compradores con la edad legal para beber y solo donde se permita la entrega de alcohol. El anuncio debe indicar la graduación y el volumen.',
    p2: 'No pueden publicarse productos de tabaco, cigarrillos electrónicos, recargas ni productos con nicotina. Pueden publicarse envases vacíos de colección y pipas sin tabaco.',
  },
  governmentIdsAndUniforms: {
    p1: 'No pueden publicarse pasaportes, documentos de identidad, permisos de conducir, partidas de nacimiento ni ningún otro documento oficial, sea auténtico, alterado o falso, ni formularios en blanco o plantillas para fabricarlos. También están prohibidos los uniformes, insignias y placas actuales de organismos públicos, fuerzas armadas y servicios de emergencia.',
    p2: 'Los uniformes e insignias en desuso con valor histórico pueden publicarse cuando no pueden confundirse con los actuales. Los artículos policiales siguen su propia sección más abajo.',
  },
  hazardousMaterials: {
    p1: 'No pueden publicarse materiales peligrosos de manipular o transportar: explosivos y fuegos artificiales, gases y líquidos inflamables, sustancias tóxicas, corrosivas y radiactivas, plaguicidas prohibidos y artículos que contengan amianto o mercurio.',
    p2: 'Los productos domésticos corrientes clasificados como mercancías peligrosas para el transporte, como los aerosoles o las baterías de litio, solo pueden publicarse si el vendedor los embala y envía conforme a la normativa de mercancías peligrosas y lo indica en el anuncio.',
  },
  humanParts: {
    p1: 'No pueden publicarse órganos, tejidos, sangre, huesos ni cráneos humanos, cabello unido al cuero cabelludo ni ningún otro resto humano, ya sea con fines médicos, científicos o de colección. Tampoco servicios que los ofrezcan.',
    p2: 'Pueden publicarse extensiones y pelucas de cabello humano donado, así como modelos didácticos médicos fabricados con materiales sintéticos.',
  },
  invoices: {
    p1: 'No pueden publicarse facturas, recibos, órdenes de compra ni certificados, estén en blanco o cumplimentados, sean auténticos o inventados. Pueden utilizarse para respaldar devoluciones, reclamaciones de garantía o deducciones fiscales fraudulentas.',
    p2: 'El vendedor debe entregar al comprador una factura en regla por cada venta, según exija la ley de su país; esa factura pertenece a la venta y nunca es en sí misma un artículo a la venta.',
  },
  mailingLists: {
    p1: 'No pueden publicarse listas de direcciones de correo electrónico, números de teléfono, direcciones postales ni ninguna otra información personal, ni bases de datos, programas o servicios diseñados para recopilar esa información sin el consentimiento de los interesados.',
    p2: 'Los vendedores solo pueden usar los datos de un comprador para completar su pedido y responder a sus preguntas, nunca para enviarle publicidad que no haya aceptado.',
  },
  nonTransferableItems: {
    p1: 'No pueden publicarse artículos cuyo emisor no permita su transferencia. Esto incluye cuentas de juegos y de streaming, puntos de fidelidad y millas aéreas, licencias y permisos personales, suscripciones vinculadas a una persona y vales marcados como no revendibles.',
    p2: 'En caso de duda, el vendedor debe consultar las condiciones del emisor antes de publicar: un anuncio que las incumpla se retirará aunque el artículo en sí sea inofensivo.',
  },
  policeItems: {
    p1: 'No pueden publicarse placas, carnés, uniformes ni equipos policiales actuales, ni reproducciones de ellos. Las esposas, los dispositivos de sujeción y las porras solo pueden publicarse donde su venta al público sea legal.',
    note1: 'Las placas policiales históricas solo pueden publicarse si tienen al menos 75 años de antigüedad, y el anuncio debe indicar su antigüedad.',
    p2: 'El anuncio de una placa histórica debe describir la placa, el cuerpo al que pertenecía y su época. Podemos pedir pruebas de su antigüedad y retirar los anuncios que no puedan acreditarla.',
  },
  pornography: {
    p1: 'No pueden publicarse pornografía ni material sexualmente explícito, ni ningún material que sexualice a menores, que denunciamos a las autoridades. Los anuncios no deben mostrar desnudos en sus fotos ni en sus títulos.',
    p2: 'Los productos para adultos, como la lencería y los artículos de bienestar, solo pueden publicarse en las categorías para adultos, con fotos neutras, para compradores de 18 años o más y solo donde su venta sea legal.',
  },
  medicalDrugsAndDevices: {
    p1: 'No pueden publicarse medicamentos con receta, incluidos los veterinarios, ni lentes de contacto, audífonos u otros productos sanitarios que requieran receta o adaptación médica en el país del comprador.',
    p2: 'Los medicamentos y productos sanitarios sin receta solo pueden publicarlos vendedores autorizados a venderlos en su país y, cuando se exija, en el del comprador. Los anuncios no deben afirmar que el producto cura o previene enfermedades.',
    p3: 'Los productos sanitarios usados solo pueden publicarse cuando la ley lo permite y el vendedor declara que un profesional cualificado los ha limpiado y revisado.',
  },
  counterfeitsAndPiratedCopies: {
    p1: 'Están prohibidas las falsificaciones, es decir, los artículos que copian la marca, el logotipo o el diseño de otra empresa de forma que los compradores puedan creer que son auténticos. Los anuncios no deben usar términos como «inspirado en» o «estilo» junto a una marca para vender imitaciones.',
    p2: 'También están prohibidas las copias piratas de películas, música, libros, juegos y software, los artículos que las contienen y los dispositivos modificados para reproducir contenido pirata.',
    p3: 'Una réplica que no sea una falsificación, como una maqueta o una reproducción vendida con su propio nombre, debe marcarse como réplica en el anuncio. Los titulares de derechos pueden denunciar un anuncio que los infrinja a través de la página de contacto.',
  },
  hackingAndSpyEquipment: {
    p1: 'No pueden publicarse programas, dispositivos ni servicios diseñados para acceder sin permiso a ordenadores, redes, cuentas o teléfonos. Esto incluye los descifradores de contraseñas, los lectores clonadores de tarjetas, los inhibidores de señal y los dispositivos que desbloquean o cambian la identidad de teléfonos y vehículos.',
    p2: 'También está prohibido el equipo de espionaje, es decir, las cámaras ocultas, los micrófonos ocultos, los localizadores y los programas diseñados para vigilar o grabar a personas sin su conocimiento. Pueden publicarse cámaras de seguridad corrientes y dispositivos de vigilancia doméstica vendidos para un uso lícito y visible.',
  },
  software: {
    p1: 'El software solo pueden publicarlo su editor o un vendedor autorizado por el editor para revenderlo. El anuncio debe indicar qué recibe el comprador: una copia física, una clave de licencia o una descarga, qué versión, para qué sistemas y para cuántos usuarios.',
    p2: 'Las versiones académicas, OEM y de prueba no pueden venderse a compradores que no tengan derecho a ellas, y el software vendido como licencia no debe ser una copia de otra licencia.',
  },
  stolenProperty: {
    p1: 'Nunca pueden publicarse artículos robados ni artículos cuyos números de serie o marcas de identificación se hayan eliminado o alterado. Colaboramos con las fuerzas del orden y les facilitamos la información que soliciten legalmente sobre anuncios de bienes robados.',
    p2: 'Los vendedores de electrónica, vehículos, bicicletas y equipos usados deben poder acreditar que son propietarios de lo que venden, y se les puede pedir el justificante de compra.',
  },
  transitItems: {
    p1: 'No pueden publicarse uniformes, placas, tarjetas de identificación, llaves ni equipos actuales de aerolíneas, ferrocarriles, transporte público y navieras, porque pueden utilizarse para acceder a zonas restringidas.',
    note1: 'La ropa vintage de transporte solo puede publicarse si tiene al menos 10 años de antigüedad y la empresa que la emitió ya no la utiliza.',
    p2: 'Pueden publicarse horarios, letreros, maquetas y billetes de colección que ya no puedan utilizarse.',
  },
  usedClothingAndCosmetics: {
    p1: 'La ropa usada solo puede publicarse si está limpia. No pueden publicarse ropa interior, trajes de baño ni calcetines usados. El anuncio debe describir con honestidad el estado del artículo, incluidos el desgaste, las manchas o los daños.',
    p2: 'Los cosméticos, artículos de aseo y perfumes deben ser nuevos, estar precintados y dentro de su fecha de caducidad. No pueden publicarse cosméticos usados ni muestras abiertas, ni productos con ingredientes prohibidos en los países afectados.',
  },
  wildlife: {
    p1: 'No pueden publicarse animales vivos. Tampoco productos elaborados con especies amenazadas o protegidas, como el marfil, el cuerno de rinoceronte, el carey, el coral y las pieles, el pelaje, los dientes y los huesos de animales protegidos, cualquiera que sea su antigüedad.',
    p2: 'Pueden publicarse productos de animales de granja o no protegidos, como el cuero y la lana, cuando cumplen las normas de los países afectados. Los vendedores deben poder acreditar el origen legal de cualquier producto animal.',
  },
  textileQuotas: {
    p1: 'Algunos países limitan mediante cuotas la cantidad de textiles y prendas que pueden importarse de determinados países. Los vendedores que venden textiles a otros países deben asegurarse de que cada envío respeta las normas de cuotas del país del comprador y lleva el certificado de origen adecuado.',
    p2: 'El anuncio debe indicar el país en el que se fabricó el tejido o la prenda. Los compradores pagan los aranceles transfronterizos, que no están incluidos en los precios mostrados.',
  },
  sanctionedItems: {
    p1: 'No pueden publicarse, comprarse ni enviarse artículos en contra de sanciones comerciales o embargos. Esto abarca las mercancías procedentes de países y regiones sometidos a embargo o con destino a ellos, el comercio con personas y organizaciones sancionadas y las mercancías que requieren una licencia de exportación de la que el vendedor carece.',
    p2: 'Los productos de doble uso, es decir, los que pueden tener un uso militar además de civil, solo pueden publicarse con las licencias de exportación que exija su destino. Podemos bloquear anuncios y pagos para cumplir la normativa de sanciones.',
  },
  enforcement: {
    p1: 'Cuando un anuncio incumple esta política, podemos retirarlo, limitar la cuenta del vendedor, suprimir su posición destacada o cerrar la cuenta, según la gravedad del incumplimiento y si es reincidente. Cuando la ley lo exige, comunicamos los anuncios a las autoridades.',
    p2: 'Cualquier persona puede denunciar un anuncio que considere contrario a esta política escribiéndonos a través de la <contact>página de contacto</contact>. Indique el número de producto (ID de producto GBX) y el motivo. Revisamos todas las denuncias y mantenemos la confidencialidad de quien las presenta.',
    p3: 'Actualizamos esta política cuando cambian las leyes o aparecen nuevos tipos de artículos. La versión de esta página es la que se aplica a todos los anuncios desde el día de su publicación.',
  },
};
