// UI strings of the brands' forms: newsletter, back-in-stock, contact (dealer and general), article
// feedback, pro program application, lifetime warranty claim and the captcha. The validation and
// failure messages are the spec's and come with the forms protocol (wire/forms.ts).
import { s, type StringGroupSource } from './types';

/** Labels, buttons and outcomes of every form. */
export const uiForms: StringGroupSource = {
  groupKey: 'ui-forms',
  siteIdentifier: 'global',
  strings: [
    // Shared
    s('formFieldsRequired', ['All fields are required unless marked optional.', 'Tous les champs sont obligatoires, sauf mention facultative.', 'Alle Felder sind Pflichtfelder, sofern nicht als optional gekennzeichnet.', 'Tutti i campi sono obbligatori, salvo quelli indicati come facoltativi.', 'Alle velden zijn verplicht, tenzij aangegeven als optioneel.', 'Todos los campos son obligatorios salvo que se indique que son opcionales.']),
    s('formLoading', ['Loading the form…', 'Chargement du formulaire…', 'Formular wird geladen …', 'Caricamento del modulo…', 'Formulier wordt geladen…', 'Cargando el formulario…']),
    s('formLoadFailed', ['The form could not be loaded.', "Le formulaire n'a pas pu être chargé.", 'Das Formular konnte nicht geladen werden.', 'Impossibile caricare il modulo.', 'Het formulier kon niet worden geladen.', 'No se ha podido cargar el formulario.']),
    s('formSending', ['Sending…', 'Envoi…', 'Wird gesendet …', 'Invio in corso…', 'Verzenden…', 'Enviando…']),
    s('formSend', ['Send', 'Envoyer', 'Senden', 'Invia', 'Versturen', 'Enviar']),
    s('fieldFirstName', ['First name', 'Prénom', 'Vorname', 'Nome', 'Voornaam', 'Nombre']),
    s('fieldLastName', ['Last name', 'Nom', 'Nachname', 'Cognome', 'Achternaam', 'Apellidos']),
    s('fieldName', ['Name', 'Nom', 'Name', 'Nome', 'Naam', 'Nombre']),
    s('fieldEmail', ['Email address', 'Adresse e-mail', 'E-Mail-Adresse', 'Indirizzo e-mail', 'E-mailadres', 'Correo electrónico']),
    s('fieldPhone', ['Phone number', 'Numéro de téléphone', 'Telefonnummer', 'Numero di telefono', 'Telefoonnummer', 'Número de teléfono']),
    s('fieldPhoneHint', ['10 digits, for example 555-123-4567', '10 chiffres, par exemple 555-123-4567', '10 Ziffern, zum Beispiel 555-123-4567', '10 cifre, ad esempio 555-123-4567', '10 cijfers, bijvoorbeeld 555-123-4567', '10 dígitos, por ejemplo 555-123-4567']),
    s('fieldMessage', ['Message', 'Message', 'Nachricht', 'Messaggio', 'Bericht', 'Mensaje']),
    s('fieldMessageHint', ['At least 15 characters.', 'Au moins 15 caractères.', 'Mindestens 15 Zeichen.', 'Almeno 15 caratteri.', 'Minstens 15 tekens.', 'Al menos 15 caracteres.']),
    s('fieldOptional', ['{label} (optional)', '{label} (facultatif)', '{label} (optional)', '{label} (facoltativo)', '{label} (optioneel)', '{label} (opcional)'], '{label}'),
    s('formSentTo', ['We sent a copy to {email}.', 'Nous avons envoyé une copie à {email}.', 'Wir haben eine Kopie an {email} gesendet.', 'Abbiamo inviato una copia a {email}.', 'We hebben een kopie naar {email} gestuurd.', 'Hemos enviado una copia a {email}.'], '{email}'),
    s('formTooLong', ['This is too long. Please shorten it.', 'Ce texte est trop long. Veuillez le raccourcir.', 'Das ist zu lang. Bitte kürzen Sie es.', 'Il testo è troppo lungo. Accorcialo.', 'Dit is te lang. Maak het korter.', 'Es demasiado largo. Acórtalo, por favor.']),
    // Captcha (the ALTCHA widget's own texts)
    s('captchaLabel', ["I'm not a robot", 'Je ne suis pas un robot', 'Ich bin kein Roboter', 'Non sono un robot', 'Ik ben geen robot', 'No soy un robot']),
    s('captchaVerifying', ['Verifying…', 'Vérification…', 'Wird überprüft …', 'Verifica in corso…', 'Bezig met controleren…', 'Verificando…']),
    s('captchaVerified', ['Verified', 'Vérifié', 'Überprüft', 'Verificato', 'Gecontroleerd', 'Verificado']),
    s('captchaError', ['Verification failed. Please try again.', 'La vérification a échoué. Veuillez réessayer.', 'Die Überprüfung ist fehlgeschlagen. Bitte versuchen Sie es erneut.', 'Verifica non riuscita. Riprova.', 'De controle is mislukt. Probeer het opnieuw.', 'La verificación ha fallado. Inténtalo de nuevo.']),
    s('captchaExpired', ['Verification expired. Please try again.', 'La vérification a expiré. Veuillez réessayer.', 'Die Überprüfung ist abgelaufen. Bitte versuchen Sie es erneut.', 'Verifica scaduta. Riprova.', 'De controle is verlopen. Probeer het opnieuw.', 'La verificación ha caducado. Inténtalo de nuevo.']),
    // Newsletter
    s('newsletterHeading', ['Get 10% off your first order', '10 % de réduction sur votre première commande', '10 % Rabatt auf Ihre erste Bestellung', '10% di sconto sul primo ordine', '10% korting op je eerste bestelling', '10 % de descuento en tu primer pedido']),
    s('newsletterIntro', ['Sign up for our newsletter: news, tips and offers for you and your pet.', 'Inscrivez-vous à notre newsletter : nouveautés, conseils et offres pour vous et votre animal.', 'Abonnieren Sie unseren Newsletter: Neuheiten, Tipps und Angebote für Sie und Ihr Tier.', 'Iscriviti alla newsletter: novità, consigli e offerte per te e il tuo animale.', 'Schrijf je in voor onze nieuwsbrief: nieuws, tips en aanbiedingen voor jou en je huisdier.', 'Suscríbete a nuestro boletín: novedades, consejos y ofertas para ti y tu mascota.']),
    s('newsletterInterest', ['I have a', "J'ai un", 'Ich habe eine', 'Ho un', 'Ik heb een', 'Tengo un']),
    s('newsletterCat', ['Cat', 'Chat', 'Katze', 'Gatto', 'Kat', 'Gato']),
    s('newsletterDog', ['Dog', 'Chien', 'Hund', 'Cane', 'Hond', 'Perro']),
    s('newsletterSignUp', ['Sign up', "S'inscrire", 'Anmelden', 'Iscriviti', 'Inschrijven', 'Suscribirse']),
    s('newsletterSuccessTitle', ['Almost done: please confirm', 'Presque terminé : veuillez confirmer', 'Fast geschafft: bitte bestätigen', 'Quasi fatto: conferma', 'Bijna klaar: bevestig je inschrijving', 'Casi listo: confirma']),
    s('newsletterSuccess', ['We sent a confirmation email to {email}. Please check your inbox and your spam folder: your subscription starts only once you confirm it, and then we email your 10% code.', 'Nous avons envoyé un e-mail de confirmation à {email}. Vérifiez votre boîte de réception et vos spams : votre inscription ne commence qu’après confirmation, puis nous vous envoyons votre code de 10 %.', 'Wir haben eine Bestätigungs-E-Mail an {email} gesendet. Bitte prüfen Sie Posteingang und Spam-Ordner: Ihr Abonnement beginnt erst nach Ihrer Bestätigung, danach senden wir Ihnen Ihren 10-%-Code.', 'Abbiamo inviato un’e-mail di conferma a {email}. Controlla la posta in arrivo e lo spam: l’iscrizione inizia solo dopo la conferma, poi ti inviamo il codice del 10%.', 'We hebben een bevestigingsmail naar {email} gestuurd. Kijk in je inbox en je spammap: je inschrijving start pas als je bevestigt, daarna mailen we je 10%-code.', 'Hemos enviado un correo de confirmación a {email}. Revisa tu bandeja de entrada y la carpeta de spam: tu suscripción empieza solo cuando la confirmes y después te enviamos tu código del 10 %.'], '{email}'),
    // Back in stock
    s('backInStockHeading', ['Email me when it is back', 'Prévenez-moi par e-mail de son retour', 'Per E-Mail benachrichtigen, wenn wieder da', 'Avvisami via e-mail quando torna', 'Mail me als het terug is', 'Avísame por correo cuando vuelva']),
    s('backInStockIntro', ['This item is out of stock. Leave your email and we send you one mail when it is back.', 'Cet article est en rupture de stock. Laissez votre e-mail et nous vous écrirons une fois à son retour.', 'Dieser Artikel ist ausverkauft. Hinterlassen Sie Ihre E-Mail-Adresse und wir schreiben Ihnen einmal, sobald er wieder da ist.', 'Questo articolo è esaurito. Lascia la tua e-mail e ti scriveremo una volta quando torna disponibile.', 'Dit artikel is uitverkocht. Laat je e-mailadres achter en we sturen je één mail zodra het terug is.', 'Este artículo está agotado. Déjanos tu correo y te escribiremos una vez cuando vuelva.']),
    s('backInStockNotify', ['Notify me', 'Me prévenir', 'Benachrichtigen', 'Avvisami', 'Houd me op de hoogte', 'Avisarme']),
    s('backInStockSuccess', ['Thanks! We will email {email} once, as soon as this item is back in stock.', 'Merci ! Nous écrirons une fois à {email} dès le retour de cet article.', 'Danke! Wir schreiben einmal an {email}, sobald dieser Artikel wieder vorrätig ist.', 'Grazie! Scriveremo una volta a {email} appena l’articolo torna disponibile.', 'Bedankt! We mailen {email} één keer zodra dit artikel weer op voorraad is.', '¡Gracias! Escribiremos una vez a {email} en cuanto este artículo vuelva a estar disponible.'], '{email}'),
    // Contact
    s('dealerFormHeading', ['Dealers and outlets', 'Revendeurs et points de vente', 'Händler und Verkaufsstellen', 'Rivenditori e punti vendita', 'Dealers en verkooppunten', 'Distribuidores y puntos de venta']),
    s('dealerFormIntro', ['Sell our products or run an outlet? Write to our dealer team.', 'Vous vendez nos produits ou tenez un point de vente ? Écrivez à notre équipe revendeurs.', 'Sie verkaufen unsere Produkte oder führen eine Verkaufsstelle? Schreiben Sie unserem Händlerteam.', 'Vendi i nostri prodotti o gestisci un punto vendita? Scrivi al nostro team rivenditori.', 'Verkoop je onze producten of heb je een verkooppunt? Schrijf ons dealerteam.', '¿Vendes nuestros productos o tienes un punto de venta? Escribe a nuestro equipo de distribuidores.']),
    s('fieldOutletName', ['Outlet name', 'Nom du point de vente', 'Name der Verkaufsstelle', 'Nome del punto vendita', 'Naam van het verkooppunt', 'Nombre del punto de venta']),
    s('generalFormHeading', ['Ask us a question', 'Posez-nous une question', 'Stellen Sie uns eine Frage', 'Facci una domanda', 'Stel ons een vraag', 'Haznos una pregunta']),
    s('fieldQuestion', ['Your question', 'Votre question', 'Ihre Frage', 'La tua domanda', 'Je vraag', 'Tu pregunta']),
    s('fieldProductQuestion', ['Which product is it about?', 'De quel produit s’agit-il ?', 'Um welches Produkt geht es?', 'Di quale prodotto si tratta?', 'Over welk product gaat het?', '¿De qué producto se trata?']),
    s('contactSuccess', ['Thanks! We received your message. Our customer care team replies by email within 1-2 business days.', 'Merci ! Nous avons bien reçu votre message. Notre service client vous répond par e-mail sous 1 à 2 jours ouvrés.', 'Danke! Wir haben Ihre Nachricht erhalten. Unser Kundenservice antwortet innerhalb von 1–2 Werktagen per E-Mail.', 'Grazie! Abbiamo ricevuto il tuo messaggio. Il servizio clienti risponde via e-mail entro 1-2 giorni lavorativi.', 'Bedankt! We hebben je bericht ontvangen. Onze klantenservice antwoordt binnen 1-2 werkdagen per e-mail.', '¡Gracias! Hemos recibido tu mensaje. Atención al cliente te responderá por correo en 1-2 días laborables.']),
    // Article feedback
    s('feedbackQuestion', ['Was this article helpful?', 'Cet article vous a-t-il été utile ?', 'War dieser Artikel hilfreich?', 'Questo articolo ti è stato utile?', 'Was dit artikel nuttig?', '¿Te ha resultado útil este artículo?']),
    s('feedbackYes', ['Yes', 'Oui', 'Ja', 'Sì', 'Ja', 'Sí']),
    s('feedbackNo', ['No', 'Non', 'Nein', 'No', 'Nee', 'No']),
    s('feedbackChooseYesNo', ['Please choose Yes or No.', 'Veuillez choisir Oui ou Non.', 'Bitte wählen Sie Ja oder Nein.', 'Scegli Sì o No.', 'Kies Ja of Nee.', 'Elige Sí o No.']),
    s('feedbackComment', ['Comment', 'Commentaire', 'Kommentar', 'Commento', 'Opmerking', 'Comentario']),
    s('feedbackSend', ['Send feedback', 'Envoyer mon avis', 'Feedback senden', 'Invia feedback', 'Feedback versturen', 'Enviar opinión']),
    s('feedbackThanks', ['Thanks for your feedback! It helps us improve our support articles.', 'Merci pour votre avis ! Il nous aide à améliorer nos articles d’aide.', 'Danke für Ihr Feedback! Es hilft uns, unsere Hilfeartikel zu verbessern.', 'Grazie per il feedback! Ci aiuta a migliorare i nostri articoli di supporto.', 'Bedankt voor je feedback! Zo kunnen we onze supportartikelen verbeteren.', '¡Gracias por tu opinión! Nos ayuda a mejorar nuestros artículos de ayuda.']),
    // Pro program
    s('proProgramFormHeading', ['Apply for the pro program', 'Postulez au programme pro', 'Für das Pro-Programm bewerben', 'Candidati al programma pro', 'Meld je aan voor het pro-programma', 'Solicita el programa pro']),
    s('fieldOccupation', ['Occupation', 'Profession', 'Beruf', 'Professione', 'Beroep', 'Profesión']),
    s('fieldOrganization', ['Organization', 'Organisation', 'Organisation', 'Organizzazione', 'Organisatie', 'Organización']),
    s('fieldAboutYou', ['Tell us about your work with animals', 'Parlez-nous de votre travail avec les animaux', 'Erzählen Sie uns von Ihrer Arbeit mit Tieren', 'Raccontaci il tuo lavoro con gli animali', 'Vertel over je werk met dieren', 'Cuéntanos tu trabajo con animales']),
    s('proProgramApply', ['Apply', 'Postuler', 'Bewerben', 'Candidati', 'Aanmelden', 'Solicitar']),
    s('proProgramSuccess', ['Thanks for applying! We review every application and reply by email within 1-2 business days.', 'Merci pour votre candidature ! Nous étudions chaque demande et répondons par e-mail sous 1 à 2 jours ouvrés.', 'Danke für Ihre Bewerbung! Wir prüfen jede Bewerbung und antworten innerhalb von 1–2 Werktagen per E-Mail.', 'Grazie per la candidatura! Esaminiamo ogni richiesta e rispondiamo via e-mail entro 1-2 giorni lavorativi.', 'Bedankt voor je aanmelding! We bekijken elke aanvraag en antwoorden binnen 1-2 werkdagen per e-mail.', '¡Gracias por tu solicitud! Revisamos cada solicitud y respondemos por correo en 1-2 días laborables.']),
    // Lifetime warranty
    s('warrantyFormHeading', ['Make a warranty claim', 'Faire une demande de garantie', 'Garantieanspruch geltend machen', 'Richiedi la garanzia', 'Garantieclaim indienen', 'Presentar una reclamación de garantía']),
    s('fieldProduct', ['Product', 'Produit', 'Produkt', 'Prodotto', 'Product', 'Producto']),
    s('fieldOrderNumber', ['Order number', 'Numéro de commande', 'Bestellnummer', 'Numero d’ordine', 'Bestelnummer', 'Número de pedido']),
    s('fieldDescription', ['Describe the problem', 'Décrivez le problème', 'Beschreiben Sie das Problem', 'Descrivi il problema', 'Beschrijf het probleem', 'Describe el problema']),
    s('fieldPhoto', ['Photo of the problem', 'Photo du problème', 'Foto des Problems', 'Foto del problema', 'Foto van het probleem', 'Foto del problema']),
    s('fieldPhotoHint', ['JPEG, PNG or WebP, 5 MB at most.', 'JPEG, PNG ou WebP, 5 Mo maximum.', 'JPEG, PNG oder WebP, höchstens 5 MB.', 'JPEG, PNG o WebP, massimo 5 MB.', 'JPEG, PNG of WebP, maximaal 5 MB.', 'JPEG, PNG o WebP, 5 MB como máximo.']),
    s('warrantySubmit', ['Send claim', 'Envoyer la demande', 'Anspruch senden', 'Invia la richiesta', 'Claim versturen', 'Enviar reclamación']),
    s('warrantyClaimNumber', ['Your claim number is {number}. Please quote it if you contact us.', 'Votre numéro de demande est {number}. Merci de le rappeler si vous nous contactez.', 'Ihre Anspruchsnummer lautet {number}. Bitte geben Sie sie an, wenn Sie uns kontaktieren.', 'Il numero della tua richiesta è {number}. Indicalo se ci contatti.', 'Je claimnummer is {number}. Vermeld het als je contact met ons opneemt.', 'Tu número de reclamación es {number}. Indícalo si te pones en contacto con nosotros.'], '{number}'),
    s('warrantySuccess', ['Thanks! We received your claim. Our care team checks it and contacts you by email within 1-2 business days.', 'Merci ! Nous avons bien reçu votre demande. Notre service client l’examine et vous contacte par e-mail sous 1 à 2 jours ouvrés.', 'Danke! Wir haben Ihren Anspruch erhalten. Unser Kundenservice prüft ihn und meldet sich innerhalb von 1–2 Werktagen per E-Mail.', 'Grazie! Abbiamo ricevuto la tua richiesta. Il servizio clienti la esamina e ti contatta via e-mail entro 1-2 giorni lavorativi.', 'Bedankt! We hebben je claim ontvangen. Onze klantenservice bekijkt hem en neemt binnen 1-2 werkdagen per e-mail contact op.', '¡Gracias! Hemos recibido tu reclamación. Atención al cliente la revisará y te escribirá en 1-2 días laborables.']),
  ],
};
