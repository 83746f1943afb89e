// UI strings of the account's Subscriptions tab: the list, the cancel / pause / skip / next date
// dialogs, payment methods and the update link, and the service's messages (spec §4, §5, §8).
import type { StringGroupSource, StringSource } from './types';

type Six = [en: string, fr: string, de: string, it: string, nl: string, es: string];

function s(key: string, [en, fr, de, it, nl, es]: Six, placeholder?: string): StringSource {
  return { key, ...(placeholder ? { placeholder } : {}), values: { en, fr, de, it, nl, es } };
}

/** Subscriptions tab, its dialogs and payment methods. */
export const uiSubscriptions: StringGroupSource = {
  groupKey: 'ui-subscriptions',
  siteIdentifier: 'global',
  strings: [
    s('subLoading', ['Loading your subscriptions…', 'Chargement de vos abonnements…', 'Ihre Abonnements werden geladen …', 'Caricamento dei tuoi abbonamenti…', 'Je abonnementen worden geladen…', 'Cargando tus suscripciones…']),
    s('subEmpty', ["You don't have any subscriptions yet.", "Vous n'avez pas encore d'abonnement.", 'Sie haben noch keine Abonnements.', 'Non hai ancora nessun abbonamento.', 'Je hebt nog geen abonnementen.', 'Todavía no tienes ninguna suscripción.']),
    s('subShop', ['Shop autoship products', 'Découvrir les produits Autoship', 'Autoship-Produkte entdecken', 'Scopri i prodotti Autoship', 'Autoship-producten bekijken', 'Ver productos Autoship']),
    s('subLoadFailed', ['Your subscriptions could not be loaded at this time. Please try again later.', "Vos abonnements n'ont pas pu être chargés pour le moment. Veuillez réessayer plus tard.", 'Ihre Abonnements konnten derzeit nicht geladen werden. Bitte versuchen Sie es später erneut.', 'Al momento non è possibile caricare i tuoi abbonamenti. Riprova più tardi.', 'Je abonnementen konden op dit moment niet worden geladen. Probeer het later opnieuw.', 'No se han podido cargar tus suscripciones en este momento. Inténtalo de nuevo más tarde.']),
    s('subTryAgain', ['Try again', 'Réessayer', 'Erneut versuchen', 'Riprova', 'Opnieuw proberen', 'Reintentar']),
    s('subListLabel', ['Subscriptions', 'Abonnements', 'Abonnements', 'Abbonamenti', 'Abonnementen', 'Suscripciones']),

    s('subSku', ['SKU / model number', 'SKU / numéro de modèle', 'SKU / Modellnummer', 'SKU / numero di modello', 'SKU / modelnummer', 'SKU / número de modelo']),
    s('subQuantity', ['Quantity', 'Quantité', 'Menge', 'Quantità', 'Aantal', 'Cantidad']),
    s('subNextShipping', ['Next shipping date', 'Prochaine date d’expédition', 'Nächstes Versanddatum', 'Prossima data di spedizione', 'Volgende verzenddatum', 'Próxima fecha de envío']),
    s('subFrequency', ['Frequency', 'Fréquence', 'Häufigkeit', 'Frequenza', 'Frequentie', 'Frecuencia']),
    s('subShippingAddress', ['Shipping address', 'Adresse de livraison', 'Lieferadresse', 'Indirizzo di spedizione', 'Verzendadres', 'Dirección de envío']),
    s('subPricePerItem', ['Price per item', 'Prix par article', 'Preis pro Artikel', 'Prezzo per articolo', 'Prijs per artikel', 'Precio por artículo']),
    s('subNextBilling', ['Next billing date', 'Prochaine date de facturation', 'Nächstes Abrechnungsdatum', 'Prossima data di fatturazione', 'Volgende factuurdatum', 'Próxima fecha de facturación']),
    s('subStatus', ['Status', 'Statut', 'Status', 'Stato', 'Status', 'Estado']),
    s('subCancelledOn', ['Cancelled on', 'Annulé le', 'Gekündigt am', 'Annullato il', 'Opgezegd op', 'Cancelada el']),
    s('subPetName', ['Pet name', 'Nom de l’animal', 'Name des Haustiers', 'Nome dell’animale', 'Naam van je huisdier', 'Nombre de la mascota']),
    s('subLteExpiry', ['LTE service expires', 'Fin du service LTE', 'LTE-Service läuft ab am', 'Scadenza del servizio LTE', 'LTE-service verloopt op', 'El servicio LTE vence el']),
    s('subPaymentMethod', ['Payment method', 'Moyen de paiement', 'Zahlungsmethode', 'Metodo di pagamento', 'Betaalmethode', 'Método de pago']),
    s('subCard', ['{brand} ending in {last4}, expires {expiry}', '{brand} se terminant par {last4}, expire le {expiry}', '{brand} mit Endziffern {last4}, gültig bis {expiry}', '{brand} che termina con {last4}, scade il {expiry}', '{brand} eindigend op {last4}, verloopt {expiry}', '{brand} terminada en {last4}, caduca el {expiry}'], '{brand} {last4} {expiry}'),
    s('subCardExpired', ['Expired', 'Expirée', 'Abgelaufen', 'Scaduta', 'Verlopen', 'Caducada']),
    s('subNoCard', ['No payment method on file', 'Aucun moyen de paiement enregistré', 'Keine Zahlungsmethode hinterlegt', 'Nessun metodo di pagamento registrato', 'Geen betaalmethode opgeslagen', 'No hay ningún método de pago registrado']),
    s('subNone', ['None', 'Aucune', 'Keine', 'Nessuna', 'Geen', 'Ninguna']),

    s('subStatusActive', ['Active', 'Actif', 'Aktiv', 'Attivo', 'Actief', 'Activa']),
    s('subStatusAwaitingActivation', ['Awaiting activation', 'En attente d’activation', 'Wartet auf Aktivierung', 'In attesa di attivazione', 'Wacht op activering', 'Pendiente de activación']),
    s('subStatusCancelled', ['Cancelled', 'Annulé', 'Gekündigt', 'Annullato', 'Opgezegd', 'Cancelada']),
    s('subPausedUntil', ['Paused until {date}', 'En pause jusqu’au {date}', 'Pausiert bis {date}', 'In pausa fino al {date}', 'Gepauzeerd tot {date}', 'En pausa hasta el {date}'], '{date}'),

    s('subFreqMonthly', ['Monthly', 'Mensuelle', 'Monatlich', 'Mensile', 'Maandelijks', 'Mensual']),
    s('subFreqBiMonthly', ['Bi-Monthly', 'Tous les deux mois', 'Alle zwei Monate', 'Bimestrale', 'Tweemaandelijks', 'Bimestral']),
    s('subFreqQuarterly', ['Quarterly', 'Trimestrielle', 'Vierteljährlich', 'Trimestrale', 'Per kwartaal', 'Trimestral']),
    s('subFreqEvery4Months', ['Every 4 Months', 'Tous les 4 mois', 'Alle 4 Monate', 'Ogni 4 mesi', 'Elke 4 maanden', 'Cada 4 meses']),
    s('subFreqSemiAnnually', ['Semi-Annually', 'Semestrielle', 'Halbjährlich', 'Semestrale', 'Halfjaarlijks', 'Semestral']),
    s('subFreqYearly', ['Yearly', 'Annuelle', 'Jährlich', 'Annuale', 'Jaarlijks', 'Anual']),
    s('subFreqWeekly', ['Weekly', 'Hebdomadaire', 'Wöchentlich', 'Settimanale', 'Wekelijks', 'Semanal']),
    s('subFreqEveryWeeks', ['Every {count} Weeks', 'Toutes les {count} semaines', 'Alle {count} Wochen', 'Ogni {count} settimane', 'Elke {count} weken', 'Cada {count} semanas'], '{count}'),
    s('subFreqEveryMonths', ['Every {count} Months', 'Tous les {count} mois', 'Alle {count} Monate', 'Ogni {count} mesi', 'Elke {count} maanden', 'Cada {count} meses'], '{count}'),

    s('subCancelButton', ['Cancel subscription', 'Résilier l’abonnement', 'Abonnement kündigen', 'Annulla l’abbonamento', 'Abonnement opzeggen', 'Cancelar la suscripción']),
    s('subPauseButton', ['Pause subscription', 'Mettre l’abonnement en pause', 'Abonnement pausieren', 'Metti in pausa l’abbonamento', 'Abonnement pauzeren', 'Pausar la suscripción']),
    s('subSkipButton', ['Skip next order', 'Sauter la prochaine commande', 'Nächste Bestellung überspringen', 'Salta il prossimo ordine', 'Volgende bestelling overslaan', 'Omitir el próximo pedido']),
    s('subDateButton', ['Change next delivery date', 'Modifier la prochaine date de livraison', 'Nächsten Liefertermin ändern', 'Cambia la prossima data di consegna', 'Volgende leverdatum wijzigen', 'Cambiar la próxima fecha de entrega']),
    s('subActionFor', ['{action}: {title}', '{action} : {title}', '{action}: {title}', '{action}: {title}', '{action}: {title}', '{action}: {title}'], '{action} {title}'),
    s('subClose', ['Close', 'Fermer', 'Schließen', 'Chiudi', 'Sluiten', 'Cerrar']),
    s('subWorking', ['Please wait…', 'Veuillez patienter…', 'Bitte warten …', 'Attendere…', 'Even geduld…', 'Espera, por favor…']),

    s('subCancelTitle', ['Cancel your subscription', 'Résilier votre abonnement', 'Ihr Abonnement kündigen', 'Annulla il tuo abbonamento', 'Je abonnement opzeggen', 'Cancelar tu suscripción']),
    s('subCancelReason', ['Why are you cancelling?', 'Pourquoi résiliez-vous ?', 'Warum kündigen Sie?', 'Perché annulli?', 'Waarom zeg je op?', '¿Por qué cancelas?']),
    s('subReasonNoLongerUse', ['I no longer use the product', "Je n'utilise plus le produit", 'Ich verwende das Produkt nicht mehr', 'Non uso più il prodotto', 'Ik gebruik het product niet meer', 'Ya no uso el producto']),
    s('subReasonTooExpensive', ['It is too expensive', "C'est trop cher", 'Es ist zu teuer', 'È troppo costoso', 'Het is te duur', 'Es demasiado caro']),
    s('subReasonAnotherCompany', ["I'm using another company's subscription service", "J'utilise le service d'abonnement d'une autre entreprise", 'Ich nutze den Abonnementdienst eines anderen Unternehmens', 'Uso il servizio in abbonamento di un’altra azienda', 'Ik gebruik de abonnementsdienst van een ander bedrijf', 'Uso el servicio de suscripción de otra empresa']),
    s('subReasonMoreThanNeeded', ['I already have more than I need', "J'en ai déjà plus que nécessaire", 'Ich habe bereits mehr, als ich brauche', 'Ne ho già più del necessario', 'Ik heb al meer dan ik nodig heb', 'Ya tengo más de lo que necesito']),
    s('subReasonOther', ['Other', 'Autre', 'Sonstiges', 'Altro', 'Anders', 'Otro']),
    s('subChooseReason', ['Please choose a reason.', 'Veuillez choisir une raison.', 'Bitte wählen Sie einen Grund.', 'Scegli un motivo.', 'Kies een reden.', 'Elige un motivo.']),
    s('subFeedback', ['Tell us more (optional)', 'Dites-nous en plus (facultatif)', 'Erzählen Sie uns mehr (optional)', 'Raccontaci di più (facoltativo)', 'Vertel ons meer (optioneel)', 'Cuéntanos más (opcional)']),
    s('subPauseInstead', ['Instead of cancelling, you can pause your subscription for 1 week, 1 month or 3 months.', 'Au lieu de résilier, vous pouvez mettre votre abonnement en pause pendant 1 semaine, 1 mois ou 3 mois.', 'Statt zu kündigen, können Sie Ihr Abonnement für 1 Woche, 1 Monat oder 3 Monate pausieren.', 'Invece di annullare, puoi mettere in pausa l’abbonamento per 1 settimana, 1 mese o 3 mesi.', 'In plaats van op te zeggen kun je je abonnement 1 week, 1 maand of 3 maanden pauzeren.', 'En lugar de cancelar, puedes pausar tu suscripción durante 1 semana, 1 mes o 3 meses.']),
    s('subBack', ['Go back', 'Retour', 'Zurück', 'Indietro', 'Terug', 'Volver']),
    s('subKeep', ['Keep subscription', 'Garder l’abonnement', 'Abonnement behalten', 'Mantieni l’abbonamento', 'Abonnement behouden', 'Mantener la suscripción']),

    s('subPauseTitle', ['Pause your subscription', 'Mettre votre abonnement en pause', 'Ihr Abonnement pausieren', 'Metti in pausa il tuo abbonamento', 'Je abonnement pauzeren', 'Pausar tu suscripción']),
    s('subPauseFor', ['Pause for', 'Mettre en pause pendant', 'Pausieren für', 'Metti in pausa per', 'Pauzeren voor', 'Pausar durante']),
    s('subPause1Week', ['1 week', '1 semaine', '1 Woche', '1 settimana', '1 week', '1 semana']),
    s('subPause1Month', ['1 month', '1 mois', '1 Monat', '1 mese', '1 maand', '1 mes']),
    s('subPause3Months', ['3 months', '3 mois', '3 Monate', '3 mesi', '3 maanden', '3 meses']),
    s('subPauseConfirm', ['Pause', 'Mettre en pause', 'Pausieren', 'Metti in pausa', 'Pauzeren', 'Pausar']),
    s('subPauseMoved', ['Your upcoming shipment moves from {from} to {to}.', 'Votre prochaine expédition passe du {from} au {to}.', 'Ihre nächste Lieferung wird vom {from} auf den {to} verschoben.', 'La tua prossima spedizione passa dal {from} al {to}.', 'Je volgende zending verschuift van {from} naar {to}.', 'Tu próximo envío pasa del {from} al {to}.'], '{from} {to}'),

    s('subSkipTitle', ['Skip your next order?', 'Sauter votre prochaine commande ?', 'Nächste Bestellung überspringen?', 'Saltare il prossimo ordine?', 'Je volgende bestelling overslaan?', '¿Omitir tu próximo pedido?']),
    s('subSkipQuestion', ['The order planned for {date} will not be sent. The one after it stays as planned.', 'La commande prévue le {date} ne sera pas envoyée. La suivante reste prévue.', 'Die für den {date} geplante Bestellung wird nicht versandt. Die darauf folgende bleibt wie geplant.', 'L’ordine previsto per il {date} non sarà spedito. Quello successivo resta invariato.', 'De bestelling van {date} wordt niet verzonden. De volgende blijft zoals gepland.', 'El pedido previsto para el {date} no se enviará. El siguiente se mantiene.'], '{date}'),
    s('subSkipConfirm', ['Skip order', 'Sauter la commande', 'Bestellung überspringen', 'Salta l’ordine', 'Bestelling overslaan', 'Omitir pedido']),
    s('subSkipped', ['The order of {from} is skipped. Your next order ships on {to}.', 'La commande du {from} est sautée. Votre prochaine commande sera expédiée le {to}.', 'Die Bestellung vom {from} wird übersprungen. Ihre nächste Bestellung wird am {to} versandt.', 'L’ordine del {from} è stato saltato. Il prossimo ordine sarà spedito il {to}.', 'De bestelling van {from} is overgeslagen. Je volgende bestelling wordt verzonden op {to}.', 'Se ha omitido el pedido del {from}. Tu próximo pedido se enviará el {to}.'], '{from} {to}'),

    s('subDateTitle', ['Change your next delivery date', 'Modifier votre prochaine date de livraison', 'Ihren nächsten Liefertermin ändern', 'Cambia la prossima data di consegna', 'Je volgende leverdatum wijzigen', 'Cambiar tu próxima fecha de entrega']),
    s('subDateLabel', ['Next delivery date', 'Prochaine date de livraison', 'Nächster Liefertermin', 'Prossima data di consegna', 'Volgende leverdatum', 'Próxima fecha de entrega']),
    s('subDateSave', ['Save date', 'Enregistrer la date', 'Datum speichern', 'Salva la data', 'Datum opslaan', 'Guardar fecha']),
    s('subDateSaved', ['Your next order ships on {date}.', 'Votre prochaine commande sera expédiée le {date}.', 'Ihre nächste Bestellung wird am {date} versandt.', 'Il tuo prossimo ordine sarà spedito il {date}.', 'Je volgende bestelling wordt verzonden op {date}.', 'Tu próximo pedido se enviará el {date}.'], '{date}'),

    s('subPaymentHeading', ['Payment methods', 'Moyens de paiement', 'Zahlungsmethoden', 'Metodi di pagamento', 'Betaalmethoden', 'Métodos de pago']),
    s('subPaymentLoading', ['Loading your payment methods…', 'Chargement de vos moyens de paiement…', 'Ihre Zahlungsmethoden werden geladen …', 'Caricamento dei metodi di pagamento…', 'Je betaalmethoden worden geladen…', 'Cargando tus métodos de pago…']),
    s('subPaymentEmpty', ['You have no saved payment methods.', "Vous n'avez aucun moyen de paiement enregistré.", 'Sie haben keine gespeicherten Zahlungsmethoden.', 'Non hai metodi di pagamento salvati.', 'Je hebt geen opgeslagen betaalmethoden.', 'No tienes métodos de pago guardados.']),
    s('subBillingAddress', ['Billing address', 'Adresse de facturation', 'Rechnungsadresse', 'Indirizzo di fatturazione', 'Factuuradres', 'Dirección de facturación']),
    s('subUsedBy', ['Pays for', 'Utilisé pour', 'Bezahlt', 'Utilizzato per', 'Betaalt voor', 'Se usa para']),
    s('subUsedByNone', ['No subscription uses this card.', 'Aucun abonnement n’utilise cette carte.', 'Kein Abonnement verwendet diese Karte.', 'Nessun abbonamento usa questa carta.', 'Geen enkel abonnement gebruikt deze kaart.', 'Ninguna suscripción usa esta tarjeta.']),
    s('subUpdateNote', ['To pay with a new card, we email you a secure link to update this payment method.', 'Pour payer avec une nouvelle carte, nous vous envoyons par e-mail un lien sécurisé pour mettre à jour ce moyen de paiement.', 'Um mit einer neuen Karte zu bezahlen, senden wir Ihnen per E-Mail einen sicheren Link zum Aktualisieren dieser Zahlungsmethode.', 'Per pagare con una nuova carta, ti inviamo via e-mail un link sicuro per aggiornare questo metodo di pagamento.', 'Om met een nieuwe kaart te betalen, mailen we je een veilige link om deze betaalmethode bij te werken.', 'Para pagar con una tarjeta nueva, te enviamos por correo un enlace seguro para actualizar este método de pago.']),
    s('subSendLink', ['Send update link', 'Envoyer le lien de mise à jour', 'Aktualisierungslink senden', 'Invia il link di aggiornamento', 'Updatelink versturen', 'Enviar enlace de actualización']),
    s('subSendLinkFor', ['Send update link for {card}', 'Envoyer le lien de mise à jour pour {card}', 'Aktualisierungslink für {card} senden', 'Invia il link di aggiornamento per {card}', 'Updatelink versturen voor {card}', 'Enviar enlace de actualización para {card}'], '{card}'),
    s('subLinkNotice', ['It may take up to 10 minutes to arrive. Please check your spam folder too.', "L'e-mail peut mettre jusqu'à 10 minutes à arriver. Pensez à vérifier aussi vos courriers indésirables.", 'Es kann bis zu 10 Minuten dauern, bis die E-Mail ankommt. Bitte prüfen Sie auch Ihren Spam-Ordner.', 'Potrebbero essere necessari fino a 10 minuti. Controlla anche la cartella spam.', 'Het kan tot 10 minuten duren voordat de e-mail aankomt. Controleer ook je spammap.', 'Puede tardar hasta 10 minutos en llegar. Revisa también tu carpeta de spam.']),
    s('subPaymentRetry', ['Reload payment methods', 'Recharger les moyens de paiement', 'Zahlungsmethoden neu laden', 'Ricarica i metodi di pagamento', 'Betaalmethoden opnieuw laden', 'Volver a cargar los métodos de pago']),

    // The service's messages (wire MESSAGES), spec wording in English.
    s('subMsgNotFound', ['Subscription was not found.', "L'abonnement est introuvable.", 'Das Abonnement wurde nicht gefunden.', 'Abbonamento non trovato.', 'Het abonnement is niet gevonden.', 'No se ha encontrado la suscripción.']),
    s('subMsgCannotCancel', ['You cannot cancel non-active subscription.', 'Vous ne pouvez pas résilier un abonnement inactif.', 'Sie können ein nicht aktives Abonnement nicht kündigen.', 'Non puoi annullare un abbonamento non attivo.', 'Je kunt een niet-actief abonnement niet opzeggen.', 'No puedes cancelar una suscripción que no está activa.']),
    s('subMsgCancelled', ['Your subscription has been cancelled.', 'Votre abonnement a été résilié.', 'Ihr Abonnement wurde gekündigt.', 'Il tuo abbonamento è stato annullato.', 'Je abonnement is opgezegd.', 'Tu suscripción se ha cancelado.']),
    s('subMsgPaused', ['Your subscription has been paused.', 'Votre abonnement a été mis en pause.', 'Ihr Abonnement wurde pausiert.', 'Il tuo abbonamento è stato messo in pausa.', 'Je abonnement is gepauzeerd.', 'Tu suscripción se ha pausado.']),
    s('subMsgGeneric', ['We could not complete your request at this time. Please try again later.', "Nous n'avons pas pu traiter votre demande pour le moment. Veuillez réessayer plus tard.", 'Ihre Anfrage konnte derzeit nicht bearbeitet werden. Bitte versuchen Sie es später erneut.', 'Al momento non è stato possibile completare la richiesta. Riprova più tardi.', 'We konden je verzoek op dit moment niet afronden. Probeer het later opnieuw.', 'No hemos podido completar tu solicitud en este momento. Inténtalo de nuevo más tarde.']),
    s('subMsgInvalidNextDate', ['Please select a valid date for your next order.', 'Veuillez choisir une date valide pour votre prochaine commande.', 'Bitte wählen Sie ein gültiges Datum für Ihre nächste Bestellung.', 'Seleziona una data valida per il prossimo ordine.', 'Kies een geldige datum voor je volgende bestelling.', 'Selecciona una fecha válida para tu próximo pedido.']),
    s('subMsgPaymentMethodsFailed', ['Your payment methods could not be loaded at this time. Please try again later.', "Vos moyens de paiement n'ont pas pu être chargés pour le moment. Veuillez réessayer plus tard.", 'Ihre Zahlungsmethoden konnten derzeit nicht geladen werden. Bitte versuchen Sie es später erneut.', 'Al momento non è possibile caricare i tuoi metodi di pagamento. Riprova più tardi.', 'Je betaalmethoden konden op dit moment niet worden geladen. Probeer het later opnieuw.', 'No se han podido cargar tus métodos de pago en este momento. Inténtalo de nuevo más tarde.']),
    s('subMsgPaymentMethodUpdated', ['Your payment method has been updated.', 'Votre moyen de paiement a été mis à jour.', 'Ihre Zahlungsmethode wurde aktualisiert.', 'Il tuo metodo di pagamento è stato aggiornato.', 'Je betaalmethode is bijgewerkt.', 'Tu método de pago se ha actualizado.']),
    s('subMsgPaymentMethodFailed', ['Your payment method could not be updated at this time. Please try again later.', "Votre moyen de paiement n'a pas pu être mis à jour pour le moment. Veuillez réessayer plus tard.", 'Ihre Zahlungsmethode konnte derzeit nicht aktualisiert werden. Bitte versuchen Sie es später erneut.', 'Al momento non è possibile aggiornare il tuo metodo di pagamento. Riprova più tardi.', 'Je betaalmethode kon op dit moment niet worden bijgewerkt. Probeer het later opnieuw.', 'No se ha podido actualizar tu método de pago en este momento. Inténtalo de nuevo más tarde.']),
    s('subMsgUpdateLinkSent', ['Update link sent.', 'Lien de mise à jour envoyé.', 'Aktualisierungslink gesendet.', 'Link di aggiornamento inviato.', 'Updatelink verstuurd.', 'Enlace de actualización enviado.']),
    s('subMsgUpdateLinkFailed', ['Update link could not be sent at this time. Please try again later.', "Le lien de mise à jour n'a pas pu être envoyé pour le moment. Veuillez réessayer plus tard.", 'Der Aktualisierungslink konnte derzeit nicht gesendet werden. Bitte versuchen Sie es später erneut.', 'Al momento non è possibile inviare il link di aggiornamento. Riprova più tardi.', 'De updatelink kon op dit moment niet worden verstuurd. Probeer het later opnieuw.', 'No se ha podido enviar el enlace de actualización en este momento. Inténtalo de nuevo más tarde.']),
    s('subMsgInvalidCard', ['Please select a card with a valid expiration date', 'Veuillez choisir une carte avec une date d’expiration valide', 'Bitte wählen Sie eine Karte mit gültigem Ablaufdatum', 'Seleziona una carta con una data di scadenza valida', 'Kies een kaart met een geldige vervaldatum', 'Selecciona una tarjeta con una fecha de caducidad válida']),
    s('subMsgUnauthorized', ['Please sign in again.', 'Veuillez vous reconnecter.', 'Bitte melden Sie sich erneut an.', 'Accedi di nuovo.', 'Log opnieuw in.', 'Vuelve a iniciar sesión.']),
    // A pause or skip past the furthest next delivery the service allows (wire SCHEDULE_LIMIT_MESSAGE).
    s('subMsgScheduleLimit', ['Your next order cannot be moved any further ahead.', 'Votre prochaine commande ne peut pas être repoussée davantage.', 'Ihre nächste Bestellung kann nicht weiter verschoben werden.', 'Il tuo prossimo ordine non può essere spostato più avanti.', 'Je volgende bestelling kan niet verder worden uitgesteld.', 'Tu próximo pedido no se puede aplazar más.']),
  ],
};
