// UI strings of the account area (tabs and headings) and the validation
// messages the forms show. Global: every brand and language.
import { s, type StringGroupSource } from './types';

/** Account page headings, tabs and form validation messages. */
export const uiAccount: StringGroupSource = {
  groupKey: 'ui-account',
  siteIdentifier: 'global',
  strings: [
    s('accountSections', ['Account sections', 'Sections du compte', 'Kontobereiche', "Sezioni dell'account", 'Accountonderdelen', 'Secciones de la cuenta']),
    s('signIn', ['Sign in', 'Se connecter', 'Anmelden', 'Accedi', 'Inloggen', 'Iniciar sesión']),
    s('createAccount', ['Create an account', 'Créer un compte', 'Konto erstellen', 'Crea un account', 'Account aanmaken', 'Crear una cuenta']),
    s('resetPassword', ['Reset your password', 'Réinitialiser votre mot de passe', 'Passwort zurücksetzen', 'Reimposta la password', 'Wachtwoord opnieuw instellen', 'Restablecer la contraseña']),
    s('verifyAccount', ['Verify your account', 'Vérifier votre compte', 'Konto bestätigen', 'Verifica il tuo account', 'Account verifiëren', 'Verificar tu cuenta']),
    s('signOut', ['Sign out', 'Se déconnecter', 'Abmelden', 'Esci', 'Uitloggen', 'Cerrar sesión']),
    s('signingOut', ['Signing you out…', 'Déconnexion en cours…', 'Sie werden abgemeldet…', 'Disconnessione in corso…', 'Je wordt uitgelogd…', 'Cerrando tu sesión…']),
    s('signInRequired', ['Please sign in to see your account.', 'Connectez-vous pour voir votre compte.', 'Bitte melden Sie sich an, um Ihr Konto zu sehen.', 'Accedi per vedere il tuo account.', 'Log in om je account te bekijken.', 'Inicia sesión para ver tu cuenta.']),
    s('tabOrders', ['Orders', 'Commandes', 'Bestellungen', 'Ordini', 'Bestellingen', 'Pedidos']),
    s('ordersHeading', ['Your Orders', 'Vos commandes', 'Ihre Bestellungen', 'I tuoi ordini', 'Je bestellingen', 'Tus pedidos']),
    s('ordersDescription', ['View order history and manage your account', "Consultez l'historique de vos commandes et gérez votre compte", 'Bestellverlauf ansehen und Konto verwalten', "Visualizza lo storico degli ordini e gestisci l'account", 'Bekijk je bestelgeschiedenis en beheer je account', 'Consulta tu historial de pedidos y gestiona tu cuenta']),
    s('tabSubscriptions', ['Subscriptions', 'Abonnements', 'Abonnements', 'Abbonamenti', 'Abonnementen', 'Suscripciones']),
    s('subscriptionsHeading', ['Your Subscriptions', 'Vos abonnements', 'Ihre Abonnements', 'I tuoi abbonamenti', 'Je abonnementen', 'Tus suscripciones']),
    s('subscriptionsDescription', ['Manage subscriptions, update payment methods, view details', 'Gérez vos abonnements, modifiez vos moyens de paiement, consultez les détails', 'Abonnements verwalten, Zahlungsmethoden ändern, Details ansehen', 'Gestisci gli abbonamenti, aggiorna i metodi di pagamento, vedi i dettagli', 'Beheer abonnementen, werk betaalmethoden bij, bekijk details', 'Gestiona suscripciones, actualiza métodos de pago, consulta detalles']),
    s('tabAddresses', ['Addresses', 'Adresses', 'Adressen', 'Indirizzi', 'Adressen', 'Direcciones']),
    s('addressesHeading', ['Your Addresses', 'Vos adresses', 'Ihre Adressen', 'I tuoi indirizzi', 'Je adressen', 'Tus direcciones']),
    s('tabMyAccount', ['My Account', 'Mon compte', 'Mein Konto', 'Il mio account', 'Mijn account', 'Mi cuenta']),
    s('myAccountHeading', ['Your Account', 'Votre compte', 'Ihr Konto', 'Il tuo account', 'Je account', 'Tu cuenta']),
    s('myAccountDescription', ['Account details and password', 'Détails du compte et mot de passe', 'Kontodaten und Passwort', "Dati dell'account e password", 'Accountgegevens en wachtwoord', 'Datos de la cuenta y contraseña']),
    s('tabTrainingVideos', ['Training Videos', 'Vidéos de dressage', 'Trainingsvideos', 'Video di addestramento', 'Trainingsvideo’s', 'Vídeos de adiestramiento']),
    s('trainingVideosDescription', ['Exclusive containment training videos', 'Vidéos exclusives de dressage pour clôture', 'Exklusive Trainingsvideos zur Eingrenzung', 'Video esclusivi di addestramento al recinto', 'Exclusieve trainingsvideo’s voor omheining', 'Vídeos exclusivos de adiestramiento de contención']),
    s('emailRequired', ['Email address required', 'Adresse e-mail requise', 'E-Mail-Adresse erforderlich', 'Indirizzo e-mail obbligatorio', 'E-mailadres vereist', 'Correo electrónico obligatorio']),
    s('emailInvalid', ['Please re-check your email address.', 'Veuillez vérifier votre adresse e-mail.', 'Bitte überprüfen Sie Ihre E-Mail-Adresse.', 'Ricontrolla il tuo indirizzo e-mail.', 'Controleer je e-mailadres.', 'Revisa tu correo electrónico.']),
    s('passwordTooShort', ['Please choose a password with at least 8 characters', 'Choisissez un mot de passe de 8 caractères minimum', 'Bitte wählen Sie ein Passwort mit mindestens 8 Zeichen', 'Scegli una password di almeno 8 caratteri', 'Kies een wachtwoord van minstens 8 tekens', 'Elige una contraseña de al menos 8 caracteres']),
    s('passwordsMustMatch', ['Passwords must match', 'Les mots de passe doivent être identiques', 'Die Passwörter müssen übereinstimmen', 'Le password devono coincidere', 'Wachtwoorden moeten overeenkomen', 'Las contraseñas deben coincidir']),
    s('firstNameRequired', ['First name required', 'Prénom requis', 'Vorname erforderlich', 'Nome obbligatorio', 'Voornaam vereist', 'Nombre obligatorio']),
    s('messageRequired', ['Message required', 'Message requis', 'Nachricht erforderlich', 'Messaggio obbligatorio', 'Bericht vereist', 'Mensaje obligatorio']),
    s('messageTooShort', ['Message must be at least 15 characters.', 'Le message doit contenir au moins 15 caractères.', 'Die Nachricht muss mindestens 15 Zeichen lang sein.', 'Il messaggio deve contenere almeno 15 caratteri.', 'Het bericht moet minstens 15 tekens bevatten.', 'El mensaje debe tener al menos 15 caracteres.']),
    s('fieldRequired', ['{label} is required', '{label} est obligatoire', '{label} ist erforderlich', '{label} è obbligatorio', '{label} is verplicht', '{label} es obligatorio'], '{label}'),
    s('fieldInvalid', ['{label} is invalid', "{label} n'est pas valide", '{label} ist ungültig', '{label} non è valido', '{label} is ongeldig', '{label} no es válido'], '{label}'),
    s('postalCodeRequired', ['Postal code is required', 'Le code postal est obligatoire', 'Postleitzahl ist erforderlich', 'Il codice postale è obbligatorio', 'Postcode is verplicht', 'El código postal es obligatorio']),
  ],
};
