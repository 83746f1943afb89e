// UI strings of the offline experience: the page the service worker shows for a page not kept on
// this device, and the notice of a new version of the site. Global: every brand and language.
import { s, type StringGroupSource } from './types';

/** The offline page (src/build/offline-pages.ts), built once per language and never in page data. */
export const uiOffline: StringGroupSource = {
  groupKey: 'ui-offline',
  siteIdentifier: 'global',
  strings: [
    s('offlineTitle', ['You are offline', 'Vous êtes hors ligne', 'Sie sind offline', 'Sei offline', 'Je bent offline', 'Estás sin conexión']),
    s('offlineText', [
      'This page is not saved on this device. Pages you have already visited still open; check your connection and try again.',
      "Cette page n'est pas enregistrée sur cet appareil. Les pages déjà consultées restent accessibles ; vérifiez votre connexion et réessayez.",
      'Diese Seite ist auf diesem Gerät nicht gespeichert. Bereits besuchte Seiten lassen sich weiter öffnen; prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      'Questa pagina non è salvata su questo dispositivo. Le pagine già visitate restano disponibili; controlla la connessione e riprova.',
      'Deze pagina is niet op dit apparaat opgeslagen. Pagina’s die je al hebt bezocht, openen nog wel; controleer je verbinding en probeer het opnieuw.',
      'Esta página no está guardada en este dispositivo. Las páginas que ya visitaste siguen disponibles; comprueba tu conexión y vuelve a intentarlo.',
    ]),
  ],
};

/** The notice of a new version of the site, read by the runtime from the page frame's data attributes. */
export const uiUpdate: StringGroupSource = {
  groupKey: 'ui-update',
  siteIdentifier: 'global',
  strings: [
    s('updateReady', [
      'A new version of this site is available.',
      'Une nouvelle version de ce site est disponible.',
      'Eine neue Version dieser Website ist verfügbar.',
      'È disponibile una nuova versione di questo sito.',
      'Er is een nieuwe versie van deze site beschikbaar.',
      'Hay una nueva versión de este sitio disponible.',
    ]),
    s('updateReload', ['Reload', 'Recharger', 'Neu laden', 'Ricarica', 'Opnieuw laden', 'Recargar']),
  ],
};
