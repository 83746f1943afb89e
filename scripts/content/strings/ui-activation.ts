// UI strings of the GPS collar activation dialog (spec §2 activation dialog, §5 Activation, §8):
// the code and email step, the service plan step, the outcome and the service's messages.
import type { StringGroupSource, StringSource } from './types';

type Six = [en: string, fr: string, de: string, it: string, nl: string, es: string];

function s(key: string, [en, fr, de, it, nl, es]: Six, placeholder?: string): StringSource {
  return { key, ...(placeholder ? { placeholder } : {}), values: { en, fr, de, it, nl, es } };
}

/** Collar activation dialog. */
export const uiActivation: StringGroupSource = {
  groupKey: 'ui-activation',
  siteIdentifier: 'global',
  strings: [
    s('actOpen', ['Activate a collar', 'Activer un collier', 'Halsband aktivieren', 'Attiva un collare', 'Halsband activeren', 'Activar un collar']),
    s('actLoading', ['Loading…', 'Chargement…', 'Wird geladen …', 'Caricamento…', 'Laden…', 'Cargando…']),
    s('actClose', ['Close', 'Fermer', 'Schließen', 'Chiudi', 'Sluiten', 'Cerrar']),
    s('actIntro', [
      'Enter the activation code from your email, the email address it was sent to and your pet’s name.',
      'Saisissez le code d’activation reçu par e-mail, l’adresse e-mail à laquelle il a été envoyé et le nom de votre animal.',
      'Geben Sie den Aktivierungscode aus Ihrer E-Mail, die E-Mail-Adresse, an die er gesendet wurde, und den Namen Ihres Tieres ein.',
      'Inserisci il codice di attivazione ricevuto via e-mail, l’indirizzo e-mail a cui è stato inviato e il nome del tuo animale.',
      'Vul de activeringscode uit je e-mail in, het e-mailadres waarnaar hij is verstuurd en de naam van je huisdier.',
      'Introduce el código de activación de tu correo, la dirección de correo a la que se envió y el nombre de tu mascota.',
    ]),
    s('actStep', ['Step {step} of 2', 'Étape {step} sur 2', 'Schritt {step} von 2', 'Passo {step} di 2', 'Stap {step} van 2', 'Paso {step} de 2'], '{step}'),
    s('actCode', ['Activation code', 'Code d’activation', 'Aktivierungscode', 'Codice di attivazione', 'Activeringscode', 'Código de activación']),
    s('actEmail', ['Email address', 'Adresse e-mail', 'E-Mail-Adresse', 'Indirizzo e-mail', 'E-mailadres', 'Correo electrónico']),
    s('actPetName', ['Pet name', 'Nom de l’animal', 'Name des Tieres', 'Nome dell’animale', 'Naam van je huisdier', 'Nombre de la mascota']),
    s('actContinue', ['Continue', 'Continuer', 'Weiter', 'Continua', 'Doorgaan', 'Continuar']),
    s('actBack', ['Back', 'Retour', 'Zurück', 'Indietro', 'Terug', 'Atrás']),
    s('actPlanLegend', ['Choose a service plan', 'Choisissez un forfait de service', 'Wählen Sie einen Servicetarif', 'Scegli un piano di servizio', 'Kies een serviceabonnement', 'Elige un plan de servicio']),
    s('actPlanPrice', ['{price} per term', '{price} par période', '{price} pro Laufzeit', '{price} per periodo', '{price} per termijn', '{price} por periodo'], '{price}'),
    s('actPlansLoading', ['Loading service plans…', 'Chargement des forfaits…', 'Servicetarife werden geladen …', 'Caricamento dei piani…', 'Serviceabonnementen laden…', 'Cargando planes de servicio…']),
    s('actPlansFailed', [
      'Service plans could not be loaded.',
      'Les forfaits de service n’ont pas pu être chargés.',
      'Die Servicetarife konnten nicht geladen werden.',
      'Impossibile caricare i piani di servizio.',
      'De serviceabonnementen konden niet worden geladen.',
      'No se han podido cargar los planes de servicio.',
    ]),
    s('actPlansEmpty', [
      'No service plans are available right now.',
      'Aucun forfait de service n’est disponible pour le moment.',
      'Derzeit sind keine Servicetarife verfügbar.',
      'Al momento non sono disponibili piani di servizio.',
      'Er zijn op dit moment geen serviceabonnementen beschikbaar.',
      'No hay planes de servicio disponibles en este momento.',
    ]),
    s('actTryAgain', ['Try again', 'Réessayer', 'Erneut versuchen', 'Riprova', 'Opnieuw proberen', 'Reintentar']),
    s('actSubmit', ['Activate', 'Activer', 'Aktivieren', 'Attiva', 'Activeren', 'Activar']),
    s('actSubmitting', ['Activating…', 'Activation…', 'Wird aktiviert …', 'Attivazione…', 'Bezig met activeren…', 'Activando…']),
    s('actResend', ['Resend activation email', 'Renvoyer l’e-mail d’activation', 'Aktivierungs-E-Mail erneut senden', 'Invia di nuovo l’e-mail di attivazione', 'Activeringsmail opnieuw versturen', 'Reenviar el correo de activación']),
    s('actSuccess', ['{pet}’s collar is active.', 'Le collier de {pet} est activé.', 'Das Halsband von {pet} ist aktiv.', 'Il collare di {pet} è attivo.', 'De halsband van {pet} is actief.', 'El collar de {pet} está activo.'], '{pet}'),
    s('actSuccessPet', ['Pet', 'Animal', 'Tier', 'Animale', 'Huisdier', 'Mascota']),
    s('actSuccessPlan', ['Service plan', 'Forfait de service', 'Servicetarif', 'Piano di servizio', 'Serviceabonnement', 'Plan de servicio']),
    s('actSuccessExpiry', ['LTE service until', 'Service LTE jusqu’au', 'LTE-Service bis', 'Servizio LTE fino al', 'LTE-service tot', 'Servicio LTE hasta']),
    s('actDone', ['Done', 'Terminé', 'Fertig', 'Fatto', 'Klaar', 'Listo']),
    s('actPetNameRequired', ['Pet name is required', 'Le nom de l’animal est obligatoire', 'Name des Tieres ist erforderlich', 'Il nome dell’animale è obbligatorio', 'Naam van je huisdier is verplicht', 'El nombre de la mascota es obligatorio']),
    s('actMsgActivationCodeRequired', ['Activation code is required', 'Le code d’activation est obligatoire', 'Aktivierungscode ist erforderlich', 'Il codice di attivazione è obbligatorio', 'Activeringscode is verplicht', 'El código de activación es obligatorio']),
    s('actMsgEmailRequired', ['Email address is required', 'L’adresse e-mail est obligatoire', 'E-Mail-Adresse ist erforderlich', 'L’indirizzo e-mail è obbligatorio', 'E-mailadres is verplicht', 'El correo electrónico es obligatorio']),
    s(
      'actMsgEmailInvalid',
      [
        'Please use a valid email address such as {email}',
        'Veuillez utiliser une adresse e-mail valide, par exemple {email}',
        'Bitte verwenden Sie eine gültige E-Mail-Adresse wie {email}',
        'Usa un indirizzo e-mail valido, ad esempio {email}',
        'Gebruik een geldig e-mailadres, zoals {email}',
        'Usa una dirección de correo válida, como {email}',
      ],
      '{email}',
    ),
    s('actMsgSelectingPlanFailed', ['Selecting Plan Failed', 'Échec de la sélection du forfait', 'Tarifauswahl fehlgeschlagen', 'Selezione del piano non riuscita', 'Abonnement kiezen mislukt', 'Error al seleccionar el plan']),
    s('actMsgActivationFailed', [
      'We could not activate your collar. Please return to the app and resend the activation email.',
      'Nous n’avons pas pu activer votre collier. Veuillez retourner dans l’application et renvoyer l’e-mail d’activation.',
      'Wir konnten Ihr Halsband nicht aktivieren. Bitte kehren Sie zur App zurück und senden Sie die Aktivierungs-E-Mail erneut.',
      'Non è stato possibile attivare il collare. Torna all’app e invia di nuovo l’e-mail di attivazione.',
      'We konden je halsband niet activeren. Ga terug naar de app en verstuur de activeringsmail opnieuw.',
      'No hemos podido activar tu collar. Vuelve a la aplicación y reenvía el correo de activación.',
    ]),
    s('actMsgActivationResent', [
      'If a collar is waiting for activation, we have sent its activation email again.',
      'Si un collier attend son activation, nous avons renvoyé son e-mail d’activation.',
      'Falls ein Halsband auf die Aktivierung wartet, haben wir die Aktivierungs-E-Mail erneut gesendet.',
      'Se un collare è in attesa di attivazione, abbiamo inviato di nuovo la sua e-mail di attivazione.',
      'Als er een halsband op activering wacht, hebben we de activeringsmail opnieuw verstuurd.',
      'Si hay un collar pendiente de activación, hemos vuelto a enviar su correo de activación.',
    ]),
    s('actMsgGeneric', [
      'We could not complete your request at this time. Please try again later.',
      'Nous n’avons pas pu traiter votre demande pour le moment. Veuillez réessayer plus tard.',
      'Ihre Anfrage konnte derzeit nicht bearbeitet werden. Bitte versuchen Sie es später erneut.',
      'Al momento non è stato possibile completare la richiesta. Riprova più tardi.',
      'We konden je verzoek op dit moment niet afronden. Probeer het later opnieuw.',
      'No hemos podido completar tu solicitud en este momento. Inténtalo de nuevo más tarde.',
    ]),
  ],
};
