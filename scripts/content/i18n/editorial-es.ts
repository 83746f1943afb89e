// Spanish editorial copy.
import type { EditorialDictionary } from './editorial-types';

/** Spanish editorial dictionary. */
export const editorialEs: EditorialDictionary = {
  language: 'es',
  topics: {
    roadTrips: 'los viajes en coche con tu perro', hiking: 'el senderismo con tu perro', rainyWalks: 'los paseos bajo la lluvia',
    summerHeat: 'mantenerse fresco en verano', camping: 'la acampada con perros', puppies: 'tu primer cachorro',
    seniorDogs: 'viajar con perros mayores', cityLife: 'la vida en la ciudad con un perro', boundaryTraining: 'el adiestramiento de límites',
    yardSafety: 'un jardín seguro', gpsSafety: 'el rastreo GPS', lostPets: 'encontrar una mascota perdida',
    winterWalks: 'los paseos de invierno', beachDays: 'los días de playa con tu perro',
  },
  categories: {
    gear: { title: 'Equipo', description: 'Pruebas e historias sobre nuestro equipo.' },
    adventures: { title: 'Aventuras', description: 'Viajes, rutas e ideas para salir con tu perro.' },
    care: { title: 'Cuidado del perro', description: 'Salud, comodidad y cuidados diarios.' },
    training: { title: 'Adiestramiento', description: 'Consejos de adiestramiento paso a paso.' },
    safety: { title: 'Seguridad', description: 'Mascotas seguras en casa y de viaje.' },
    technology: { title: 'Tecnología', description: 'Así funcionan nuestros localizadores y sistemas.' },
  },
  roles: { designer: 'Diseñadora jefa', editor: 'Editor', vet: 'Asesora veterinaria', trainer: 'Adiestrador jefe', engineer: 'Ingeniero de producto' },
  bio: (name, role, brand) => `${name} es ${role.toLowerCase()} en ${brand} y vive con dos perros muy activos.`,
  blog: {
    trailTestedTitle: (product) => `Probado en ruta: ${product}`,
    trailTestedExcerpt: (product) => `Llevamos ${product} durante una semana de rutas. Esto es lo que aguantó.`,
    trailTestedBody: (product, brand) => [
      `Nuestro equipo pasó una semana en la montaña con ${product}.`,
      'Lluvia, barro y largos trayectos: nuestros perros siguieron cómodos.',
      `Cada producto de ${brand} se prueba así antes de llegar a ti.`,
    ],
    meetTitle: (product) => `Te presentamos ${product}`,
    meetExcerpt: (product) => `La historia de ${product} y por qué lo creamos.`,
    meetBody: (product, brand) => [
      `${product} nació de una pregunta sencilla de nuestros clientes.`,
      'Dibujamos, cosimos y probamos una docena de versiones.',
      `Hoy es uno de los favoritos de ${brand}.`,
    ],
    designerTitle: 'Conoce a la diseñadora',
    designerExcerpt: (name, brand) => `${name} dirige el diseño en ${brand}. ¿Cómo se convierte una idea en equipo?`,
    designerBody: (name, brand) => [
      `${name} diseña equipo para ${brand} desde hace ocho años.`,
      'Cada proyecto empieza en la carretera, viendo cómo viajan de verdad los perros.',
      'Después llegan los bocetos, las muestras y muchos días de prueba con barro.',
    ],
    tipsTitle: (topic) => `Cinco consejos para ${topic}`,
    tipsExcerpt: (topic) => `Ideas sencillas para ${topic}, para ti y tu mascota.`,
    tipsBody: (topic) => [
      `Para ${topic}, empieza poco a poco.`,
      'Lleva agua, un cuenco y una toalla, y haz pausas a menudo.',
      'Comprueba que el collar y el arnés ajustan bien antes de salir.',
      'Premia la calma con caricias y premios.',
    ],
    guideTitle: (topic) => `Una guía sencilla sobre ${topic}`,
    guideExcerpt: (topic) => `Todo lo que necesitas saber sobre ${topic}, en pocos minutos.`,
    guideBody: (topic, brand) => [
      `Esta guía explica lo básico sobre ${topic}.`,
      'Avanza paso a paso, con sesiones cortas y positivas.',
      `¿Dudas? El equipo de ${brand} te ayuda con gusto.`,
    ],
    shopLink: 'Comprar ahora',
  },
  press: {
    launchTitle: (product, brand) => `${brand} lanza ${product}`,
    launchBody: (product, brand) => [
      `${brand} ha presentado hoy ${product}.`,
      'Está disponible en línea y en tiendas seleccionadas.',
    ],
    awardTitle: (brand) => `${brand} gana un premio de diseño de equipo para mascotas`,
    awardBody: (brand) => [
      `${brand} ha sido premiada por productos duraderos y sencillos.`,
      'El jurado destacó las pruebas en condiciones reales.',
    ],
    expansionTitle: (brand) => `${brand} ya envía a más países`,
    expansionBody: (brand) => [
      `${brand} amplía sus envíos a nuevos mercados.`,
      'Los clientes compran en su propia moneda e idioma.',
    ],
    partnerTitle: (brand) => `${brand} colabora con protectoras locales`,
    partnerBody: (brand) => [
      `${brand} donará equipo a protectoras de animales este año.`,
      'La plantilla también hará voluntariado en las protectoras asociadas.',
    ],
  },
  cards: {
    shipping: { title: 'Envíos', text: 'Plazos, costes y seguimiento.' },
    returns: { title: 'Devoluciones', text: 'Devuélvelo dentro del plazo de devolución.' },
    warranty: { title: 'Garantía de por vida', text: 'Registra una reclamación de garantía.' },
    contact: { title: 'Contacto', text: 'Nuestro equipo responde en un día.' },
    manuals: { title: 'Manuales de producto', text: 'Guías de instalación y manuales.' },
    orders: { title: 'Tus pedidos', text: 'Consulta el estado de un pedido.' },
  },
  pages: {
    home: { title: 'Inicio', intro: 'Equipo para cada salida con tu mascota.', paragraphs: ['Diseñado, probado y garantizado de por vida.'] },
    privacy: {
      title: 'Política de privacidad',
      intro: 'Esta política explica qué datos recoge {brand} y por qué.',
      paragraphs: [
        'Recogemos los datos que nos das al comprar, como nombre, dirección y correo electrónico.',
        'Los usamos para entregar tu pedido y, si aceptas, para enviarte novedades y ofertas.',
        'Nunca vendemos tus datos. Puedes consultarlos o pedir que los borremos cuando quieras.',
      ],
    },
    shipping: {
      title: 'Envíos',
      intro: 'Cómo y cuándo te llega tu pedido.',
      paragraphs: [
        'Preparamos los pedidos en días laborables y te enviamos un enlace de seguimiento en cuanto sale tu paquete.',
        'La entrega suele tardar unos pocos días laborables; las zonas remotas pueden tardar más.',
        'Los gastos de envío aparecen en tu carrito antes de pagar, y los pedidos que cumplen los requisitos se envían gratis.',
      ],
    },
    returns: {
      title: 'Devoluciones',
      intro: '¿Has cambiado de idea? Devuélvelo.',
      paragraphs: [
        'Los artículos sin usar y en su embalaje original se pueden devolver en los 30 días siguientes a la entrega.',
        'Escríbenos con tu número de pedido y te enviaremos una etiqueta de devolución y las instrucciones.',
        'Reembolsamos el método de pago original pocos días después de recibir la devolución.',
      ],
    },
    firstAidGuide: {
      title: 'Guía de primeros auxilios para mascotas',
      intro: 'Una guía para imprimir para los primeros minutos tras un accidente.',
      paragraphs: [
        'Mantén la calma y deja a tu mascota quieta y abrigada.',
        'Presiona un paño limpio sobre cualquier herida que sangre.',
        'Llama a tu veterinario o a la clínica de urgencias antes de conducir.',
      ],
    },
    proProgram: {
      title: 'Solicitud del programa pro',
      intro: 'Para adiestradores, peluqueros, guías y otros profesionales.',
      paragraphs: [
        'Los miembros del programa pro de {brand} tienen precios especiales.',
        'Cuéntanos a qué te dedicas y te responderemos en unos días.',
      ],
    },
    lifetimeWarranty: {
      title: 'Garantía de por vida',
      intro: 'El equipo de {brand} está hecho para durar, y lo respaldamos.',
      paragraphs: [
        'Si un producto falla por un defecto, lo reparamos o sustituimos.',
        'El desgaste normal y los mordiscos no están cubiertos.',
        'Rellena el formulario con tu número de pedido y una foto.',
      ],
    },
    calorieCalculator: {
      title: 'Calculadora de calorías para perros',
      intro: 'Calcula cuántas calorías necesita tu perro al día.',
      paragraphs: [
        'Indica el peso y el nivel de actividad de tu perro.',
        'El resultado es orientativo; consulta a tu veterinario.',
      ],
    },
    contact: {
      title: 'Contacto',
      intro: '¿Dudas sobre un pedido o un producto? Estamos para ayudarte.',
      paragraphs: ['Escríbenos con el formulario o llama a nuestro equipo de atención.'],
    },
    accessibility: {
      title: 'Accesibilidad',
      intro: 'Queremos que todo el mundo pueda usar nuestros sitios.',
      paragraphs: ['Probamos nuestras páginas con teclado y lectores de pantalla.', 'Avísanos si algo no funciona.'],
    },
  },
  home: {
    heroHeading: 'Hecho para la vida con mascotas',
    heroText: 'Todo lo que fabricamos lo prueban perros y gatos de verdad.',
    heroCta: 'Ver los más vendidos',
    productsHeading: 'Lo más popular',
    collectionsHeading: 'Comprar por categoría',
    supportHeading: '¿Cómo podemos ayudarte?',
  },
  banner: {
    scheduled: 'Rebajas de fiestas: 20 % en artículos seleccionados hasta el 5 de enero.',
    plain: 'Envío gratis en pedidos que cumplan los requisitos.',
  },
  storeHours: 'Lun-vie 9-19 h, sáb 10-17 h',
  storeName: (city) => `Tienda de ${city}`,
  seoSuffix: (brand) => `Blog de ${brand}`,
};
