// Spanish words and sentence templates.
import type { Dictionary } from './types';
import { introPair } from './intro';

/** Uses and occasions of the products' opening sentences (see introPair). */
const USES = [
  (p: string) => `para ${p} que no paran`,
  (p: string) => `para ${p} que viajan contigo`,
  (p: string) => `para ${p} que nunca se quedan quietos`,
  (p: string) => `pensado para ${p} a los que les encanta salir`,
  (p: string) => `probado con ${p} que van a todas partes`,
  (p: string) => `para ${p} de todos los tamaños`,
  (p: string) => `para ${p} a los que les gusta el senderismo`,
  (p: string) => `cómodo para ${p} en trayectos largos`,
  (p: string) => `para ${p} que exploran`,
];
const OCCASIONS = ['en cada viaje en coche', 'del primer al último kilómetro', 'llueva o haga sol', 'en las escapadas de fin de semana', 'en la ciudad y lejos de ella', 'temporada tras temporada', 'del coche al sendero', 'día tras día'];

/** Spanish dictionary. */
export const es: Dictionary = {
  language: 'es',
  colors: {
    Black: 'Negro', Charcoal: 'Antracita', Navy: 'Azul marino', Olive: 'Verde oliva', Red: 'Rojo',
    Tan: 'Canela', Grey: 'Gris', Blue: 'Azul', Orange: 'Naranja', Green: 'Verde',
  },
  sizes: {
    Small: 'Pequeña', Medium: 'Mediana', Large: 'Grande', Regular: 'Estándar', Extended: 'Extraancha',
    'One Size': 'Talla única', '4 ft': '1,2 m', '6 ft': '1,8 m',
  },
  options: { Color: 'Color', Size: 'Talla', Width: 'Anchura', Length: 'Longitud', Plan: 'Tarifa' },
  features: {
    waterproof: 'El tejido impermeable mantiene los asientos limpios y secos.',
    machineWashable: 'Lavable a máquina en frío.',
    reflective: 'Los detalles reflectantes te hacen visible al anochecer.',
    noSlip: 'La base antideslizante no se mueve sobre piel ni tela.',
    quickInstall: 'Se instala en dos minutos con hebillas de apertura rápida.',
    seatBelt: 'Las aberturas dejan cada cinturón de seguridad a mano.',
    padded: 'Los paneles acolchados reparten la presión todo el día.',
    adjustable: 'Cuatro puntos de ajuste dan un ajuste firme y seguro.',
    lightweight: 'Lo bastante ligero para cualquier viaje.',
    durable: 'El resistente tejido ripstop aguanta uñas y barro.',
    warm: 'Un suave forro polar protege del frío.',
    packable: 'Se guarda en su propio bolsillo.',
    handle: 'Un asa robusta ayuda a levantar y guiar a tu perro.',
    storage: 'Los bolsillos con cremallera guardan premios, bolsas y llaves.',
    easyClean: 'Se limpia con un paño húmedo.',
    breathable: 'La malla transpirable mantiene fresco a tu perro.',
    molle: 'Se sujeta a mochilas y cinturones con correas MOLLE.',
    recycled: 'Fabricado con poliéster reciclado.',
    lifetime: 'Respaldado por nuestra garantía de por vida.',
    collapsible: 'Se pliega en plano después de usarlo.',
  },
  productTitle: (line, noun) => `${noun} ${line}`,
  productIntro: (title, pet, _plural, n) => {
    const pets = pet === 'cat' ? 'gatos' : pet === 'both' ? 'perros y gatos' : 'perros';
    const [use, occasion] = introPair(USES, OCCASIONS, n);
    return `${title}: ${use(pets)}, ${occasion}.`;
  },
  videoTitle: (title) => `Mira ${title} en acción`,
  imageAlt: (title, n) => (n === 1 ? `${title}, foto del producto` : `${title}, en uso`),
  colorImageAlt: (title, color) => `${title} en color ${color}`,
  productSeo: (title, brand) => `Compra ${title} de ${brand}, con envío gratis en pedidos que cumplan los requisitos.`,
  collectionText: (title, brand) => `${title} de ${brand}: productos pensados para la carretera y probados por perros de verdad.`,
  plans: {
    monthly: 'Mensual',
    biMonthly: 'Cada dos meses',
    quarterly: 'Trimestral',
    every4Months: 'Cada 4 meses',
    semiAnnually: 'Semestral',
    yearly: 'Anual',
    gpsMonthly: 'Plan de servicio mensual',
    gpsYearly: 'Plan de servicio de 1 año',
    gps2Years: 'Plan de servicio de 2 años',
  },
};
