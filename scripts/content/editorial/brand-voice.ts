// Each brand's own voice: home hero and tagline, about page and press releases, in every language it sells in.
// Trailmate sells travel and car gear for dogs; Yardwise pet containment fences and training; Homing
// GPS collars, in the United States and Canada only.
import type { BrandId, Language } from '../lib/core';
import type { PageCopy } from '../i18n/editorial-types';

/** Home page copy of a brand in one language. */
export interface HomeVoice {
  heroHeading: string;
  heroText: string;
  /** The tagline: first paragraph of the home page. */
  intro: string;
  paragraphs: string[];
}

/** A press release in one language; `product` is the launched product's title in that language. */
export type PressWriter = (product: string) => { title: string; body: string[] };

/** A brand's press release: where and when it ran, and its text per language. */
export interface PressVoice {
  slug: string;
  outlet: string;
  date: string;
  /** The product a launch release is about (its title is passed to the writer). */
  product?: string;
  text: Partial<Record<Language, PressWriter>>;
}

/** Home copy by brand and language. */
export const HOME_VOICE: Record<BrandId, Partial<Record<Language, HomeVoice>>> = {
  trailmate: {
    en: {
      heroHeading: 'Ready for the road, together',
      heroText: 'Seat covers, harnesses and travel beds that keep your dog safe in the car and comfortable wherever you stop.',
      intro: 'Travel and car gear for dogs, tested on real road trips.',
      paragraphs: ['From the back seat to the campsite, every Trailmate product is made to keep your car clean and your dog comfortable.', 'Designed on the road, tested by our own dogs and backed by our lifetime warranty.'],
    },
    fr: {
      heroHeading: 'Prêts pour la route, ensemble',
      heroText: 'Housses de siège, harnais et lits de voyage pour un chien en sécurité en voiture et à l’aise à chaque étape.',
      intro: 'Équipement de voyage et de voiture pour chiens, testé sur de vrais road trips.',
      paragraphs: ['De la banquette arrière au camping, chaque produit Trailmate garde votre voiture propre et votre chien à l’aise.', 'Conçu sur la route, testé par nos propres chiens et couvert par notre garantie à vie.'],
    },
    de: {
      heroHeading: 'Bereit für die Reise – gemeinsam',
      heroText: 'Sitzbezüge, Geschirre und Reisebetten, damit Ihr Hund im Auto sicher fährt und bei jedem Halt bequem liegt.',
      intro: 'Reise- und Autozubehör für Hunde, getestet auf echten Roadtrips.',
      paragraphs: ['Von der Rückbank bis zum Campingplatz hält jedes Trailmate-Produkt Ihr Auto sauber und Ihren Hund entspannt.', 'Unterwegs entworfen, von unseren eigenen Hunden getestet und mit lebenslanger Garantie.'],
    },
    it: {
      heroHeading: 'Pronti a partire, insieme',
      heroText: 'Coprisedili, pettorine e cucce da viaggio per un cane sicuro in auto e comodo a ogni sosta.',
      intro: 'Accessori da viaggio e per l’auto per cani, provati in veri viaggi on the road.',
      paragraphs: ['Dal sedile posteriore al campeggio, ogni prodotto Trailmate tiene pulita l’auto e comodo il tuo cane.', 'Progettati in viaggio, provati dai nostri cani e coperti dalla nostra garanzia a vita.'],
    },
    nl: {
      heroHeading: 'Samen klaar voor onderweg',
      heroText: 'Stoelhoezen, tuigen en reisbedden waarmee je hond veilig in de auto zit en bij elke stop comfortabel ligt.',
      intro: 'Reis- en autospullen voor honden, getest op echte roadtrips.',
      paragraphs: ['Van de achterbank tot de camping: elk Trailmate-product houdt je auto schoon en je hond op zijn gemak.', 'Ontworpen onderweg, getest door onze eigen honden en met levenslange garantie.'],
    },
    es: {
      heroHeading: 'Listos para el viaje, juntos',
      heroText: 'Fundas de asiento, arneses y camas de viaje para que tu perro vaya seguro en el coche y cómodo en cada parada.',
      intro: 'Equipo de viaje y para el coche para perros, probado en viajes de verdad.',
      paragraphs: ['Del asiento trasero al camping, cada producto Trailmate mantiene limpio tu coche y cómodo a tu perro.', 'Diseñado en la carretera, probado por nuestros propios perros y con garantía de por vida.'],
    },
  },
  yardwise: {
    en: {
      heroHeading: 'A yard your dog can roam safely',
      heroText: 'In-ground and wireless fences, training collars and a two-week training plan, installed by a local dealer if you wish.',
      intro: 'Pet containment fences and training, made simple.',
      paragraphs: ['Set the boundary, train with flags for two weeks, and enjoy the yard together.', 'Our dealers install and service systems across the United States and Canada.'],
    },
    fr: {
      heroHeading: 'Un terrain où votre chien circule en sécurité',
      heroText: 'Clôtures enterrées et sans fil, colliers de dressage et programme de deux semaines, installés par un revendeur local si vous le souhaitez.',
      intro: 'Clôtures de confinement et dressage pour animaux, en toute simplicité.',
      paragraphs: ['Fixez la limite, entraînez votre chien avec les drapeaux pendant deux semaines et profitez du jardin ensemble.', 'Nos revendeurs installent et entretiennent les systèmes partout aux États-Unis et au Canada.'],
    },
  },
  homing: {
    en: {
      heroHeading: 'Always know where your dog is',
      heroText: 'GPS collars with LTE service that show your dog on a live map and alert you the moment they leave a safe zone.',
      intro: 'GPS collars for dogs and cats, sold in the United States and Canada.',
      paragraphs: ['Pick a collar, choose a monthly, 1-year or 2-year service plan, and follow every walk from the app.', 'Our LTE service covers the United States and Canada.'],
    },
  },
};

/** The about page of each brand, in every language it sells in: who makes what, where and why. */
export const ABOUT_VOICE: Record<BrandId, Partial<Record<Language, PageCopy>>> = {
  trailmate: {
    en: {
      title: 'About Trailmate',
      intro: 'Trailmate makes travel and car gear for dogs: seat covers and hammocks, car harnesses, travel beds and carriers.',
      paragraphs: [
        'We started in Portland with one seat cover, sewn for a muddy shepherd and a small hatchback. Every product since has been tested on real road trips by our team and their dogs before it reaches a shop.',
        'We design for the whole journey: a back seat that stays clean, a harness that holds in the car, a bed that packs small at the campsite and a bowl that folds into a pocket.',
        'Our shops in Portland, Denver and Vancouver let you try the gear with your own dog, and every product is backed by our lifetime warranty.',
      ],
    },
    fr: {
      title: 'À propos de Trailmate',
      intro: 'Trailmate fabrique de l’équipement de voyage et de voiture pour chiens : housses de siège et hamacs, harnais de voiture, lits de voyage et sacs de transport.',
      paragraphs: [
        'Tout a commencé à Portland avec une seule housse de siège, cousue pour un berger couvert de boue et une petite citadine. Depuis, chaque produit est testé sur de vrais road trips par notre équipe et ses chiens avant d’arriver en magasin.',
        'Nous pensons à tout le trajet : une banquette qui reste propre, un harnais qui tient en voiture, un lit qui se range petit au camping et une gamelle qui se plie dans une poche.',
        'Dans nos magasins de Portland, Denver et Vancouver, vous pouvez essayer l’équipement avec votre chien, et chaque produit est couvert par notre garantie à vie.',
      ],
    },
    de: {
      title: 'Über Trailmate',
      intro: 'Trailmate macht Reise- und Autozubehör für Hunde: Sitzbezüge und Hängematten, Autogeschirre, Reisebetten und Transporttaschen.',
      paragraphs: [
        'Angefangen hat alles in Portland mit einem einzigen Sitzbezug, genäht für einen schlammigen Schäferhund und einen kleinen Kombi. Seitdem testen unser Team und seine Hunde jedes Produkt auf echten Roadtrips, bevor es in den Handel kommt.',
        'Wir denken an die ganze Reise: eine Rückbank, die sauber bleibt, ein Geschirr, das im Auto hält, ein Bett, das sich auf dem Campingplatz klein verstauen lässt, und ein Napf, der in jede Tasche passt.',
        'In unseren Läden in Portland, Denver und Vancouver können Sie alles mit Ihrem eigenen Hund ausprobieren, und jedes Produkt hat unsere lebenslange Garantie.',
      ],
    },
    it: {
      title: 'Chi è Trailmate',
      intro: 'Trailmate crea accessori da viaggio e per l’auto per cani: coprisedili e amache, pettorine da auto, cucce da viaggio e trasportini.',
      paragraphs: [
        'Abbiamo iniziato a Portland con un solo coprisedile, cucito per un pastore pieno di fango e una piccola utilitaria. Da allora ogni prodotto viene provato in veri viaggi dal nostro team e dai suoi cani prima di arrivare in negozio.',
        'Pensiamo a tutto il viaggio: un sedile posteriore che resta pulito, una pettorina che tiene in auto, una cuccia che occupa poco spazio in campeggio e una ciotola che si piega in tasca.',
        'Nei nostri negozi di Portland, Denver e Vancouver puoi provare tutto con il tuo cane, e ogni prodotto è coperto dalla nostra garanzia a vita.',
      ],
    },
    nl: {
      title: 'Over Trailmate',
      intro: 'Trailmate maakt reis- en autospullen voor honden: stoelhoezen en hangmatten, autotuigen, reisbedden en draagtassen.',
      paragraphs: [
        'We begonnen in Portland met één stoelhoes, genaaid voor een modderige herder en een kleine hatchback. Sindsdien test ons team elk product met hun eigen honden op echte roadtrips voordat het in de winkel ligt.',
        'We denken aan de hele reis: een achterbank die schoon blijft, een tuig dat houdt in de auto, een bed dat klein inpakt op de camping en een bak die opgevouwen in je jaszak past.',
        'In onze winkels in Portland, Denver en Vancouver probeer je alles uit met je eigen hond, en op elk product zit onze levenslange garantie.',
      ],
    },
    es: {
      title: 'Sobre Trailmate',
      intro: 'Trailmate fabrica equipo de viaje y para el coche para perros: fundas de asiento y hamacas, arneses de coche, camas de viaje y transportines.',
      paragraphs: [
        'Empezamos en Portland con una sola funda de asiento, cosida para un pastor lleno de barro y un coche pequeño. Desde entonces, nuestro equipo y sus perros prueban cada producto en viajes de verdad antes de que llegue a la tienda.',
        'Pensamos en todo el viaje: un asiento trasero que sigue limpio, un arnés que sujeta en el coche, una cama que ocupa poco en el camping y un cuenco que se pliega en un bolsillo.',
        'En nuestras tiendas de Portland, Denver y Vancouver puedes probarlo todo con tu perro, y cada producto tiene nuestra garantía de por vida.',
      ],
    },
  },
  yardwise: {
    en: {
      title: 'About Yardwise',
      intro: 'Yardwise makes pet containment fences and training gear: in-ground and wireless fences, receiver and training collars, boundary flags and training kits.',
      paragraphs: [
        'We believe a fence only works with training. Every system comes with boundary flags and a two-week plan that teaches your dog where the yard ends, with a warning tone before any correction.',
        'Our trainers write the plans and our engineers test every transmitter and collar through rain, snow and summer heat in yards of every shape.',
        'Authorized dealers across the United States and Canada plan, install and service systems, and our care team helps you by phone at every step.',
      ],
    },
    fr: {
      title: 'À propos de Yardwise',
      intro: 'Yardwise fabrique des clôtures de confinement et du matériel de dressage pour animaux : clôtures enterrées et sans fil, colliers récepteurs et de dressage, drapeaux de délimitation et kits de dressage.',
      paragraphs: [
        'Pour nous, une clôture ne fonctionne qu’avec du dressage. Chaque système est livré avec des drapeaux de délimitation et un programme de deux semaines qui apprend à votre chien où s’arrête le terrain, avec un signal sonore avant toute correction.',
        'Nos éducateurs rédigent les programmes et nos ingénieurs testent chaque émetteur et chaque collier sous la pluie, la neige et la chaleur de l’été, sur des terrains de toutes les formes.',
        'Des revendeurs agréés aux États-Unis et au Canada conçoivent, installent et entretiennent les systèmes, et notre service client vous accompagne par téléphone à chaque étape.',
      ],
    },
  },
  homing: {
    en: {
      title: 'About Homing',
      intro: 'Homing makes GPS collars for dogs and cats, with the LTE service plans that keep them on your map.',
      paragraphs: [
        'We started after a long night looking for a dog that had slipped its collar on a hike. Our engineers set out to build a tracker light enough to wear all day and clear enough to find a pet in minutes.',
        'Every Homing collar shows your pet on a live map, alerts you when they leave a safe zone and runs for days on a charge; the app and service plans are made by the same team.',
        'Homing is sold and supported in the United States and Canada, where our LTE service covers your walks, hikes and road trips.',
      ],
    },
  },
};

/** Press releases by brand: no release is shared between brands. */
export const PRESS_VOICE: Record<BrandId, PressVoice[]> = {
  trailmate: [
    {
      slug: 'trailmate-launches-the-rucksack', outlet: 'Pet Trade Weekly', date: '2026-03-10', product: 'rucksack',
      text: {
        en: (p) => ({ title: `Trailmate launches the ${p} for hikes with small dogs`, body: [`Trailmate today introduced the ${p}, a backpack carrier for dogs up to 9 kg.`, 'A padded base, mesh panels and a short safety tether keep small dogs secure on steep trails and crowded trains.', 'It is available now online and in the Trailmate stores in Portland, Denver and Vancouver.'] }),
        fr: (p) => ({ title: `Trailmate lance le ${p} pour randonner avec les petits chiens`, body: [`Trailmate présente aujourd’hui le ${p}, un sac à dos porte-chien pour les chiens jusqu’à 9 kg.`, 'Un fond rembourré, des panneaux en filet et une courte longe de sécurité maintiennent les petits chiens sur les sentiers raides comme dans les trains bondés.', 'Il est disponible dès maintenant en ligne et dans les magasins Trailmate de Portland, Denver et Vancouver.'] }),
        de: (p) => ({ title: `Trailmate bringt die ${p} für Wanderungen mit kleinen Hunden`, body: [`Trailmate stellt heute die ${p} vor, einen Rucksack-Träger für Hunde bis 9 kg.`, 'Ein gepolsterter Boden, Mesh-Einsätze und eine kurze Sicherungsleine halten kleine Hunde auf steilen Pfaden und in vollen Zügen sicher.', 'Sie ist ab sofort online und in den Trailmate-Läden in Portland, Denver und Vancouver erhältlich.'] }),
        it: (p) => ({ title: `Trailmate lancia il ${p} per le escursioni con i cani piccoli`, body: [`Trailmate presenta oggi il ${p}, uno zaino porta cane per cani fino a 9 kg.`, 'Fondo imbottito, pannelli in rete e un corto guinzaglio di sicurezza tengono al sicuro i cani piccoli su sentieri ripidi e treni affollati.', 'È disponibile da subito online e nei negozi Trailmate di Portland, Denver e Vancouver.'] }),
        nl: (p) => ({ title: `Trailmate lanceert de ${p} voor wandelingen met kleine honden`, body: [`Trailmate introduceert vandaag de ${p}, een rugzakdrager voor honden tot 9 kg.`, 'Een gevoerde bodem, mesh-panelen en een korte veiligheidslijn houden kleine honden veilig op steile paden en in volle treinen.', 'Hij is nu online verkrijgbaar en in de Trailmate-winkels in Portland, Denver en Vancouver.'] }),
        es: (p) => ({ title: `Trailmate lanza el ${p} para hacer senderismo con perros pequeños`, body: [`Trailmate presenta hoy el ${p}, una mochila portaperros para perros de hasta 9 kg.`, 'Una base acolchada, paneles de malla y una correa corta de seguridad mantienen seguros a los perros pequeños en senderos empinados y trenes llenos.', 'Ya está disponible en línea y en las tiendas Trailmate de Portland, Denver y Vancouver.'] }),
      },
    },
    {
      slug: 'trailmate-wins-design-award', outlet: 'Outdoor Design Review', date: '2026-05-21',
      text: {
        en: () => ({ title: 'The Rover hammock wins a travel design award', body: ['Trailmate’s Rover Hammock Extended Width received the jury prize for travel products at this year’s Outdoor Design Review awards.', 'The jury praised its waterproof layer, its seat belt openings and the side flaps that protect car doors from claws.', 'The Rover line has been redesigned four times since 2019, each time after a season of road trips with our testers’ dogs.'] }),
        fr: () => ({ title: 'Le hamac Rover primé pour son design de voyage', body: ['Le hamac grande largeur Rover de Trailmate a reçu le prix du jury des produits de voyage aux Outdoor Design Review awards de cette année.', 'Le jury a salué sa couche imperméable, ses passages de ceinture et ses rabats latéraux qui protègent les portières des griffes.', 'La gamme Rover a été repensée quatre fois depuis 2019, chaque fois après une saison de road trips avec les chiens de nos testeurs.'] }),
        de: () => ({ title: 'Rover-Hängematte gewinnt Designpreis für Reiseprodukte', body: ['Die Rover Hängematte extrabreit von Trailmate erhielt bei den diesjährigen Outdoor Design Review Awards den Jurypreis für Reiseprodukte.', 'Die Jury lobte die wasserdichte Schicht, die Gurtöffnungen und die Seitenklappen, die Autotüren vor Krallen schützen.', 'Die Rover-Linie wurde seit 2019 viermal überarbeitet, jedes Mal nach einer Saison Roadtrips mit den Hunden unserer Tester.'] }),
        it: () => ({ title: 'L’amaca Rover premiata per il design da viaggio', body: ['L’amaca extra larga Rover di Trailmate ha ricevuto il premio della giuria per i prodotti da viaggio agli Outdoor Design Review awards di quest’anno.', 'La giuria ha elogiato lo strato impermeabile, le aperture per le cinture e le alette laterali che proteggono le portiere dalle unghie.', 'La linea Rover è stata ridisegnata quattro volte dal 2019, ogni volta dopo una stagione di viaggi con i cani dei nostri tester.'] }),
        nl: () => ({ title: 'Rover-hangmat wint designprijs voor reisproducten', body: ['De Rover Hangmat extra breed van Trailmate kreeg dit jaar de juryprijs voor reisproducten bij de Outdoor Design Review awards.', 'De jury prees de waterdichte laag, de gordelopeningen en de zijflappen die autodeuren beschermen tegen nagels.', 'De Rover-lijn is sinds 2019 vier keer herontworpen, telkens na een seizoen roadtrips met de honden van onze testers.'] }),
        es: () => ({ title: 'La hamaca Rover gana un premio de diseño para viajes', body: ['La hamaca extraancha Rover de Trailmate recibió el premio del jurado a productos de viaje en los Outdoor Design Review awards de este año.', 'El jurado destacó su capa impermeable, sus aberturas para el cinturón y las solapas laterales que protegen las puertas de las uñas.', 'La línea Rover se ha rediseñado cuatro veces desde 2019, siempre tras una temporada de viajes con los perros de nuestros probadores.'] }),
      },
    },
    {
      slug: 'trailmate-ships-to-more-countries', outlet: 'European Retail Journal', date: '2026-07-02',
      text: {
        en: () => ({ title: 'Trailmate now ships across Europe', body: ['Trailmate now sells in France, Germany, Italy, Spain, the Netherlands, Belgium, Switzerland and Ireland, alongside the United States, Canada, Australia and the United Kingdom.', 'Customers shop in their own language and currency, with local taxes included in the price.', 'European orders leave our Rotterdam warehouse within two working days.'] }),
        fr: () => ({ title: 'Trailmate livre désormais dans toute l’Europe', body: ['Trailmate vend désormais en France, en Allemagne, en Italie, en Espagne, aux Pays-Bas, en Belgique, en Suisse et en Irlande, en plus des États-Unis, du Canada, de l’Australie et du Royaume-Uni.', 'Chacun achète dans sa langue et sa devise, taxes locales comprises.', 'Les commandes européennes quittent notre entrepôt de Rotterdam sous deux jours ouvrés.'] }),
        de: () => ({ title: 'Trailmate liefert jetzt in ganz Europa', body: ['Trailmate verkauft jetzt in Frankreich, Deutschland, Italien, Spanien, den Niederlanden, Belgien, der Schweiz und Irland, zusätzlich zu den USA, Kanada, Australien und dem Vereinigten Königreich.', 'Kundinnen und Kunden kaufen in ihrer Sprache und Währung, inklusive der örtlichen Steuern.', 'Europäische Bestellungen verlassen unser Lager in Rotterdam innerhalb von zwei Werktagen.'] }),
        it: () => ({ title: 'Trailmate ora spedisce in tutta Europa', body: ['Trailmate ora vende in Francia, Germania, Italia, Spagna, Paesi Bassi, Belgio, Svizzera e Irlanda, oltre a Stati Uniti, Canada, Australia e Regno Unito.', 'I clienti acquistano nella propria lingua e valuta, con le tasse locali incluse.', 'Gli ordini europei partono dal nostro magazzino di Rotterdam entro due giorni lavorativi.'] }),
        nl: () => ({ title: 'Trailmate levert nu in heel Europa', body: ['Trailmate verkoopt nu in Frankrijk, Duitsland, Italië, Spanje, Nederland, België, Zwitserland en Ierland, naast de Verenigde Staten, Canada, Australië en het Verenigd Koninkrijk.', 'Klanten winkelen in hun eigen taal en valuta, inclusief lokale belastingen.', 'Europese bestellingen verlaten ons magazijn in Rotterdam binnen twee werkdagen.'] }),
        es: () => ({ title: 'Trailmate ya envía a toda Europa', body: ['Trailmate ya vende en Francia, Alemania, Italia, España, los Países Bajos, Bélgica, Suiza e Irlanda, además de Estados Unidos, Canadá, Australia y el Reino Unido.', 'Cada cliente compra en su idioma y su moneda, con los impuestos locales incluidos.', 'Los pedidos europeos salen de nuestro almacén de Róterdam en dos días laborables.'] }),
      },
    },
    {
      slug: 'trailmate-partners-with-shelters', outlet: 'Shelter Transport Today', date: '2026-09-15',
      text: {
        en: () => ({ title: 'Trailmate equips shelter transport vans for rescued dogs', body: ['Trailmate will fit twelve shelter transport vans with seat covers, hammocks and seat belt tethers this year.', 'The vans carry rescued dogs to foster homes and new families, often on drives of several hours.', 'Our store teams will also join adoption days in Portland, Denver and Vancouver.'] }),
        fr: () => ({ title: 'Trailmate équipe les véhicules de transport des refuges', body: ['Trailmate équipera cette année douze véhicules de refuges de housses, de hamacs et d’attaches de ceinture.', 'Ces véhicules conduisent les chiens sauvés vers leurs familles d’accueil et d’adoption, souvent pendant plusieurs heures.', 'Nos équipes de magasin participeront aussi aux journées d’adoption à Portland, Denver et Vancouver.'] }),
        de: () => ({ title: 'Trailmate stattet Transporter von Tierheimen aus', body: ['Trailmate rüstet in diesem Jahr zwölf Tierheim-Transporter mit Sitzbezügen, Hängematten und Gurtleinen aus.', 'Die Transporter bringen gerettete Hunde zu Pflegestellen und neuen Familien, oft über mehrere Stunden Fahrt.', 'Unsere Ladenteams helfen außerdem bei Adoptionstagen in Portland, Denver und Vancouver.'] }),
        it: () => ({ title: 'Trailmate equipaggia i furgoni dei rifugi per i cani salvati', body: ['Quest’anno Trailmate allestirà dodici furgoni dei rifugi con coprisedili, amache e guinzagli per cintura.', 'I furgoni portano i cani salvati verso stalli e nuove famiglie, spesso con viaggi di diverse ore.', 'I nostri team dei negozi parteciperanno anche alle giornate di adozione a Portland, Denver e Vancouver.'] }),
        nl: () => ({ title: 'Trailmate rust transportbusjes van asielen uit', body: ['Trailmate voorziet dit jaar twaalf transportbusjes van asielen van stoelhoezen, hangmatten en gordelriemen.', 'De busjes brengen geredde honden naar opvanggezinnen en nieuwe baasjes, vaak na uren rijden.', 'Onze winkelteams helpen ook mee op adoptiedagen in Portland, Denver en Vancouver.'] }),
        es: () => ({ title: 'Trailmate equipa las furgonetas de traslado de los refugios', body: ['Este año Trailmate equipará doce furgonetas de refugios con fundas, hamacas y correas para el cinturón.', 'Las furgonetas llevan perros rescatados a casas de acogida y nuevas familias, a menudo en trayectos de varias horas.', 'Nuestros equipos de tienda también participarán en jornadas de adopción en Portland, Denver y Vancouver.'] }),
      },
    },
  ],
  yardwise: [
    {
      slug: 'yardwise-launches-meadow-wireless-fence', outlet: 'Home and Yard Today', date: '2026-02-18', product: 'meadow-wireless-fence-system',
      text: {
        en: (p) => ({ title: `Yardwise launches the ${p}: no wire to bury`, body: [`The ${p} sets a circular boundary of up to half an acre from a transmitter indoors.`, 'It sets up in an afternoon and moves with you to a new home or a holiday cabin.', 'Every system comes with 50 boundary flags and the Yardwise two-week training plan.'] }),
        fr: (p) => ({ title: `Yardwise lance le ${p} : aucun fil à enterrer`, body: [`Le ${p} crée une limite circulaire jusqu’à 2 000 m² à partir d’un émetteur placé à l’intérieur.`, 'Il s’installe en un après-midi et vous suit dans une nouvelle maison ou un chalet de vacances.', 'Chaque système est livré avec 50 drapeaux de délimitation et le programme de dressage Yardwise sur deux semaines.'] }),
      },
    },
    {
      slug: 'yardwise-wins-design-award', outlet: 'Product Design Digest', date: '2026-04-30',
      text: {
        en: () => ({ title: 'Yardwise receiver collar recognised for humane training design', body: ['The Perimeter Receiver Collar received a design award for putting the warning tone first.', 'Every correction is preceded by a tone, and levels start low, so most dogs learn the boundary from the tone alone.', 'The jury also praised the step-by-step training plan that comes with every Yardwise fence.'] }),
        fr: () => ({ title: 'Le collier récepteur Yardwise distingué pour un dressage respectueux', body: ['Le collier récepteur Perimeter a reçu un prix de design pour sa priorité donnée au signal sonore.', 'Chaque correction est précédée d’un signal et les niveaux commencent bas : la plupart des chiens apprennent la limite au seul signal.', 'Le jury a aussi salué le programme de dressage pas à pas fourni avec chaque clôture Yardwise.'] }),
      },
    },
    {
      slug: 'yardwise-ships-to-more-countries', outlet: 'Canadian Home Retail', date: '2026-06-11',
      text: {
        en: () => ({ title: 'Yardwise now serves all of Canada, in English and French', body: ['Yardwise fences and training collars now ship to every Canadian province, priced in Canadian dollars.', 'Our site, manuals and training videos are available in English and French.', 'Dealers in Quebec, Ontario and British Columbia install and service systems.'] }),
        fr: () => ({ title: 'Yardwise dessert désormais tout le Canada, en français et en anglais', body: ['Les clôtures et colliers de dressage Yardwise sont désormais livrés dans toutes les provinces canadiennes, en dollars canadiens.', 'Notre site, nos manuels et nos vidéos de dressage sont offerts en français et en anglais.', 'Des revendeurs au Québec, en Ontario et en Colombie-Britannique installent et entretiennent les systèmes.'] }),
      },
    },
    {
      slug: 'yardwise-partners-with-shelters', outlet: 'Ohio Pet Rescue News', date: '2026-08-25',
      text: {
        en: () => ({ title: 'Yardwise helps adopted dogs settle into their new yards', body: ['Families who adopt from our partner shelters receive a free training kit and a session with a Yardwise trainer.', 'Escapes in the first weeks are a common reason adopted dogs are returned; boundary training helps them settle in.', 'The program starts in Ohio and North Carolina this spring.'] }),
        fr: () => ({ title: 'Yardwise aide les chiens adoptés à s’installer dans leur nouveau jardin', body: ['Les familles qui adoptent dans nos refuges partenaires reçoivent un kit de dressage gratuit et une séance avec un dresseur Yardwise.', 'Les fugues des premières semaines sont une cause fréquente de retour au refuge ; le dressage aux limites aide les chiens à s’adapter.', 'Le programme commence ce printemps en Ohio et en Caroline du Nord.'] }),
      },
    },
  ],
  homing: [
    {
      slug: 'homing-launches-the-homing-pro', outlet: 'Gadget Weekly', date: '2026-03-03', product: 'homing-pro-gps-collar',
      text: {
        en: (p) => ({ title: `Homing launches the ${p} with a built-in light`, body: [`The ${p} adds a built-in light and activity tracking to live LTE location.`, 'Its battery lasts up to seven days, and safe-zone alerts arrive within seconds.', 'It is available in the United States and Canada with a monthly, 1-year or 2-year service plan.'] }),
      },
    },
    {
      slug: 'homing-wins-design-award', outlet: 'Connected Pet Review', date: '2026-05-12',
      text: {
        en: () => ({ title: 'Homing Go named best pet tracker for battery life', body: ['The Homing Go GPS Collar won its category for battery life and ease of setup.', 'Reviewers followed their dogs for a full week on a single charge.', 'Homing collars weigh under 90 grams and come in sizes from small dogs to giant breeds.'] }),
      },
    },
    {
      slug: 'homing-ships-to-more-countries', outlet: 'North American Tech Retail', date: '2026-07-20',
      text: {
        en: () => ({ title: 'Homing collars now work in Canada', body: ['Homing collars and service plans are now sold in Canada as well as the United States.', 'Our LTE service covers both countries, so one collar keeps working when you cross the border.', 'Homing sells and provides service in the United States and Canada only.'] }),
      },
    },
    {
      slug: 'homing-partners-with-shelters', outlet: 'Austin Community News', date: '2026-10-01',
      text: {
        en: () => ({ title: 'Homing and local shelters help runaway dogs get home', body: ['Homing will give 500 collars with a year of service to shelters in Texas and Alberta, for dogs with a history of running off.', 'Foster families can follow their dogs on a live map during the first weeks in a new home.', 'Our teams in Austin and Calgary will volunteer at partner shelters.'] }),
      },
    },
  ],
};

/** Blog post bodies a brand writes in its own words instead of the travel-gear defaults of the dictionaries. */
export interface BlogVoice {
  trailTestedBody: (product: string) => string[];
  meetBody: (product: string) => string[];
  designerBody: (name: string) => string[];
}

/** Blog voice of the brands that sell no travel gear. */
export const BLOG_VOICE: Partial<Record<BrandId, Partial<Record<Language, BlogVoice>>>> = {
  yardwise: {
    en: {
      trailTestedBody: (p) => [`We installed the ${p} in three very different yards: a sloped lot, a corner plot and a farm.`, 'Our trainers worked with six dogs for two weeks, from a shy rescue to a determined husky.', 'Every Yardwise system is tested like this before it reaches a customer.'],
      meetBody: (p) => [`The ${p} started with a question our dealers kept hearing: can containment be gentler and simpler?`, 'Our engineers built and field-tested a dozen prototypes, with the warning tone always coming first.', 'Today it is one of the Yardwise systems our dealers install most.'],
      designerBody: (name) => [`${name} has designed containment and training products at Yardwise for eight years.`, 'Every project starts in a customer’s yard, watching where dogs test the boundary and why.', 'Then come prototypes, weeks of training sessions with our trainers, and many rounds of changes.'],
    },
    fr: {
      trailTestedBody: (p) => [`Nous avons installé « ${p} » dans trois terrains très différents : en pente, en angle et à la ferme.`, 'Nos dresseurs ont travaillé deux semaines avec six chiens, d’un chien de refuge timide à un husky obstiné.', 'Chaque système Yardwise est testé ainsi avant d’arriver chez un client.'],
      meetBody: (p) => [`« ${p} » est né d’une question que nos revendeurs entendaient souvent : le confinement peut-il être plus doux et plus simple ?`, 'Nos ingénieurs ont construit et testé sur le terrain une douzaine de prototypes, toujours avec le signal sonore en premier.', 'C’est aujourd’hui l’un des systèmes Yardwise que nos revendeurs installent le plus.'],
      designerBody: (name) => [`${name} conçoit les produits de confinement et de dressage de Yardwise depuis huit ans.`, 'Chaque projet commence dans le jardin d’un client, en observant où et pourquoi les chiens testent la limite.', 'Viennent ensuite les prototypes, des semaines de séances avec nos dresseurs et de nombreuses retouches.'],
    },
  },
  homing: {
    en: {
      trailTestedBody: (p) => [`Our team spent a week in the backcountry with the ${p}, from river valleys to ridges with no phone signal.`, 'We compared its track with a handheld GPS every evening and logged how much battery each day used.', 'Every Homing collar is tested like this before it reaches you.'],
      meetBody: (p) => [`The ${p} started with a question from owners of dogs that run: how do we find them faster?`, 'Our engineers built and tested a dozen prototypes, trading grams of weight against days of battery.', 'Today it is one of the Homing collars our customers recommend most.'],
      designerBody: (name) => [`${name} has designed GPS collars at Homing for eight years.`, 'Every project starts with lost-dog stories from our customers and the minutes that mattered.', 'Then come prototypes, weeks of field tests and many changes to the antenna and the strap.'],
    },
  },
};
