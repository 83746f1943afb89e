// Trailmate product nouns in its six languages (en, fr, de, it, nl, es).
import type { Localized } from '../lib/core';

/** Six-language value in the fixed order en, fr, de, it, nl, es. */
export function six(en: string, fr: string, de: string, it: string, nl: string, es: string): Localized {
  return { en, fr, de, it, nl, es };
}

/** Noun phrases of every trailmate product kind. */
export const NOUNS = {
  hammock: six('Hammock', 'Hamac', 'Hängematte', 'Amaca', 'Hangmat', 'Hamaca'),
  hammockWide: six('Hammock Extended Width', 'Hamac grande largeur', 'Hängematte extrabreit', 'Amaca extra larga', 'Hangmat extra breed', 'Hamaca extraancha'),
  benchCover: six('Bench Seat Cover', 'Housse de banquette', 'Rückbankschoner', 'Coprisedile posteriore', 'Achterbankhoes', 'Funda para asiento trasero'),
  bucketCover: six('Bucket Seat Cover', 'Housse de siège avant', 'Vordersitzschoner', 'Coprisedile anteriore', 'Voorstoelhoes', 'Funda para asiento delantero'),
  doorGuard: six('Car Door Guard', 'Protection de portière', 'Türschutz', 'Proteggi portiera', 'Deurbeschermer', 'Protector de puerta'),
  cargoLiner: six('Cargo Liner', 'Protection de coffre', 'Kofferraumschutz', 'Telo per bagagliaio', 'Kofferbakbeschermer', 'Protector de maletero'),
  backseatBridge: six('Backseat Bridge Backseat Extender', 'Extension de banquette arrière', 'Rücksitzbrücke', 'Ponte per sedile posteriore', 'Achterbankbrug', 'Puente para asiento trasero'),
  seatBeltTether: six('Seat Belt Tether', 'Attache de ceinture', 'Gurtleine', 'Guinzaglio per cintura', 'Gordelriem', 'Correa para cinturón'),
  boosterSeat: six('Booster Seat', "Siège d'appoint", 'Autositz', 'Seggiolino auto', 'Autostoeltje', 'Asiento elevador'),
  ramp: six('Car Ramp', 'Rampe pour voiture', 'Autorampe', 'Rampa per auto', 'Autoloopplank', 'Rampa para coche'),
  organizer: six('Seat Organizer', 'Organiseur de siège', 'Sitzorganizer', 'Organizer per sedile', 'Stoelorganizer', 'Organizador de asiento'),
  tailgateDumpster: six('Tailgate Dumpster', 'Poubelle de hayon', 'Heckklappen-Abfallbox', 'Contenitore per portellone', 'Afvalbak voor de achterklep', 'Papelera para portón'),
  rainShell: six('Rain Shell', 'Imperméable', 'Regenjacke', 'Impermeabile', 'Regenjas', 'Chubasquero'),
  sweater: six('Sweater', 'Pull', 'Pullover', 'Maglione', 'Trui', 'Jersey'),
  jacket: six('Insulated Jacket', 'Doudoune', 'Isolierjacke', 'Piumino', 'Gewatteerde jas', 'Chaqueta acolchada'),
  coolingVest: six('Cooling Vest', 'Gilet rafraîchissant', 'Kühlweste', 'Gilet rinfrescante', 'Koelvest', 'Chaleco refrescante'),
  lifeJacket: six('Life Jacket', 'Gilet de sauvetage', 'Schwimmweste', 'Giubbotto salvagente', 'Zwemvest', 'Chaleco salvavidas'),
  boots: six('Dog Boots', 'Bottines pour chien', 'Hundeschuhe', 'Scarpette per cani', 'Hondenschoenen', 'Botas para perro'),
  harness: six('Dog Harness', 'Harnais pour chien', 'Hundegeschirr', 'Pettorina per cani', 'Hondentuig', 'Arnés para perro'),
  airHarness: six('Air Dog Harness', 'Harnais aéré pour chien', 'Luftiges Hundegeschirr', 'Pettorina traspirante', 'Luchtig hondentuig', 'Arnés transpirable'),
  carHarness: six('Car Harness', 'Harnais de voiture', 'Autogeschirr', 'Pettorina da auto', 'Autotuig', 'Arnés para coche'),
  leash: six('Dog Leash', 'Laisse pour chien', 'Hundeleine', 'Guinzaglio per cani', 'Hondenriem', 'Correa para perro'),
  handsFreeLeash: six('Hands-Free Leash', 'Laisse mains libres', 'Freihandleine', 'Guinzaglio a mani libere', 'Handsfree riem', 'Correa manos libres'),
  collar: six('Dog Collar', 'Collier pour chien', 'Hundehalsband', 'Collare per cani', 'Halsband', 'Collar para perro'),
  coupler: six('Double Leash Coupler', 'Coupleur de laisse double', 'Doppelleinen-Kupplung', 'Accoppiatore doppio', 'Dubbele lijnkoppeling', 'Acoplador doble de correa'),
  carrierBackpack: six('Dog Carrier', 'Porte-chien', 'Hundetrage', 'Porta cane', 'Hondendrager', 'Portaperros'),
  carrier: six('Pet Carrier', 'Sac de transport', 'Transporttasche', 'Trasportino', 'Draagtas', 'Transportín'),
  bowl: six('Travel Bowl', 'Gamelle de voyage', 'Reisenapf', 'Ciotola da viaggio', 'Reisbak', 'Cuenco de viaje'),
  bowlSet: six('Double Bowl Set', 'Set de deux gamelles', 'Doppelnapf-Set', 'Set di due ciotole', 'Dubbele voerbakset', 'Juego de dos cuencos'),
  bottle: six('Water Bottle', 'Gourde', 'Trinkflasche', 'Borraccia', 'Drinkfles', 'Botella de agua'),
  bed: six('Dog Bed', 'Lit pour chien', 'Hundebett', 'Cuccia', 'Hondenbed', 'Cama para perro'),
  travelBed: six('Wander Dog Bed', 'Lit de voyage pour chien', 'Reisebett für Hunde', 'Cuccia da viaggio', 'Reisbed voor honden', 'Cama de viaje para perro'),
  blanket: six('Travel Blanket', 'Couverture de voyage', 'Reisedecke', 'Coperta da viaggio', 'Reisdeken', 'Manta de viaje'),
  coolingMat: six('Cooling Mat', 'Tapis rafraîchissant', 'Kühlmatte', 'Tappetino rinfrescante', 'Koelmat', 'Alfombrilla refrescante'),
  treatBag: six('Dog Treat Bag MOLLE', 'Sac à friandises MOLLE', 'Leckerlibeutel MOLLE', 'Borsa porta snack MOLLE', 'Snoepzakje MOLLE', 'Bolsa de premios MOLLE'),
  poopBags: six('Poop Bags, 120 Count', 'Sacs à déjections, lot de 120', 'Kotbeutel, 120 Stück', 'Sacchetti igienici, 120 pezzi', 'Poepzakjes, 120 stuks', 'Bolsas para excrementos, 120 unidades'),
  pawWipes: six('Paw Wipes, 60 Count', 'Lingettes pour pattes, lot de 60', 'Pfotentücher, 60 Stück', 'Salviette per zampe, 60 pezzi', 'Pootdoekjes, 60 stuks', 'Toallitas para patas, 60 unidades'),
  shampoo: six('Waterless Shampoo', 'Shampooing sans rinçage', 'Trockenshampoo', 'Shampoo a secco', 'Droogshampoo', 'Champú en seco'),
  tugToy: six('Tug Toy', 'Jouet à tirer', 'Zerrspielzeug', 'Gioco da tiro', 'Trekspeeltje', 'Juguete para tirar'),
  ball: six('Floating Ball', 'Balle flottante', 'Schwimmball', 'Palla galleggiante', 'Drijvende bal', 'Pelota flotante'),
  firstAidKit: six('First Aid Kit', 'Trousse de premiers secours', 'Erste-Hilfe-Set', 'Kit di pronto soccorso', 'EHBO-set', 'Botiquín de primeros auxilios'),
};
