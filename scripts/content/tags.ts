// Localized labels of product tags (filters and badges), in every language a brand may enable.
import type { Localized } from './lib/core';

function six(en: string, fr: string, de: string, it: string, nl: string, es: string): Localized {
  return { en, fr, de, it, nl, es };
}

/** Label of every tag used by any catalogue; a tag without a label fails the generator. */
export const TAG_LABELS: Record<string, Localized> = {
  accessories: six('Accessories', 'Accessoires', 'Zubehör', 'Accessori', 'Accessoires', 'Accesorios'),
  apparel: six('Apparel', 'Vêtements', 'Bekleidung', 'Abbigliamento', 'Kleding', 'Ropa'),
  autoship: six('Autoship', 'Livraison automatique', 'Abo-Lieferung', 'Consegna automatica', 'Automatische levering', 'Envío automático'),
  bed: six('Beds', 'Lits', 'Betten', 'Cucce', 'Bedden', 'Camas'),
  bestseller: six('Best Seller', 'Meilleure vente', 'Bestseller', 'Più venduto', 'Bestseller', 'Más vendido'),
  car: six('Car', 'Voiture', 'Auto', 'Auto', 'Auto', 'Coche'),
  carrier: six('Carriers', 'Transport', 'Transport', 'Trasporto', 'Vervoer', 'Transporte'),
  cat: six('Cat', 'Chat', 'Katze', 'Gatto', 'Kat', 'Gato'),
  containment: six('Containment', 'Confinement', 'Eingrenzung', 'Contenimento', 'Afbakening', 'Contención'),
  dog: six('Dog', 'Chien', 'Hund', 'Cane', 'Hond', 'Perro'),
  feeding: six('Feeding', 'Repas', 'Fütterung', 'Alimentazione', 'Voeding', 'Alimentación'),
  flags: six('Flags', 'Drapeaux', 'Fähnchen', 'Bandierine', 'Vlaggetjes', 'Banderines'),
  gift: six('Gifts', 'Cadeaux', 'Geschenke', 'Regali', 'Cadeaus', 'Regalos'),
  gps: six('GPS', 'GPS', 'GPS', 'GPS', 'GPS', 'GPS'),
  hammock: six('Hammocks', 'Hamacs', 'Hängematten', 'Amache', 'Hangmatten', 'Hamacas'),
  hiking: six('Hiking', 'Randonnée', 'Wandern', 'Escursionismo', 'Wandelen', 'Senderismo'),
  home: six('Home', 'Maison', 'Zuhause', 'Casa', 'Thuis', 'Hogar'),
  indoor: six('Indoor', 'Intérieur', 'Drinnen', 'Interni', 'Binnen', 'Interior'),
  new: six('New', 'Nouveau', 'Neu', 'Novità', 'Nieuw', 'Novedad'),
  premium: six('Premium', 'Haut de gamme', 'Premium-Linie', 'Alta gamma', 'Topklasse', 'Gama alta'),
  puppy: six('Puppy', 'Chiot', 'Welpe', 'Cucciolo', 'Puppy', 'Cachorro'),
  running: six('Running', 'Course', 'Laufen', 'Corsa', 'Hardlopen', 'Correr'),
  safety: six('Safety', 'Sécurité', 'Sicherheit', 'Sicurezza', 'Veiligheid', 'Seguridad'),
  sale: six('Sale', 'Promo', 'Angebot', 'Saldi', 'Uitverkoop', 'Rebajas'),
  senior: six('Senior Dogs', 'Chiens âgés', 'Ältere Hunde', 'Cani anziani', 'Oudere honden', 'Perros mayores'),
  'small-dog': six('Small Dogs', 'Petits chiens', 'Kleine Hunde', 'Cani piccoli', 'Kleine honden', 'Perros pequeños'),
  summer: six('Summer', 'Été', 'Sommer', 'Estate', 'Zomer', 'Verano'),
  supplies: six('Supplies', 'Fournitures', 'Bedarf', 'Forniture', 'Benodigdheden', 'Suministros'),
  toys: six('Toys', 'Jouets', 'Spielzeug', 'Giochi', 'Speelgoed', 'Juguetes'),
  training: six('Training', 'Éducation', 'Training', 'Addestramento', 'Training', 'Adiestramiento'),
  travel: six('Travel', 'Voyage', 'Reisen', 'Viaggio', 'Reizen', 'Viaje'),
  walk: six('Walks', 'Promenade', 'Gassi gehen', 'Passeggiate', 'Wandelingen', 'Paseos'),
  water: six('Water', 'Eau', 'Wasser', 'Acqua', 'Water', 'Agua'),
  waterproof: six('Waterproof', 'Imperméable', 'Wasserdicht', 'Impermeabile', 'Waterdicht', 'Impermeable'),
};

/** Tags every brand shares; they also go into a global group so keys repeat across groups. */
export const COMMON_TAGS = ['dog', 'cat', 'new', 'bestseller', 'sale'];
