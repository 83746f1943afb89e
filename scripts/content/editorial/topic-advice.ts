// Practical advice per blog topic, written per language: the section that follows a guide's or tips
// post's introduction.
import type { TopicKey } from '../i18n/editorial-types';
import type { Language } from '../lib/core';

/** One advice section: a heading and its paragraphs. */
export interface Advice {
  heading: string;
  paragraphs: string[];
}

type Six = Partial<Record<Language, Advice>>;
const a = (heading: string, ...paragraphs: string[]): Advice => ({ heading, paragraphs });

/** Advice by topic and language (every language of every brand that writes about the topic). */
export const TOPIC_ADVICE: Record<TopicKey, Six> = {
  roadTrips: {
    en: a('Plan the drive around your dog', 'Stop every two hours for water and a short walk, and never leave your dog in a parked car on a warm day.', 'Secure your dog on the back seat with a crash-tested harness and a seat belt tether, or in a crate in the boot, so a sudden stop does not turn into an injury.'),
    fr: a('Organisez le trajet autour de votre chien', 'Arrêtez-vous toutes les deux heures pour boire et marcher un peu, et ne laissez jamais votre chien dans une voiture garée quand il fait chaud.', 'Attachez votre chien sur la banquette avec un harnais testé et une attache de ceinture, ou installez-le dans une caisse dans le coffre, pour qu’un freinage brusque ne le blesse pas.'),
    de: a('Planen Sie die Fahrt rund um Ihren Hund', 'Halten Sie alle zwei Stunden für Wasser und einen kurzen Spaziergang an und lassen Sie Ihren Hund an warmen Tagen nie im geparkten Auto.', 'Sichern Sie Ihren Hund auf der Rückbank mit einem crashgetesteten Geschirr und einer Gurtleine oder in einer Box im Kofferraum, damit eine Vollbremsung nicht zur Verletzung wird.'),
    it: a('Pianifica il viaggio intorno al tuo cane', 'Fermati ogni due ore per bere e fare due passi, e non lasciare mai il cane in un’auto parcheggiata quando fa caldo.', 'Assicura il cane sul sedile posteriore con una pettorina testata e un guinzaglio per cintura, oppure in un trasportino nel bagagliaio, così una frenata brusca non diventa un infortunio.'),
    nl: a('Plan de rit rond je hond', 'Stop elke twee uur voor water en een korte wandeling, en laat je hond op een warme dag nooit in een geparkeerde auto achter.', 'Zet je hond vast op de achterbank met een crashgetest tuig en een gordelriem, of in een bench in de kofferbak, zodat een noodstop geen blessure wordt.'),
    es: a('Planifica el viaje pensando en tu perro', 'Para cada dos horas para beber y dar un paseo corto, y nunca dejes a tu perro en un coche aparcado cuando hace calor.', 'Sujeta a tu perro en el asiento trasero con un arnés probado y una correa para el cinturón, o en un transportín en el maletero, para que un frenazo no acabe en lesión.'),
  },
  hiking: {
    en: a('Build up distance and check the paws', 'Start with trails of an hour or two and add distance week by week; young and older dogs need shorter days.', 'Check paws for cuts and thorns at every break, carry a litre of water per dog for a half-day hike, and keep your dog on a leash where there is livestock or wildlife.'),
    fr: a('Allongez les distances et surveillez les pattes', 'Commencez par des sentiers d’une à deux heures et allongez semaine après semaine ; les jeunes chiens et les seniors ont besoin de journées plus courtes.', 'Vérifiez les coussinets à chaque pause, emportez un litre d’eau par chien pour une demi-journée et gardez votre chien en laisse près du bétail ou de la faune.'),
    de: a('Strecken langsam steigern und Pfoten prüfen', 'Beginnen Sie mit Touren von ein bis zwei Stunden und steigern Sie Woche für Woche; junge und ältere Hunde brauchen kürzere Tage.', 'Prüfen Sie die Pfoten bei jeder Pause auf Schnitte und Dornen, nehmen Sie pro Hund einen Liter Wasser für eine halbe Tagestour mit und leinen Sie Ihren Hund bei Weidetieren und Wild an.'),
    it: a('Aumenta le distanze e controlla le zampe', 'Inizia con sentieri di una o due ore e allunga settimana dopo settimana; cuccioli e cani anziani hanno bisogno di giornate più corte.', 'Controlla i polpastrelli a ogni pausa, porta un litro d’acqua per cane per mezza giornata e tieni il cane al guinzaglio vicino a bestiame e fauna.'),
    nl: a('Bouw de afstand op en controleer de poten', 'Begin met routes van een à twee uur en voeg elke week wat toe; pups en oudere honden hebben kortere dagen nodig.', 'Controleer de poten bij elke pauze op sneetjes en doorns, neem per hond een liter water mee voor een halve dag en houd je hond aangelijnd bij vee en wild.'),
    es: a('Aumenta la distancia y revisa las patas', 'Empieza con rutas de una o dos horas y alarga semana a semana; los cachorros y los perros mayores necesitan jornadas más cortas.', 'Revisa las almohadillas en cada parada, lleva un litro de agua por perro para media jornada y mantén a tu perro atado cerca del ganado o la fauna.'),
  },
  camping: {
    en: a('Make the tent feel like home', 'Bring the bed or blanket your dog already sleeps on, and set it up before dark so your dog can settle while it is still calm.', 'Use a long line at the campsite rather than a tie-out, pack food in a sealed box away from the tent, and keep a light on your dog’s collar after sunset.'),
    fr: a('Faites de la tente un second foyer', 'Emportez le lit ou la couverture sur lequel votre chien dort déjà et installez-le avant la nuit pour qu’il se pose au calme.', 'Au camping, préférez une longe à un piquet, rangez la nourriture dans une boîte fermée loin de la tente et gardez une lumière sur le collier après le coucher du soleil.'),
    de: a('Das Zelt wie ein Zuhause einrichten', 'Nehmen Sie das Bett oder die Decke mit, auf der Ihr Hund schon schläft, und richten Sie alles vor der Dunkelheit ein, damit er in Ruhe ankommt.', 'Nutzen Sie auf dem Platz eine Schleppleine statt eines Erdankers, lagern Sie Futter in einer dichten Box abseits des Zelts und befestigen Sie nach Sonnenuntergang ein Licht am Halsband.'),
    it: a('Rendi la tenda una seconda casa', 'Porta la cuccia o la coperta su cui il cane dorme già e sistemala prima del buio, così si ambienta con calma.', 'In campeggio usa una lunghina invece di un picchetto, conserva il cibo in un contenitore chiuso lontano dalla tenda e metti una luce sul collare dopo il tramonto.'),
    nl: a('Maak van de tent een thuis', 'Neem het bed of de deken mee waarop je hond al slaapt en leg het klaar voor het donker, zodat hij rustig kan landen.', 'Gebruik op de camping een lange lijn in plaats van een grondpen, bewaar voer in een afgesloten doos buiten de tent en hang na zonsondergang een lampje aan de halsband.'),
    es: a('Haz que la tienda parezca su casa', 'Lleva la cama o la manta en la que tu perro ya duerme y colócala antes de que anochezca para que se acomode con calma.', 'En el camping usa una correa larga en lugar de una estaca, guarda la comida en una caja cerrada lejos de la tienda y pon una luz en el collar al anochecer.'),
  },
  beachDays: {
    en: a('Shade, fresh water and a rinse', 'Salt water makes dogs thirstier, so bring fresh water and a bowl, and set up shade before your dog needs it.', 'A life jacket helps even strong swimmers in waves and currents; rinse the salt and sand from the coat before the drive home.'),
    fr: a('De l’ombre, de l’eau douce et un rinçage', 'L’eau salée donne soif : emportez de l’eau douce et une gamelle, et installez de l’ombre avant que votre chien en ait besoin.', 'Un gilet de sauvetage aide même les bons nageurs dans les vagues et les courants ; rincez le sel et le sable du pelage avant de reprendre la route.'),
    de: a('Schatten, Süßwasser und eine Dusche', 'Salzwasser macht durstig: Nehmen Sie Süßwasser und einen Napf mit und sorgen Sie für Schatten, bevor Ihr Hund ihn braucht.', 'Eine Schwimmweste hilft auch guten Schwimmern bei Wellen und Strömung; spülen Sie Salz und Sand vor der Heimfahrt aus dem Fell.'),
    it: a('Ombra, acqua dolce e un risciacquo', 'L’acqua salata fa venire sete: porta acqua dolce e una ciotola e prepara l’ombra prima che il cane ne abbia bisogno.', 'Il giubbotto salvagente aiuta anche i buoni nuotatori tra onde e correnti; sciacqua sale e sabbia dal pelo prima di rientrare.'),
    nl: a('Schaduw, zoet water en een spoelbeurt', 'Zout water maakt dorstig, dus neem zoet water en een bak mee en zorg voor schaduw voordat je hond die nodig heeft.', 'Een zwemvest helpt zelfs goede zwemmers bij golven en stroming; spoel zout en zand uit de vacht voor de rit naar huis.'),
    es: a('Sombra, agua dulce y un aclarado', 'El agua salada da sed: lleva agua dulce y un cuenco, y monta la sombra antes de que tu perro la necesite.', 'Un chaleco salvavidas ayuda incluso a los buenos nadadores con olas y corrientes; aclara la sal y la arena del pelo antes de volver.'),
  },
  rainyWalks: {
    en: a('Stay visible and dry off well', 'Rainy days are dark days: reflective trim or a light on the collar keeps your dog visible to drivers.', 'Towel your dog dry after every walk, paying attention to the belly and between the toes, where damp skin gets sore.'),
    fr: a('Restez visible et séchez bien', 'Les jours de pluie sont sombres : des bandes réfléchissantes ou une lumière au collier rendent votre chien visible des automobilistes.', 'Séchez votre chien après chaque sortie, surtout le ventre et entre les doigts, où la peau humide s’irrite.'),
    de: a('Sichtbar bleiben und gut abtrocknen', 'Regentage sind dunkle Tage: Reflektoren oder ein Licht am Halsband machen Ihren Hund für Autofahrer sichtbar.', 'Trocknen Sie Ihren Hund nach jedem Spaziergang ab, besonders Bauch und Zehenzwischenräume, wo feuchte Haut wund wird.'),
    it: a('Resta visibile e asciuga bene', 'I giorni di pioggia sono bui: inserti riflettenti o una luce sul collare rendono il cane visibile agli automobilisti.', 'Asciuga il cane dopo ogni uscita, soprattutto pancia e spazi tra le dita, dove la pelle umida si irrita.'),
    nl: a('Blijf zichtbaar en droog goed af', 'Regendagen zijn donkere dagen: reflecterende randen of een lampje aan de halsband maken je hond zichtbaar voor automobilisten.', 'Droog je hond na elke wandeling af, vooral de buik en tussen de tenen, waar een vochtige huid snel geïrriteerd raakt.'),
    es: a('Mantente visible y sécalo bien', 'Los días de lluvia son oscuros: los detalles reflectantes o una luz en el collar hacen visible a tu perro para los conductores.', 'Seca a tu perro tras cada paseo, sobre todo la barriga y entre los dedos, donde la piel húmeda se irrita.'),
  },
  summerHeat: {
    en: a('Walk early and know the signs of heat stress', 'Walk before nine in the morning or after sunset; if the pavement is too hot for your hand, it is too hot for paws.', 'Heavy panting, a dark red tongue and stumbling are signs of heat stress: move to shade, wet the coat with cool (not cold) water and call your vet.'),
    fr: a('Sortez tôt et reconnaissez le coup de chaleur', 'Promenez-vous avant neuf heures ou après le coucher du soleil ; si le bitume est trop chaud pour votre main, il l’est pour les coussinets.', 'Halètement intense, langue rouge foncé et démarche titubante sont des signes de coup de chaleur : mettez votre chien à l’ombre, mouillez le pelage à l’eau fraîche et appelez le vétérinaire.'),
    de: a('Früh gehen und Hitzestress erkennen', 'Gehen Sie vor neun Uhr morgens oder nach Sonnenuntergang; ist der Asphalt zu heiß für Ihre Hand, ist er es auch für Pfoten.', 'Starkes Hecheln, eine dunkelrote Zunge und Taumeln sind Zeichen von Hitzestress: in den Schatten, das Fell mit kühlem, nicht kaltem Wasser nass machen und den Tierarzt anrufen.'),
    it: a('Esci presto e riconosci il colpo di calore', 'Passeggia prima delle nove o dopo il tramonto; se l’asfalto scotta per la tua mano, scotta anche per i polpastrelli.', 'Ansimare forte, lingua rosso scuro e passo incerto sono segni di colpo di calore: porta il cane all’ombra, bagna il pelo con acqua fresca e chiama il veterinario.'),
    nl: a('Ga vroeg op pad en herken hittestress', 'Wandel voor negen uur ’s ochtends of na zonsondergang; is het asfalt te heet voor je hand, dan ook voor poten.', 'Hevig hijgen, een donkerrode tong en wankelen zijn tekenen van hittestress: ga naar de schaduw, maak de vacht nat met koel water en bel je dierenarts.'),
    es: a('Sal temprano y reconoce el golpe de calor', 'Pasea antes de las nueve o después del atardecer; si el asfalto quema tu mano, quema sus almohadillas.', 'Jadeo intenso, lengua rojo oscuro y tambaleo son señales de golpe de calor: llévalo a la sombra, moja el pelo con agua fresca y llama al veterinario.'),
  },
  seniorDogs: {
    en: a('Make every step easier', 'Older joints do not like jumping: a ramp into the car and a non-slip mat on smooth floors spare hips and elbows.', 'Keep outings shorter and more frequent, and ask your vet about pain relief before a long trip.'),
    fr: a('Facilitez chaque pas', 'Les articulations âgées n’aiment pas les sauts : une rampe pour la voiture et un tapis antidérapant sur les sols lisses ménagent hanches et coudes.', 'Faites des sorties plus courtes mais plus fréquentes, et parlez à votre vétérinaire de la douleur avant un long voyage.'),
    de: a('Jeden Schritt leichter machen', 'Ältere Gelenke mögen keine Sprünge: Eine Autorampe und eine rutschfeste Matte auf glatten Böden schonen Hüften und Ellbogen.', 'Gehen Sie kürzer, aber öfter, und sprechen Sie vor einer langen Reise mit Ihrem Tierarzt über Schmerzmittel.'),
    it: a('Rendi ogni passo più facile', 'Le articolazioni anziane non amano i salti: una rampa per l’auto e un tappetino antiscivolo sui pavimenti lisci proteggono anche e gomiti.', 'Fai uscite più brevi e più frequenti, e chiedi al veterinario come gestire il dolore prima di un lungo viaggio.'),
    nl: a('Maak elke stap makkelijker', 'Oudere gewrichten houden niet van springen: een loopplank naar de auto en een antislipmat op gladde vloeren sparen heupen en ellebogen.', 'Maak kortere maar vaker uitstapjes en vraag je dierenarts naar pijnbestrijding voor een lange reis.'),
    es: a('Haz que cada paso sea más fácil', 'A las articulaciones mayores no les gustan los saltos: una rampa para el coche y una alfombrilla antideslizante en suelos lisos cuidan caderas y codos.', 'Haz salidas más cortas y frecuentes, y consulta a tu veterinario sobre el dolor antes de un viaje largo.'),
  },
  boundaryTraining: {
    en: a('Two weeks, two short sessions a day', 'Walk your dog on a leash along the flags for ten minutes, twice a day; when the warning tone sounds, turn back together and reward.', 'Add distractions only in the second week, a ball or a neighbour walking past, and leave the flags up until your dog turns back at the tone every time.'),
    fr: a('Deux semaines, deux courtes séances par jour', 'Promenez votre chien en laisse le long des drapeaux dix minutes, deux fois par jour ; au signal sonore, faites demi-tour ensemble et récompensez.', 'N’ajoutez des distractions qu’en deuxième semaine, une balle ou un voisin qui passe, et laissez les drapeaux jusqu’à ce que votre chien fasse demi-tour à chaque signal.'),
  },
  puppies: {
    en: a('Short lessons and lots of rewards', 'Puppies learn in sessions of five minutes: teach their name, sit and come with a clicker and small treats.', 'Wait until your puppy is six months old before using any fence receiver, and start boundary work with flags and a leash only.'),
    fr: a('Des leçons courtes et beaucoup de récompenses', 'Les chiots apprennent par séances de cinq minutes : enseignez le nom, assis et le rappel avec un clicker et de petites friandises.', 'Attendez les six mois de votre chiot avant d’utiliser un collier récepteur et commencez les limites avec les drapeaux et la laisse seulement.'),
  },
  yardSafety: {
    en: a('Walk the yard as your dog sees it', 'Look for gaps under gates, loose boards and plants that are toxic to pets, such as azaleas and sago palms.', 'Keep the boundary at least three metres from the street, and check the receiver collar’s fit and battery every month.'),
    fr: a('Parcourez le jardin à hauteur de chien', 'Cherchez les trous sous les portails, les planches mal fixées et les plantes toxiques comme les azalées et le sagoutier.', 'Gardez la limite à au moins trois mètres de la rue et vérifiez chaque mois l’ajustement et la batterie du collier récepteur.'),
  },
  cityLife: {
    en: a('Small spaces, calm routines', 'An indoor barrier keeps your dog out of the kitchen or away from the front door when guests arrive.', 'Practise calm walking past traffic and other dogs, and give your dog a quiet corner to rest when the city gets loud.'),
    fr: a('Petits espaces, routines calmes', 'Une barrière intérieure éloigne votre chien de la cuisine ou de la porte d’entrée quand des invités arrivent.', 'Entraînez-vous à marcher calmement près de la circulation et des autres chiens, et offrez-lui un coin tranquille quand la ville devient bruyante.'),
  },
  winterWalks: {
    en: a('Cold paws, short days', 'Salt and ice hurt paws: wipe them after every walk, and trim the fur between the pads so snow does not ball up.', 'Use a long line rather than letting your dog off leash near frozen ponds, and pick routes you know in the early darkness.'),
    fr: a('Pattes froides, jours courts', 'Le sel et la glace abîment les coussinets : essuyez-les après chaque sortie et coupez les poils entre les coussinets pour éviter les boules de neige.', 'Préférez une longe à la liberté près des étangs gelés et choisissez des itinéraires connus quand la nuit tombe tôt.'),
  },
  gpsSafety: {
    en: a('Set up safe zones before you need them', 'Draw a safe zone around your home and another around places you visit often, such as a relative’s house or a holiday cabin.', 'Charge the collar on the same day every week, and test an alert with a short walk so you know what a real one looks like.'),
  },
  lostPets: {
    en: a('The first hour matters most', 'Switch the collar to live tracking as soon as you notice your dog is gone, and follow the map on foot rather than by car.', 'Call out calmly, bring a favourite toy, and ask neighbours to check sheds and garages along the route the map shows.'),
  },
};
