// UI strings of the live chat on every page of every brand: the launcher, the conversation, care
// hours and the transcript mailed on close.
import { s, type StringGroupSource } from './types';

/** Live chat launcher and window. */
export const uiChat: StringGroupSource = {
  groupKey: 'ui-chat',
  siteIdentifier: 'global',
  strings: [
    s('chatLauncher', ['Chat with us', 'Discuter avec nous', 'Chatten Sie mit uns', 'Chatta con noi', 'Chat met ons', 'Chatea con nosotros']),
    s('chatTitle', ['Live chat', 'Chat en direct', 'Live-Chat', 'Chat dal vivo', 'Livechat', 'Chat en directo']),
    s('chatCloseWindow', ['Close chat window', 'Fermer la fenêtre de chat', 'Chatfenster schließen', 'Chiudi la finestra della chat', 'Chatvenster sluiten', 'Cerrar la ventana del chat']),
    s('chatLoading', ['Loading the chat…', 'Chargement du chat…', 'Chat wird geladen …', 'Caricamento della chat…', 'De chat wordt geladen…', 'Cargando el chat…']),
    s('chatLoadFailed', ['The chat is unavailable right now. Please try again.', "Le chat n'est pas disponible pour le moment. Veuillez réessayer.", 'Der Chat ist gerade nicht verfügbar. Bitte versuchen Sie es erneut.', 'La chat non è disponibile al momento. Riprova.', 'De chat is nu niet beschikbaar. Probeer het opnieuw.', 'El chat no está disponible ahora. Inténtalo de nuevo.']),
    s('chatRetry', ['Try again', 'Réessayer', 'Erneut versuchen', 'Riprova', 'Opnieuw proberen', 'Reintentar']),
    s('chatIntro', ['Our care team answers here during care hours.', 'Notre service client vous répond ici pendant ses heures d’ouverture.', 'Unser Kundenservice antwortet hier während der Servicezeiten.', 'Il nostro servizio clienti risponde qui durante l’orario di assistenza.', 'Onze klantenservice antwoordt hier tijdens de openingstijden.', 'Nuestro equipo de atención responde aquí en horario de atención.']),
    s('chatName', ['Name (optional)', 'Nom (facultatif)', 'Ihr Name (freiwillig)', 'Nome (facoltativo)', 'Naam (optioneel)', 'Nombre (opcional)']),
    s('chatEmail', ['Email for the transcript (optional)', 'E-mail pour la transcription (facultatif)', 'E-Mail für das Protokoll (optional)', 'Email per la trascrizione (facoltativa)', 'E-mail voor het gespreksverslag (optioneel)', 'Correo para la transcripción (opcional)']),
    s('chatStart', ['Start chat', 'Démarrer le chat', 'Chat starten', 'Avvia la chat', 'Chat starten', 'Iniciar chat']),
    s('chatStarting', ['Connecting…', 'Connexion…', 'Verbindung wird hergestellt …', 'Connessione…', 'Verbinden…', 'Conectando…']),
    s('chatMessage', ['Your message', 'Votre message', 'Ihre Nachricht', 'Il tuo messaggio', 'Je bericht', 'Tu mensaje']),
    s('chatSend', ['Send', 'Envoyer', 'Senden', 'Invia', 'Versturen', 'Enviar']),
    s('chatSending', ['Sending…', 'Envoi…', 'Wird gesendet …', 'Invio…', 'Versturen…', 'Enviando…']),
    s('chatMessages', ['Conversation', 'Conversation', 'Unterhaltung', 'Conversazione', 'Gesprek', 'Conversación']),
    s('chatEmpty', ['No messages yet. An agent will answer here.', 'Aucun message pour le moment. Un conseiller vous répondra ici.', 'Noch keine Nachrichten. Ein Mitarbeiter antwortet hier.', 'Nessun messaggio per ora. Un operatore risponderà qui.', 'Nog geen berichten. Een medewerker antwoordt hier.', 'Aún no hay mensajes. Un agente responderá aquí.']),
    s('chatYou', ['You', 'Vous', 'Sie', 'Tu', 'Jij', 'Tú']),
    s('chatAgent', ['Agent', 'Conseiller', 'Mitarbeiter', 'Operatore', 'Medewerker', 'Agente']),
    s('chatAway', ['Our agents are away. They are back {when}.', 'Nos conseillers sont absents. Ils seront de retour le {when}.', 'Unsere Mitarbeiter sind nicht da. Sie sind am {when} zurück.', 'I nostri operatori non sono disponibili. Tornano il {when}.', 'Onze medewerkers zijn afwezig. Ze zijn terug op {when}.', 'Nuestros agentes no están disponibles. Vuelven el {when}.'], '{when}'),
    s('chatContactForm', ['Write to us with the contact form', 'Écrivez-nous avec le formulaire de contact', 'Schreiben Sie uns über das Kontaktformular', 'Scrivici con il modulo di contatto', 'Schrijf ons via het contactformulier', 'Escríbenos con el formulario de contacto']),
    s('chatEnd', ['End chat', 'Terminer le chat', 'Chat beenden', 'Termina la chat', 'Chat beëindigen', 'Finalizar chat']),
    s('chatEnding', ['Ending…', 'Fin du chat…', 'Wird beendet …', 'Chiusura…', 'Beëindigen…', 'Finalizando…']),
    s('chatEnded', ['This chat has ended. The transcript is on its way by email.', 'Ce chat est terminé. La transcription vous est envoyée par e-mail.', 'Dieser Chat ist beendet. Das Protokoll wird per E-Mail gesendet.', 'Questa chat è terminata. La trascrizione è in arrivo via email.', 'Deze chat is beëindigd. Het gespreksverslag wordt per e-mail verstuurd.', 'Este chat ha terminado. La transcripción va de camino por correo.']),
    s('chatNew', ['New chat', 'Nouveau chat', 'Neuer Chat', 'Nuova chat', 'Nieuwe chat', 'Nuevo chat']),
    s('chatSendFailed', ['Your message could not be sent. Please try again.', "Votre message n'a pas pu être envoyé. Veuillez réessayer.", 'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.', 'Impossibile inviare il messaggio. Riprova.', 'Je bericht kon niet worden verzonden. Probeer het opnieuw.', 'No se ha podido enviar tu mensaje. Inténtalo de nuevo.']),
    s('chatReconnecting', ['Reconnecting…', 'Reconnexion…', 'Verbindung wird wiederhergestellt …', 'Riconnessione…', 'Opnieuw verbinden…', 'Reconectando…']),
    s('chatMessageRequired', ['Message required', 'Message obligatoire', 'Nachricht erforderlich', 'Messaggio obbligatorio', 'Bericht verplicht', 'Mensaje obligatorio']),
    s('chatEmailInvalid', ['Please re-check your email address.', 'Veuillez vérifier votre adresse e-mail.', 'Bitte überprüfen Sie Ihre E-Mail-Adresse.', 'Controlla il tuo indirizzo email.', 'Controleer je e-mailadres.', 'Revisa tu dirección de correo electrónico.']),
    s('chatTooLong', ['This is too long. Please shorten it.', 'Ce texte est trop long. Veuillez le raccourcir.', 'Das ist zu lang. Bitte kürzen Sie es.', 'Il testo è troppo lungo. Accorcialo.', 'Dit is te lang. Maak het korter.', 'Es demasiado largo. Acórtalo, por favor.']),
  ],
};
