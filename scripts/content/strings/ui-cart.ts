// UI strings of the cart: the header button, the drawer and its lines, the add-to-cart toast,
// purchase options of the product page (one-time or autoship) and the cart's messages.
import type { StringGroupSource, StringSource } from './types';

type Six = [en: string, fr: string, de: string, it: string, nl: string, es: string];

function s(key: string, [en, fr, de, it, nl, es]: Six, placeholder?: string): StringSource {
  return { key, ...(placeholder ? { placeholder } : {}), values: { en, fr, de, it, nl, es } };
}

/** Cart drawer, toast, purchase options and cart messages. */
export const uiCart: StringGroupSource = {
  groupKey: 'ui-cart',
  siteIdentifier: 'global',
  strings: [
    s('openCart', ['Cart, {count} items', 'Panier, {count} articles', 'Warenkorb, {count} Artikel', 'Carrello, {count} articoli', 'Winkelwagen, {count} artikelen', 'Carrito, {count} artículos'], '{count}'),
    s('cartTitle', ['Your cart', 'Votre panier', 'Ihr Warenkorb', 'Il tuo carrello', 'Je winkelwagen', 'Tu carrito']),
    s('closeCart', ['Close cart', 'Fermer le panier', 'Warenkorb schließen', 'Chiudi il carrello', 'Winkelwagen sluiten', 'Cerrar el carrito']),
    s('cartEmpty', ['Your cart is empty.', 'Votre panier est vide.', 'Ihr Warenkorb ist leer.', 'Il tuo carrello è vuoto.', 'Je winkelwagen is leeg.', 'Tu carrito está vacío.']),
    s('continueShopping', ['Continue shopping', 'Continuer vos achats', 'Weiter einkaufen', 'Continua lo shopping', 'Verder winkelen', 'Seguir comprando']),
    s('cartLoading', ['Loading your cart…', 'Chargement de votre panier…', 'Ihr Warenkorb wird geladen …', 'Caricamento del carrello…', 'Je winkelwagen wordt geladen…', 'Cargando tu carrito…']),
    s('cartLoadFailed', ['Your cart could not be loaded. Please try again.', "Votre panier n'a pas pu être chargé. Veuillez réessayer.", 'Ihr Warenkorb konnte nicht geladen werden. Bitte versuchen Sie es erneut.', 'Impossibile caricare il carrello. Riprova.', 'Je winkelwagen kon niet worden geladen. Probeer het opnieuw.', 'No se ha podido cargar tu carrito. Inténtalo de nuevo.']),
    s('cartUpdateFailed', ['Your cart could not be updated. Please try again.', "Votre panier n'a pas pu être mis à jour. Veuillez réessayer.", 'Ihr Warenkorb konnte nicht aktualisiert werden. Bitte versuchen Sie es erneut.', 'Impossibile aggiornare il carrello. Riprova.', 'Je winkelwagen kon niet worden bijgewerkt. Probeer het opnieuw.', 'No se ha podido actualizar tu carrito. Inténtalo de nuevo.']),
    s('tryAgain', ['Try again', 'Réessayer', 'Erneut versuchen', 'Riprova', 'Opnieuw proberen', 'Reintentar']),
    s('cartSubtotal', ['Subtotal', 'Sous-total', 'Zwischensumme', 'Subtotale', 'Subtotaal', 'Subtotal']),
    s('estimatedShipping', ['Estimated shipping', 'Livraison estimée', 'Voraussichtlicher Versand', 'Spedizione stimata', 'Geschatte verzending', 'Envío estimado']),
    s('shippingFree', ['Free', 'Gratuite', 'Kostenlos', 'Gratuita', 'Gratis', 'Gratis']),
    s('shippingAtCheckout', ['Calculated at checkout', 'Calculée au paiement', 'Wird an der Kasse berechnet', 'Calcolata al pagamento', 'Berekend bij het afrekenen', 'Se calcula al pagar']),
    s('freeShippingProgress', ["You're {amount} away from free shipping.", 'Plus que {amount} pour la livraison gratuite.', 'Noch {amount} bis zum kostenlosen Versand.', 'Ti mancano {amount} per la spedizione gratuita.', 'Nog {amount} tot gratis verzending.', 'Te faltan {amount} para el envío gratis.'], '{amount}'),
    s('freeShippingReached', ["You've earned free shipping!", 'Vous bénéficiez de la livraison gratuite !', 'Ihr Versand ist kostenlos!', 'Hai diritto alla spedizione gratuita!', 'Je verzending is gratis!', '¡Tienes envío gratis!']),
    s('freeShippingMeter', ['Progress to free shipping', 'Progression vers la livraison gratuite', 'Fortschritt zum kostenlosen Versand', 'Progresso verso la spedizione gratuita', 'Voortgang naar gratis verzending', 'Progreso hacia el envío gratis']),
    s('subscriptionDiscountApplied', ['Autoship discount: {percent}%', 'Remise Autoship : {percent} %', 'Autoship-Rabatt: {percent} %', 'Sconto Autoship: {percent}%', 'Autoship-korting: {percent}%', 'Descuento Autoship: {percent} %'], '{percent}'),
    s('discountCode', ['Discount code', 'Code de réduction', 'Rabattcode', 'Codice sconto', 'Kortingscode', 'Código de descuento']),
    s('applyCode', ['Apply', 'Appliquer', 'Anwenden', 'Applica', 'Toepassen', 'Aplicar']),
    s('removeCode', ['Remove code {code}', 'Retirer le code {code}', 'Code {code} entfernen', 'Rimuovi il codice {code}', 'Code {code} verwijderen', 'Quitar el código {code}'], '{code}'),
    s('codeNotApplicable', ['{code} cannot be applied to this cart.', 'Le code {code} ne s’applique pas à ce panier.', '{code} kann auf diesen Warenkorb nicht angewendet werden.', '{code} non è applicabile a questo carrello.', '{code} kan niet op deze winkelwagen worden toegepast.', '{code} no se puede aplicar a este carrito.'], '{code}'),
    s('discountLine', ['Discount {title}', 'Réduction {title}', 'Rabatt {title}', 'Sconto {title}', 'Korting {title}', 'Descuento {title}'], '{title}'),
    s('checkout', ['Checkout', 'Paiement', 'Zur Kasse', 'Vai alla cassa', 'Afrekenen', 'Pagar']),
    s('quantity', ['Quantity', 'Quantité', 'Menge', 'Quantità', 'Aantal', 'Cantidad']),
    s('quantityOf', ['Quantity of {title}', 'Quantité de {title}', 'Menge von {title}', 'Quantità di {title}', 'Aantal van {title}', 'Cantidad de {title}'], '{title}'),
    s('increaseQuantity', ['Increase quantity of {title}', 'Augmenter la quantité de {title}', 'Menge von {title} erhöhen', 'Aumenta la quantità di {title}', 'Aantal van {title} verhogen', 'Aumentar la cantidad de {title}'], '{title}'),
    s('decreaseQuantity', ['Decrease quantity of {title}', 'Diminuer la quantité de {title}', 'Menge von {title} verringern', 'Diminuisci la quantità di {title}', 'Aantal van {title} verlagen', 'Reducir la cantidad de {title}'], '{title}'),
    s('removeItem', ['Remove {title}', 'Retirer {title}', '{title} entfernen', 'Rimuovi {title}', '{title} verwijderen', 'Quitar {title}'], '{title}'),
    s('emptyCart', ['Empty cart', 'Vider le panier', 'Warenkorb leeren', 'Svuota il carrello', 'Winkelwagen legen', 'Vaciar el carrito']),
    s('autoshipPlan', ['Autoship: {plan}', 'Autoship : {plan}', 'Autoship: {plan}', 'Autoship: {plan}', 'Autoship: {plan}', 'Autoship: {plan}'], '{plan}'),
    s('addedToCart', ['Added to your cart', 'Ajouté à votre panier', 'Zum Warenkorb hinzugefügt', 'Aggiunto al carrello', 'Toegevoegd aan je winkelwagen', 'Añadido a tu carrito']),
    s('viewCart', ['View cart', 'Voir le panier', 'Warenkorb ansehen', 'Vedi il carrello', 'Winkelwagen bekijken', 'Ver carrito']),
    s('closeNotification', ['Close notification', 'Fermer la notification', 'Benachrichtigung schließen', 'Chiudi la notifica', 'Melding sluiten', 'Cerrar la notificación']),
    s('cartUpdated', ['Cart updated: {count} items', 'Panier mis à jour : {count} articles', 'Warenkorb aktualisiert: {count} Artikel', 'Carrello aggiornato: {count} articoli', 'Winkelwagen bijgewerkt: {count} artikelen', 'Carrito actualizado: {count} artículos'], '{count}'),
    s('notEnoughStock', ['We added as many as we have in stock.', 'Nous avons ajouté toute la quantité disponible en stock.', 'Wir haben so viele hinzugefügt, wie vorrätig sind.', 'Abbiamo aggiunto tutti i pezzi disponibili.', 'We hebben zoveel toegevoegd als er op voorraad is.', 'Hemos añadido todas las unidades disponibles.']),
    s('stockAllInCart', ['Only {stock} in stock; your cart has all of them.', 'Seulement {stock} en stock ; votre panier les contient tous.', 'Nur {stock} vorrätig; Ihr Warenkorb enthält bereits alle.', 'Solo {stock} disponibili; il tuo carrello li contiene già tutti.', 'Slechts {stock} op voorraad; je winkelwagen bevat ze allemaal.', 'Solo quedan {stock} en stock; tu carrito ya los tiene todos.'], '{stock}'),
    s('stockPartlyAdded', ['Only {added} more could be added: your cart now has all {stock} in stock.', 'Seulement {added} de plus ont pu être ajoutés : votre panier contient désormais les {stock} en stock.', 'Nur {added} weitere konnten hinzugefügt werden: Ihr Warenkorb enthält jetzt alle {stock} vorrätigen.', 'Se ne sono potuti aggiungere solo altri {added}: il tuo carrello ora contiene tutti i {stock} disponibili.', 'Er konden er nog maar {added} worden toegevoegd: je winkelwagen bevat nu alle {stock} op voorraad.', 'Solo se han podido añadir {added} más: tu carrito ya tiene los {stock} en stock.'], '{added} {stock}'),
    s('onlyLeft', ['Only {count} left', 'Plus que {count} en stock', 'Nur noch {count} vorrätig', 'Solo {count} rimasti', 'Nog maar {count} over', 'Solo quedan {count}'], '{count}'),
    s('quantityInvalid', ['Enter a quantity of 1 or more.', 'Saisissez une quantité de 1 ou plus.', 'Geben Sie eine Menge von 1 oder mehr ein.', 'Inserisci una quantità di 1 o più.', 'Vul een aantal van 1 of meer in.', 'Introduce una cantidad de 1 o más.']),
    s('soldOutNow', ['Sorry, this item just sold out.', 'Désolé, cet article vient d’être épuisé.', 'Dieser Artikel ist leider gerade ausverkauft.', 'Spiacenti, questo articolo è appena esaurito.', 'Sorry, dit artikel is net uitverkocht.', 'Lo sentimos, este artículo se acaba de agotar.']),
    s('purchaseType', ['Purchase type', "Type d'achat", 'Kaufart', 'Tipo di acquisto', 'Soort aankoop', 'Tipo de compra']),
    s('oneTimePurchase', ['One-time purchase', 'Achat unique', 'Einmalkauf', 'Acquisto singolo', 'Eenmalige aankoop', 'Compra única']),
    s('autoship', ['Autoship', 'Autoship', 'Autoship', 'Autoship', 'Autoship', 'Autoship']),
    s('autoshipSave', ['Autoship and save {percent}%', 'Autoship et économisez {percent} %', 'Autoship und {percent} % sparen', 'Autoship e risparmia il {percent}%', 'Autoship en bespaar {percent}%', 'Autoship y ahorra un {percent} %'], '{percent}'),
    s('servicePlan', ['Service plan', 'Forfait de service', 'Servicetarif', 'Piano di servizio', 'Serviceabonnement', 'Plan de servicio']),
    s('deliveryFrequency', ['Delivery frequency', 'Fréquence de livraison', 'Lieferhäufigkeit', 'Frequenza di consegna', 'Leveringsfrequentie', 'Frecuencia de entrega']),
    s('chooseFrequency', ['Choose a frequency', 'Choisissez une fréquence', 'Häufigkeit wählen', 'Scegli una frequenza', 'Kies een frequentie', 'Elige una frecuencia']),
    s('selectFrequency', ['Please select a frequency', 'Veuillez choisir une fréquence', 'Bitte wählen Sie eine Häufigkeit', 'Seleziona una frequenza', 'Kies een frequentie', 'Selecciona una frecuencia']),
    s('perDelivery', ['{price} per delivery', '{price} par livraison', '{price} pro Lieferung', '{price} a consegna', '{price} per levering', '{price} por entrega'], '{price}'),
    s('addOnsToOrder', ['Add to your order', 'Ajouter à votre commande', 'Zur Bestellung hinzufügen', "Aggiungi all'ordine", 'Toevoegen aan je bestelling', 'Añadir a tu pedido']),
    s('adding', ['Adding…', 'Ajout…', 'Wird hinzugefügt …', 'Aggiunta…', 'Toevoegen…', 'Añadiendo…']),
    s('cartBusy', ['Updating your cart…', 'Mise à jour du panier…', 'Warenkorb wird aktualisiert …', 'Aggiornamento del carrello…', 'Winkelwagen bijwerken…', 'Actualizando tu carrito…']),
  ],
};
