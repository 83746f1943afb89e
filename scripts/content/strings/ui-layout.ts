// UI strings of the page frame: skip link, header, navigation, picker, banner, breadcrumbs,
// pagination, footer, route announcer and browser notices. Global: every brand and language.
import type { StringGroupSource, StringSource } from './types';

type Six = [en: string, fr: string, de: string, it: string, nl: string, es: string];

function s(key: string, [en, fr, de, it, nl, es]: Six, placeholder?: string): StringSource {
  return { key, ...(placeholder ? { placeholder } : {}), values: { en, fr, de, it, nl, es } };
}

/** Header, navigation, footer and runtime notices shared by every page. */
export const uiLayout: StringGroupSource = {
  groupKey: 'ui-layout',
  siteIdentifier: 'global',
  strings: [
    s('skipToContent', ['Skip to content', 'Aller au contenu', 'Zum Inhalt springen', 'Vai al contenuto', 'Naar de inhoud', 'Ir al contenido']),
    s('mainNavigation', ['Main navigation', 'Navigation principale', 'Hauptnavigation', 'Navigazione principale', 'Hoofdnavigatie', 'Navegación principal']),
    s('openSearch', ['Open search', 'Ouvrir la recherche', 'Suche öffnen', 'Apri la ricerca', 'Zoeken openen', 'Abrir la búsqueda']),
    s('toggleNavigationMenu', ['Toggle navigation menu', 'Afficher ou masquer le menu', 'Navigationsmenü ein- oder ausblenden', 'Mostra o nascondi il menu', 'Navigatiemenu tonen of verbergen', 'Mostrar u ocultar el menú']),
    s('logoLinkToHome', ['{brand} home page', 'Accueil {brand}', '{brand} Startseite', 'Home page di {brand}', 'Startpagina van {brand}', 'Página de inicio de {brand}'], '{brand}'),
    s('search', ['Search', 'Rechercher', 'Suche', 'Cerca', 'Zoeken', 'Buscar']),
    s('account', ['Account', 'Compte', 'Konto', 'Account', 'Account', 'Cuenta']),
    s('accountGreeting', ['Hi, {name}', 'Bonjour, {name}', 'Hallo, {name}', 'Ciao, {name}', 'Hoi, {name}', 'Hola, {name}'], '{name}'),
    s('accountMenuAccount', ['Your account', 'Votre compte', 'Ihr Konto', 'Il tuo account', 'Je account', 'Tu cuenta']),
    s('accountMenuSignOut', ['Sign out', 'Se déconnecter', 'Abmelden', 'Esci', 'Uitloggen', 'Cerrar sesión']),
    s('home', ['Home', 'Accueil', 'Startseite', 'Home', 'Home', 'Inicio']),
    s('breadcrumbs', ['Breadcrumbs', "Fil d'Ariane", 'Brotkrumennavigation', 'Percorso di navigazione', 'Kruimelpad', 'Ruta de navegación']),
    s('pagination', ['Pagination', 'Pagination', 'Seitennavigation', 'Paginazione', 'Paginering', 'Paginación']),
    s('previousPage', ['Previous', 'Précédent', 'Zurück', 'Precedente', 'Vorige', 'Anterior']),
    s('nextPage', ['Next', 'Suivant', 'Weiter', 'Successivo', 'Volgende', 'Siguiente']),
    s('pageNumber', ['Page {number}', 'Page {number}', 'Seite {number}', 'Pagina {number}', 'Pagina {number}', 'Página {number}'], '{number}'),
    s('countryLocation', ['Country/Location', 'Pays/Région', 'Land/Region', 'Paese/Area', 'Land/Regio', 'País/Región']),
    s('countryLocationCurrent', ['Country/Location: {location}', 'Pays/Région : {location}', 'Land/Region: {location}', 'Paese/Area: {location}', 'Land/Regio: {location}', 'País/Región: {location}'], '{location}'),
    s('chooseCountryLocation', ['Choose your country or location', 'Choisissez votre pays ou région', 'Wählen Sie Ihr Land oder Ihre Region', 'Scegli il tuo paese o la tua area', 'Kies je land of regio', 'Elige tu país o región']),
    s('announcement', ['Announcement', 'Annonce', 'Ankündigung', 'Annuncio', 'Aankondiging', 'Aviso']),
    s('footerNavigation', ['Footer', 'Pied de page', 'Fußzeile', 'Piè di pagina', 'Voettekst', 'Pie de página']),
    s('contactUs', ['Contact us', 'Nous contacter', 'Kontakt', 'Contattaci', 'Contact', 'Contacto']),
    s('cookieSettings', ['Cookie settings', 'Paramètres des cookies', 'Cookie-Einstellungen', 'Impostazioni dei cookie', 'Cookie-instellingen', 'Configuración de cookies']),
    s('cookieSettingsSaved', ['Only necessary cookies are used on this site.', 'Ce site utilise uniquement les cookies nécessaires.', 'Diese Website verwendet nur notwendige Cookies.', 'Questo sito usa solo i cookie necessari.', 'Deze site gebruikt alleen noodzakelijke cookies.', 'Este sitio solo usa las cookies necesarias.']),
    s('followUs', ['Follow us', 'Suivez-nous', 'Folgen Sie uns', 'Seguici', 'Volg ons', 'Síguenos']),
    s('instagramButton', ['Follow us on Instagram', 'Suivez-nous sur Instagram', 'Folgen Sie uns auf Instagram', 'Seguici su Instagram', 'Volg ons op Instagram', 'Síguenos en Instagram']),
    s('facebookButton', ['Follow us on Facebook', 'Suivez-nous sur Facebook', 'Folgen Sie uns auf Facebook', 'Seguici su Facebook', 'Volg ons op Facebook', 'Síguenos en Facebook']),
    s('xSocialMediaButton', ['Follow us on X', 'Suivez-nous sur X', 'Folgen Sie uns auf X', 'Seguici su X', 'Volg ons op X', 'Síguenos en X']),
    s('pinterestButton', ['Follow us on Pinterest', 'Suivez-nous sur Pinterest', 'Folgen Sie uns auf Pinterest', 'Seguici su Pinterest', 'Volg ons op Pinterest', 'Síguenos en Pinterest']),
    s('youTubeButton', ['Watch us on YouTube', 'Regardez-nous sur YouTube', 'Sehen Sie uns auf YouTube', 'Guardaci su YouTube', 'Bekijk ons op YouTube', 'Míranos en YouTube']),
    s('tikTokButton', ['Follow us on TikTok', 'Suivez-nous sur TikTok', 'Folgen Sie uns auf TikTok', 'Seguici su TikTok', 'Volg ons op TikTok', 'Síguenos en TikTok']),
    s('copyright', ['© {year} {brand}. All rights reserved.', '© {year} {brand}. Tous droits réservés.', '© {year} {brand}. Alle Rechte vorbehalten.', '© {year} {brand}. Tutti i diritti riservati.', '© {year} {brand}. Alle rechten voorbehouden.', '© {year} {brand}. Todos los derechos reservados.'], '{year} {brand}'),
    s('navigatedTo', ['Navigated to {page title}', 'Vous êtes sur {page title}', 'Navigiert zu {page title}', 'Sei su {page title}', 'Genavigeerd naar {page title}', 'Has navegado a {page title}'], '{page title}'),
    s('navigationDelayed', ['The page is taking longer than usual to load…', 'Le chargement de la page prend plus de temps que prévu…', 'Das Laden der Seite dauert länger als üblich…', 'Il caricamento della pagina richiede più tempo del solito…', 'Het laden van de pagina duurt langer dan normaal…', 'La página está tardando más de lo habitual en cargar…']),
    s('unsupportedBrowser', ['Your browser is out of date and parts of this site may not work. Please upgrade to a current browser.', "Votre navigateur n'est plus à jour et certaines parties du site peuvent ne pas fonctionner. Veuillez passer à un navigateur récent.", 'Ihr Browser ist veraltet, daher funktionieren Teile dieser Website eventuell nicht. Bitte aktualisieren Sie auf einen aktuellen Browser.', 'Il tuo browser non è aggiornato e alcune parti del sito potrebbero non funzionare. Passa a un browser recente.', 'Je browser is verouderd en delen van deze site werken mogelijk niet. Stap over op een actuele browser.', 'Tu navegador está desactualizado y partes de este sitio pueden no funcionar. Actualízalo a un navegador reciente.']),
    s('close', ['Close', 'Fermer', 'Schließen', 'Chiudi', 'Sluiten', 'Cerrar']),
    s('notFoundTitle', ['Page not found', 'Page introuvable', 'Seite nicht gefunden', 'Pagina non trovata', 'Pagina niet gevonden', 'Página no encontrada']),
    s('notFoundText', ["Sorry, we couldn't find the page you were looking for.", "Désolés, nous n'avons pas trouvé la page que vous cherchiez.", 'Leider konnten wir die gesuchte Seite nicht finden.', 'Spiacenti, non abbiamo trovato la pagina che cercavi.', 'Sorry, we konden de pagina die je zocht niet vinden.', 'Lo sentimos, no encontramos la página que buscabas.']),
    s('backToHome', ['Back to the home page', "Retour à l'accueil", 'Zurück zur Startseite', 'Torna alla home page', 'Terug naar de startpagina', 'Volver a la página de inicio']),
    s('serverErrorTitle', ['Something went wrong', "Une erreur s'est produite", 'Etwas ist schiefgelaufen', 'Qualcosa è andato storto', 'Er is iets misgegaan', 'Algo salió mal']),
    s('serverErrorText', ['Please try again later, or contact customer support.', 'Veuillez réessayer plus tard ou contacter le service client.', 'Bitte versuchen Sie es später erneut oder wenden Sie sich an den Kundenservice.', 'Riprova più tardi o contatta il servizio clienti.', 'Probeer het later opnieuw of neem contact op met de klantenservice.', 'Inténtalo de nuevo más tarde o contacta con atención al cliente.']),
  ],
};
