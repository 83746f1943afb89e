// Yardwise's local services in the browser: dealer search, consultation scheduler and referral
// program (en, fr), with the spec's messages of the services under `svc…` keys.
import { REFERRAL_ALREADY_ENROLLED_MESSAGE, SERVICE_MESSAGES, TOO_LONG_MESSAGE } from '../wire/services';
import type { StringGroupSource, StringSource } from './types';

type Two = [en: string, fr: string];

function s(key: string, [en, fr]: Two, placeholder?: string): StringSource {
  return { key, ...(placeholder ? { placeholder } : {}), values: { en, fr } };
}

/** The UI key of a service message: `svc` and the message's name, e.g. `svcZipInvalid`. */
export function serviceMessageKey(name: string): string {
  return `svc${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

// French for every message of SERVICE_MESSAGES; the English is the spec's, word for word.
const SERVICE_MESSAGES_FR: Record<keyof typeof SERVICE_MESSAGES, string> = {
  zipInvalid: 'Veuillez saisir un code ZIP ou un code postal valide',
  postalCodeRequired: 'Le code postal est obligatoire',
  emailRequired: 'Adresse e-mail obligatoire',
  emailInvalid: 'Veuillez vérifier votre adresse e-mail.',
  firstNameRequired: 'Prénom obligatoire',
  firstNameShort: 'Le prénom doit comporter au moins 2 lettres',
  lastNameRequired: 'Le nom est obligatoire',
  lastNameShort: 'Le nom doit comporter au moins 2 lettres',
  phoneRequired: 'Le numéro de téléphone est obligatoire',
  phoneInvalid: "Le numéro de téléphone n'est pas valide",
  mobilePhoneRequired: 'Le téléphone mobile est obligatoire',
  mobilePhoneInvalid: "Le téléphone mobile n'est pas valide",
  companyRequired: "L'entreprise est obligatoire",
  typeRequired: 'Le type de rendez-vous est obligatoire',
  typeInvalid: "Le type de rendez-vous n'est pas valide",
  slotInvalid: 'Veuillez choisir un créneau valide',
  dateRequired: 'La date du rendez-vous est obligatoire',
  dateInvalid: "La date du rendez-vous n'est pas valide",
  dealerRequired: 'Le choix du revendeur est obligatoire',
  addressRequired: "L'adresse est obligatoire",
  referralCodeInvalid: "Le code de parrainage n'est pas valide",
  slotTaken: "La date et l'heure choisies ne sont plus disponibles. Veuillez choisir une autre date ou une autre heure",
  noDealers: "Il n'y a actuellement aucun revendeur dans votre région.",
  dealerNotFoundTitle: 'Nous sommes désolés',
  dealerNotFound: "Nous n'avons trouvé aucun revendeur agréé dans cette zone. Veuillez vérifier le code ZIP/postal que vous avez saisi.",
  schedulerSorry: 'Nous sommes désolés',
  schedulerError: "Une erreur s'est produite lors de la prise de votre rendez-vous {appointmentType}.",
  appointmentsError: 'Erreur lors du chargement des rendez-vous',
  schedulingFailed: 'Erreur lors de la prise de rendez-vous. Veuillez contacter le service client.',
  notEligible: 'Non admissible',
  referralRegion: "Notre programme de parrainage n'est pas encore disponible dans votre région.",
  referralPlatform: "Une erreur s'est produite lors de la communication avec notre plateforme. Veuillez réessayer plus tard.",
  messageRequired: 'Message obligatoire',
  formFailed: "L'envoi du formulaire a échoué. Veuillez actualiser la page ou réessayer plus tard.",
  tooManyRequests: 'Trop de demandes. Veuillez réessayer plus tard.',
};

const serviceStrings: StringSource[] = (Object.keys(SERVICE_MESSAGES) as (keyof typeof SERVICE_MESSAGES)[]).map((name) => {
  const en = SERVICE_MESSAGES[name];
  const placeholder = /\{[^}]+\}/.exec(en)?.[0];
  return s(serviceMessageKey(name), [en, SERVICE_MESSAGES_FR[name]], placeholder);
});

/** Dealer search, consultation scheduler, referral program and the services' messages. */
export const uiLocalServices: StringGroupSource = {
  groupKey: 'ui-local-services',
  siteIdentifier: 'yardwise',
  strings: [
    s('lsTitle', ['Local dealers and installation', 'Revendeurs locaux et installation']),
    s('lsIntro', [
      'Find an authorized dealer near you, book a free consultation, or refer a friend and get a gift card after their installation.',
      'Trouvez un revendeur agréé près de chez vous, réservez une consultation gratuite ou parrainez un ami et recevez une carte-cadeau après son installation.',
    ]),
    s('lsLoading', ['Loading…', 'Chargement…']),
    s('lsLoadFailed', ['This could not be loaded. Please try again.', "Le chargement a échoué. Veuillez réessayer."]),
    s('lsRetry', ['Try again', 'Réessayer']),
    s('lsClose', ['Close', 'Fermer']),
    s('lsFindDealer', ['Find a dealer', 'Trouver un revendeur']),
    s('lsDealerTitle', ['Find a local dealer', 'Trouver un revendeur local']),
    s('lsZip', ['ZIP or postal code', 'Code ZIP ou code postal']),
    s('lsSearch', ['Search', 'Rechercher']),
    s('lsSearching', ['Searching…', 'Recherche…']),
    s('lsDealersFound', ['Dealers near {zip}', 'Revendeurs près de {zip}'], '{zip}'),
    s('lsDistanceMiles', ['Distance: about {distance} mi', 'Distance : environ {distance} mi'], '{distance}'),
    s('lsDistanceKm', ['Distance: about {distance} km', 'Distance : environ {distance} km'], '{distance}'),
    s('lsPhone', ['Phone', 'Téléphone']),
    s('lsServiceAreas', ['Service areas', 'Zones desservies']),
    s('lsCompanyOwned', [
      // The spec's other care-hours reading (§9, beside consultations and dealer contact): the installation support line's.
      'A Yardwise company-owned dealer: Yardwise customer care supports your installation directly, Mon-Fri 8-7, Sat 10-2 EST.',
      'Revendeur appartenant à Yardwise : le service client Yardwise vous accompagne directement pour votre installation, du lun. au ven. de 8 h à 19 h et le sam. de 10 h à 14 h (HNE).',
    ]),
    s('lsIndependent', [
      'An independent authorized dealer: contact the dealer for support with your installation.',
      "Revendeur agréé indépendant : contactez le revendeur pour toute aide concernant votre installation.",
    ]),
    s('lsPlanUnavailable', [
      'Yardwise service plans are not available from this local dealer.',
      'Les forfaits de service Yardwise ne sont pas disponibles chez ce revendeur local.',
    ]),
    s('lsBookConsultation', ['Book a consultation', 'Réserver une consultation']),
    s('lsSchedulerTitle', ['Book a free consultation', 'Réserver une consultation gratuite']),
    s('lsStep', ['Step {step} of 4: {name}', 'Étape {step} sur 4 : {name}'], '{step}, {name}'),
    s('lsStepDetails', ['Your details', 'Vos coordonnées']),
    s('lsStepDealer', ['Choose a dealer', 'Choisissez un revendeur']),
    s('lsStepSlot', ['Choose a date and time', 'Choisissez une date et une heure']),
    s('lsStepConfirmation', ['Confirmation', 'Confirmation']),
    s('lsType', ['Consultation type', 'Type de consultation']),
    s('lsTypeInHome', ['In-Home', 'À domicile']),
    s('lsTypeVirtual', ['Virtual', 'Virtuelle']),
    // The type inside a sentence: of the appointment (French "rendez-vous", masculine) in the failed booking's
    // message, of the consultation (French "consultation", feminine) in the booked one; lower case in French.
    s('lsAppointmentInHome', ['In-Home', 'à domicile']),
    s('lsAppointmentVirtual', ['Virtual', 'virtuel']),
    s('lsConsultationInHome', ['In-Home', 'à domicile']),
    s('lsConsultationVirtual', ['Virtual', 'virtuelle']),
    s('lsFirstName', ['First name', 'Prénom']),
    s('lsLastName', ['Last name', 'Nom']),
    s('lsEmail', ['Email', 'E-mail']),
    s('lsPhoneNumber', ['Phone number', 'Numéro de téléphone']),
    s('lsAddress', ['Address', 'Adresse']),
    s('lsPostalCode', ['ZIP or postal code', 'Code ZIP ou code postal']),
    s('lsReferralCode', ['Referral code (optional)', 'Code de parrainage (facultatif)']),
    s('lsContinue', ['Continue', 'Continuer']),
    s('lsBack', ['Back', 'Retour']),
    s('lsFindingDealers', ['Finding dealers…', 'Recherche de revendeurs…']),
    s('lsLoadingSlots', ['Loading appointments…', 'Chargement des rendez-vous…']),
    s('lsDealer', ['Dealer', 'Revendeur']),
    s('lsDate', ['Date', 'Date']),
    s('lsTime', ['Time ({timezone})', 'Heure ({timezone})'], '{timezone}'),
    s('lsBook', ['Book appointment', 'Réserver le rendez-vous']),
    s('lsBooking', ['Booking…', 'Réservation…']),
    s('lsNoAppointments', [
      'This dealer has no free appointments for this consultation type. Please choose another dealer or type.',
      "Ce revendeur n'a aucun rendez-vous libre pour ce type de consultation. Veuillez choisir un autre revendeur ou un autre type.",
    ]),
    s('lsBookedTitle', ['Your consultation is booked', 'Votre consultation est réservée']),
    s('lsBookedBody', [
      'Your {type} consultation with {dealer} is on {date} at {time}. It takes about one hour. A confirmation is on its way to {email}.',
      'Votre consultation {type} avec {dealer} a lieu le {date} à {time}. Elle dure environ une heure. Une confirmation a été envoyée à {email}.',
    ], '{type}, {dealer}, {date}, {time}, {email}'),
    s('lsExistingAccount', [
      'You already have a Yardwise account with this email. Sign in to find your consultation with your orders.',
      'Vous avez déjà un compte Yardwise avec cet e-mail. Connectez-vous pour retrouver votre consultation avec vos commandes.',
    ]),
    s('lsCallPrompt', ['Please call {dealer} at {phone} to book your appointment.', 'Veuillez appeler {dealer} au {phone} pour réserver votre rendez-vous.'], '{dealer}, {phone}'),
    s('lsStartOver', ['Start over', 'Recommencer']),
    s('lsReferFriend', ['Refer a friend', 'Parrainer un ami']),
    s('lsReferralTitle', ['Referral program', 'Programme de parrainage']),
    s('lsReferralIntro', [
      'Enrol to get your referral code. When a friend books with it and their system is installed, we email you a gift card.',
      'Inscrivez-vous pour obtenir votre code de parrainage. Lorsqu’un ami réserve avec ce code et que son système est installé, nous vous envoyons une carte-cadeau par e-mail.',
    ]),
    s('lsCompany', ['Company', 'Entreprise']),
    s('lsMobilePhone', ['Mobile phone', 'Téléphone mobile']),
    s('lsEnrol', ['Get my referral code', 'Obtenir mon code de parrainage']),
    s('lsEnrolling', ['Sending…', 'Envoi…']),
    s('lsYourCode', ['Your referral code', 'Votre code de parrainage']),
    s('lsShare', ['Share your code', 'Partagez votre code']),
    s('lsShareEmail', ['Share by email', 'Partager par e-mail']),
    s('lsShareSms', ['Share by SMS', 'Partager par SMS']),
    s('lsShareFacebook', ['Share on Facebook', 'Partager sur Facebook']),
    s('lsShareX', ['Share on X', 'Partager sur X']),
    s('lsShareLinkedIn', ['Share on LinkedIn', 'Partager sur LinkedIn']),
    s('lsCopyCode', ['Copy referral code', 'Copier le code de parrainage']),
    s('lsCodeLabel', ['Referral code', 'Code de parrainage']),
    s('lsCopied', ['{label} copied to clipboard!', '{label} copié dans le presse-papiers !'], '{label}'),
    s('lsCopyFailed', [
      '{label} could not be copied to clipboard! Please try again.',
      "{label} n'a pas pu être copié dans le presse-papiers ! Veuillez réessayer.",
    ], '{label}'),
    ...serviceStrings,
    // The wire's answers that are not the spec's: a field over its length limit, an email enrolled already.
    s('svcTooLong', [TOO_LONG_MESSAGE, 'Ce texte est trop long. Veuillez le raccourcir.']),
    s('svcAlreadyEnrolled', [REFERRAL_ALREADY_ENROLLED_MESSAGE, 'Cette adresse e-mail est déjà inscrite. Nous lui avons envoyé son code de parrainage par e-mail.']),
  ],
};
