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
    s('consent_bannerTitle', ['Your privacy choices', 'Vos choix de confidentialité', 'Ihre Datenschutzeinstellungen', 'Le tue scelte sulla privacy', 'Jouw privacykeuzes', 'Tus opciones de privacidad']),
    s('consent_intro', ['We use necessary cookies to run this site. With your consent we also use analytics cookies to understand how the site is used and marketing cookies to show you relevant offers. You can change your choice at any time under Cookie settings.', "Nous utilisons des cookies nécessaires au fonctionnement du site. Avec votre accord, nous utilisons aussi des cookies d'analyse pour comprendre l'utilisation du site et des cookies marketing pour vous montrer des offres pertinentes. Vous pouvez modifier votre choix à tout moment dans Paramètres des cookies.", 'Wir verwenden notwendige Cookies, um diese Website zu betreiben. Mit Ihrer Einwilligung verwenden wir außerdem Analyse-Cookies, um die Nutzung der Website zu verstehen, und Marketing-Cookies, um Ihnen passende Angebote zu zeigen. Sie können Ihre Wahl jederzeit unter Cookie-Einstellungen ändern.', "Usiamo cookie necessari per il funzionamento del sito. Con il tuo consenso usiamo anche cookie di analisi per capire come viene usato il sito e cookie di marketing per mostrarti offerte pertinenti. Puoi cambiare la tua scelta in qualsiasi momento in Impostazioni dei cookie.", 'We gebruiken noodzakelijke cookies om deze site te laten werken. Met je toestemming gebruiken we ook analytische cookies om te begrijpen hoe de site wordt gebruikt en marketingcookies om je relevante aanbiedingen te tonen. Je kunt je keuze altijd wijzigen via Cookie-instellingen.', 'Usamos cookies necesarias para que este sitio funcione. Con tu consentimiento también usamos cookies de análisis para entender cómo se usa el sitio y cookies de marketing para mostrarte ofertas relevantes. Puedes cambiar tu elección en cualquier momento en Configuración de cookies.']),
    s('consent_categories', ['Cookie categories', 'Catégories de cookies', 'Cookie-Kategorien', 'Categorie di cookie', 'Cookiecategorieën', 'Categorías de cookies']),
    s('consent_necessary', ['Necessary (always on)', 'Nécessaires (toujours actifs)', 'Notwendig (immer aktiv)', 'Necessari (sempre attivi)', 'Noodzakelijk (altijd aan)', 'Necesarias (siempre activas)']),
    s('consent_necessaryText', ['Keep your cart, your sign-in and this choice. They cannot be switched off.', 'Conservent votre panier, votre connexion et ce choix. Ils ne peuvent pas être désactivés.', 'Speichern Ihren Warenkorb, Ihre Anmeldung und diese Auswahl. Sie können nicht deaktiviert werden.', 'Conservano il carrello, il tuo accesso e questa scelta. Non possono essere disattivati.', 'Bewaren je winkelwagen, je aanmelding en deze keuze. Ze kunnen niet worden uitgeschakeld.', 'Guardan tu carrito, tu inicio de sesión y esta elección. No se pueden desactivar.']),
    s('consent_analytics', ['Analytics', 'Analyse', 'Analyse', 'Analisi', 'Analyse', 'Análisis']),
    s('consent_analyticsText', ['Measure visits and purchases so we can improve the site.', 'Mesurent les visites et les achats pour améliorer le site.', 'Messen Besuche und Käufe, damit wir die Website verbessern können.', 'Misurano visite e acquisti per migliorare il sito.', 'Meten bezoeken en aankopen zodat we de site kunnen verbeteren.', 'Miden visitas y compras para mejorar el sitio.']),
    s('consent_marketing', ['Marketing', 'Marketing', 'Marketing', 'Marketing', 'Marketing', 'Marketing']),
    s('consent_marketingText', ['Personalize emails and ads about the products you look at.', 'Personnalisent les e-mails et les publicités sur les produits que vous consultez.', 'Personalisieren E-Mails und Werbung zu den Produkten, die Sie ansehen.', 'Personalizzano email e annunci sui prodotti che guardi.', 'Personaliseren e-mails en advertenties over de producten die je bekijkt.', 'Personalizan correos y anuncios sobre los productos que miras.']),
    s('consent_save', ['Save choices', 'Enregistrer mes choix', 'Auswahl speichern', 'Salva le scelte', 'Keuzes opslaan', 'Guardar mis opciones']),
    s('consent_acceptAll', ['Accept all', 'Tout accepter', 'Alle akzeptieren', 'Accetta tutti', 'Alles accepteren', 'Aceptar todas']),
    s('consent_rejectAll', ['Necessary only', 'Nécessaires uniquement', 'Nur notwendige', 'Solo necessari', 'Alleen noodzakelijk', 'Solo necesarias']),
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
