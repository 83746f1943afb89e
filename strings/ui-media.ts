// UI strings of downloads and media: the first-aid guide's PDF link and the guide PDF's own labels.
import { s, type StringGroupSource } from './types';

/** Guide download link and the PDF's emergency-contacts box. */
export const uiMedia: StringGroupSource = {
  groupKey: 'ui-media',
  siteIdentifier: 'global',
  strings: [
    s('downloadGuidePdf', ['Download the guide (PDF, {size})', 'Télécharger le guide (PDF, {size})', 'Leitfaden herunterladen (PDF, {size})', 'Scarica la guida (PDF, {size})', 'Gids downloaden (pdf, {size})', 'Descargar la guía (PDF, {size})'], '{size}'),
    s('pdfEmergencyContacts', ['Emergency contacts', "Contacts d'urgence", 'Notfallkontakte', 'Contatti di emergenza', 'Contacten voor noodgevallen', 'Contactos de emergencia']),
    s('pdfYourVet', ['Your vet', 'Votre vétérinaire', 'Ihre Tierarztpraxis', 'Il tuo veterinario', 'Je dierenarts', 'Tu veterinario']),
    s('pdfEmergencyClinic', ['Nearest emergency clinic', "Clinique d'urgence la plus proche", 'Nächste Tiernotfallklinik', 'Clinica di emergenza più vicina', 'Dichtstbijzijnde spoedkliniek', 'Clínica de urgencias más cercana']),
    s('pdfMicrochip', ["Your pet's microchip number", 'Numéro de puce de votre animal', 'Mikrochipnummer Ihres Tieres', 'Numero di microchip del tuo animale', 'Chipnummer van je huisdier', 'Número de microchip de tu mascota']),
    s('pdfPhone', ['Phone', 'Téléphone', 'Telefon', 'Telefono', 'Telefoon', 'Teléfono']),
  ],
};
