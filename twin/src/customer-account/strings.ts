// The sign-in pages' words in each language of the platform, as Shopify shows its customer account
// sign-in in the language the authorize request's `ui_locales` asks for (Hydrogen sends its i18n
// language there). English for any other language, and when none is asked for.
import { LANGUAGES, type Language } from '../../../wire/vocabulary.js';

const EN = {
  signIn: 'Sign in',
  intro: 'Sign in to your {brand} account ({store}).',
  withPassword: 'With your password',
  email: 'Email',
  password: 'Password',
  withCode: 'With a code sent to your email',
  emailMeCode: 'Email me a code',
  enterCode: 'Enter your code',
  codeSent: 'If {email} has an account with {brand}, we sent a 6-digit code to it. The code works for 10 minutes.',
  code: 'Code',
  enterEmailAndPassword: 'Enter your email and password.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  incorrect: 'Incorrect email or password.',
  enterEmail: 'Enter your email.',
  codeVoid: 'That code has expired or was tried too often. Ask for a new code.',
  codeWrong: 'That code is not right. Check the mail and try again.',
  mailSubject: 'Your {brand} sign-in code',
  mailText: 'Your sign-in code is {code}.\n\nIt works for 10 minutes. If you did not try to sign in, ignore this mail.',
};

/** The keys of the sign-in pages' words. */
export type SignInKey = keyof typeof EN;

const STRINGS: Record<Language, Record<SignInKey, string>> = {
  en: EN,
  fr: {
    signIn: 'Connexion',
    intro: 'Connectez-vous à votre compte {brand} ({store}).',
    withPassword: 'Avec votre mot de passe',
    email: 'E-mail',
    password: 'Mot de passe',
    withCode: 'Avec un code envoyé par e-mail',
    emailMeCode: 'M’envoyer un code',
    enterCode: 'Saisissez votre code',
    codeSent: 'Si {email} a un compte chez {brand}, nous lui avons envoyé un code à 6 chiffres. Le code est valable 10 minutes.',
    code: 'Code',
    enterEmailAndPassword: 'Saisissez votre e-mail et votre mot de passe.',
    tooManyAttempts: 'Trop de tentatives. Veuillez réessayer plus tard.',
    incorrect: 'E-mail ou mot de passe incorrect.',
    enterEmail: 'Saisissez votre e-mail.',
    codeVoid: 'Ce code a expiré ou a été essayé trop souvent. Demandez un nouveau code.',
    codeWrong: 'Ce code n’est pas le bon. Vérifiez l’e-mail et réessayez.',
    mailSubject: 'Votre code de connexion {brand}',
    mailText: 'Votre code de connexion est {code}.\n\nIl est valable 10 minutes. Si vous n’avez pas essayé de vous connecter, ignorez cet e-mail.',
  },
  de: {
    signIn: 'Anmelden',
    intro: 'Melde dich bei deinem {brand}-Konto an ({store}).',
    withPassword: 'Mit deinem Passwort',
    email: 'E-Mail',
    password: 'Passwort',
    withCode: 'Mit einem Code per E-Mail',
    emailMeCode: 'Code per E-Mail senden',
    enterCode: 'Code eingeben',
    codeSent: 'Wenn {email} ein Konto bei {brand} hat, haben wir einen 6-stelligen Code dorthin gesendet. Der Code gilt 10 Minuten.',
    code: 'Code',
    enterEmailAndPassword: 'Gib deine E-Mail-Adresse und dein Passwort ein.',
    tooManyAttempts: 'Zu viele Versuche. Bitte versuche es später erneut.',
    incorrect: 'E-Mail-Adresse oder Passwort ist falsch.',
    enterEmail: 'Gib deine E-Mail-Adresse ein.',
    codeVoid: 'Dieser Code ist abgelaufen oder wurde zu oft versucht. Fordere einen neuen Code an.',
    codeWrong: 'Dieser Code stimmt nicht. Prüfe die E-Mail und versuche es erneut.',
    mailSubject: 'Dein Anmeldecode für {brand}',
    mailText: 'Dein Anmeldecode ist {code}.\n\nEr gilt 10 Minuten. Wenn du nicht versucht hast, dich anzumelden, ignoriere diese E-Mail.',
  },
  it: {
    signIn: 'Accedi',
    intro: 'Accedi al tuo account {brand} ({store}).',
    withPassword: 'Con la tua password',
    email: 'E-mail',
    password: 'Password',
    withCode: 'Con un codice inviato via e-mail',
    emailMeCode: 'Inviami un codice',
    enterCode: 'Inserisci il codice',
    codeSent: 'Se {email} ha un account su {brand}, gli abbiamo inviato un codice di 6 cifre. Il codice vale 10 minuti.',
    code: 'Codice',
    enterEmailAndPassword: 'Inserisci e-mail e password.',
    tooManyAttempts: 'Troppi tentativi. Riprova più tardi.',
    incorrect: 'E-mail o password non corretti.',
    enterEmail: 'Inserisci la tua e-mail.',
    codeVoid: 'Il codice è scaduto o è stato provato troppe volte. Chiedi un nuovo codice.',
    codeWrong: 'Il codice non è corretto. Controlla l’e-mail e riprova.',
    mailSubject: 'Il tuo codice di accesso {brand}',
    mailText: 'Il tuo codice di accesso è {code}.\n\nVale 10 minuti. Se non hai provato ad accedere, ignora questa e-mail.',
  },
  nl: {
    signIn: 'Inloggen',
    intro: 'Log in op je {brand}-account ({store}).',
    withPassword: 'Met je wachtwoord',
    email: 'E-mail',
    password: 'Wachtwoord',
    withCode: 'Met een code per e-mail',
    emailMeCode: 'Stuur me een code',
    enterCode: 'Voer je code in',
    codeSent: 'Als {email} een account bij {brand} heeft, hebben we er een code van 6 cijfers naartoe gestuurd. De code is 10 minuten geldig.',
    code: 'Code',
    enterEmailAndPassword: 'Voer je e-mailadres en wachtwoord in.',
    tooManyAttempts: 'Te veel pogingen. Probeer het later opnieuw.',
    incorrect: 'Onjuist e-mailadres of wachtwoord.',
    enterEmail: 'Voer je e-mailadres in.',
    codeVoid: 'Deze code is verlopen of te vaak geprobeerd. Vraag een nieuwe code aan.',
    codeWrong: 'Deze code klopt niet. Controleer de e-mail en probeer het opnieuw.',
    mailSubject: 'Je inlogcode voor {brand}',
    mailText: 'Je inlogcode is {code}.\n\nDe code is 10 minuten geldig. Heb je niet geprobeerd in te loggen? Negeer dan deze e-mail.',
  },
  es: {
    signIn: 'Iniciar sesión',
    intro: 'Inicia sesión en tu cuenta de {brand} ({store}).',
    withPassword: 'Con tu contraseña',
    email: 'Correo electrónico',
    password: 'Contraseña',
    withCode: 'Con un código enviado a tu correo',
    emailMeCode: 'Enviarme un código',
    enterCode: 'Introduce tu código',
    codeSent: 'Si {email} tiene una cuenta en {brand}, le hemos enviado un código de 6 dígitos. El código vale 10 minutos.',
    code: 'Código',
    enterEmailAndPassword: 'Introduce tu correo electrónico y tu contraseña.',
    tooManyAttempts: 'Demasiados intentos. Inténtalo de nuevo más tarde.',
    incorrect: 'Correo electrónico o contraseña incorrectos.',
    enterEmail: 'Introduce tu correo electrónico.',
    codeVoid: 'Ese código ha caducado o se ha probado demasiadas veces. Pide un código nuevo.',
    codeWrong: 'Ese código no es correcto. Revisa el correo y vuelve a intentarlo.',
    mailSubject: 'Tu código de inicio de sesión de {brand}',
    mailText: 'Tu código de inicio de sesión es {code}.\n\nVale 10 minutos. Si no has intentado iniciar sesión, ignora este correo.',
  },
};

/**
 * The language of the sign-in pages for an OpenID Connect `ui_locales` value (space-separated BCP 47
 * tags, most wanted first; `fr-CA` is French): the first the pages speak, else English.
 */
export function signInLanguage(uiLocales: string | null | undefined): Language {
  for (const tag of String(uiLocales ?? '').split(/\s+/).slice(0, 10)) {
    const [base = ''] = tag.toLowerCase().split(/[-_]/);
    if ((LANGUAGES as readonly string[]).includes(base)) return base as Language;
  }
  return 'en';
}

/** One text of the sign-in pages in `language`, its `{name}` placeholders filled (plain text: escape for HTML). */
export function signInText(language: Language, key: SignInKey, values: Record<string, string> = {}): string {
  return STRINGS[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
