// UI strings of gift cards in the cart drawer: the code field, the cards applied with what each takes
// off this cart and what is left on it, and the answers to a code the store does not take.
import { s, type StringGroupSource } from './types';

/** Gift cards in the cart. */
export const uiGiftCards: StringGroupSource = {
  groupKey: 'ui-gift-cards',
  siteIdentifier: 'global',
  strings: [
    s('gcCode', ['Gift card', 'Carte-cadeau', 'Geschenkkarte', 'Carta regalo', 'Cadeaukaart', 'Tarjeta regalo']),
    s('gcApply', ['Apply gift card', 'Appliquer la carte-cadeau', 'Geschenkkarte anwenden', 'Applica la carta regalo', 'Cadeaukaart toepassen', 'Aplicar tarjeta regalo']),
    s('gcApplying', ['Applying…', 'Application…', 'Wird angewendet …', 'Applicazione…', 'Bezig met toepassen…', 'Aplicando…']),
    s(
      'gcApplied',
      [
        'Gift card ending in {last}: {used} used, {left} left',
        'Carte-cadeau se terminant par {last} : {used} utilisés, {left} restants',
        'Geschenkkarte mit Endung {last}: {used} verwendet, {left} übrig',
        'Carta regalo che termina con {last}: {used} usati, {left} rimanenti',
        'Cadeaukaart eindigend op {last}: {used} gebruikt, {left} over',
        'Tarjeta regalo terminada en {last}: {used} usados, {left} restantes',
      ],
      '{last} {used} {left}',
    ),
    s(
      'gcRemove',
      [
        'Remove gift card ending in {last}',
        'Retirer la carte-cadeau se terminant par {last}',
        'Geschenkkarte mit Endung {last} entfernen',
        'Rimuovi la carta regalo che termina con {last}',
        'Cadeaukaart eindigend op {last} verwijderen',
        'Quitar la tarjeta regalo terminada en {last}',
      ],
      '{last}',
    ),
    s('gcUnknown', [
      'This gift card code is not valid. Please check the code and try again.',
      'Ce code de carte-cadeau n’est pas valide. Veuillez vérifier le code et réessayer.',
      'Dieser Geschenkkartencode ist ungültig. Bitte prüfen Sie den Code und versuchen Sie es erneut.',
      'Questo codice della carta regalo non è valido. Controlla il codice e riprova.',
      'Deze cadeaukaartcode is niet geldig. Controleer de code en probeer het opnieuw.',
      'Este código de tarjeta regalo no es válido. Comprueba el código e inténtalo de nuevo.',
    ]),
    s('gcEmpty', [
      'This gift card has no balance left.',
      'Cette carte-cadeau n’a plus de solde.',
      'Diese Geschenkkarte hat kein Guthaben mehr.',
      'Questa carta regalo non ha più credito.',
      'Deze cadeaukaart heeft geen saldo meer.',
      'Esta tarjeta regalo no tiene saldo.',
    ]),
    s('gcUnavailable', [
      'The gift card could not be applied at this time. Please try again later.',
      'La carte-cadeau n’a pas pu être appliquée pour le moment. Veuillez réessayer plus tard.',
      'Die Geschenkkarte konnte derzeit nicht angewendet werden. Bitte versuchen Sie es später erneut.',
      'Al momento non è stato possibile applicare la carta regalo. Riprova più tardi.',
      'De cadeaukaart kon nu niet worden toegepast. Probeer het later opnieuw.',
      'No se ha podido aplicar la tarjeta regalo en este momento. Inténtalo de nuevo más tarde.',
    ]),
  ],
};
