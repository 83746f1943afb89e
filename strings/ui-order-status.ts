// UI strings of order statuses in the account's orders and order detail (fulfillment and
// financial statuses), as readable words in every language.
import { s, type StringGroupSource } from './types';

/** Order fulfillment and financial status labels. */
export const uiOrderStatus: StringGroupSource = {
  groupKey: 'ui-order-status',
  siteIdentifier: 'global',
  strings: [
    // Fulfillment.
    s('orderStatusFulfilled', ['Fulfilled', 'Expédiée', 'Versandt', 'Evaso', 'Verzonden', 'Enviado']),
    s('orderStatusInProgress', ['In progress', 'En cours', 'In Bearbeitung', 'In corso', 'In behandeling', 'En curso']),
    s('orderStatusOnHold', ['On hold', 'En attente', 'Zurückgestellt', 'In sospeso', 'In de wacht', 'En espera']),
    s('orderStatusOpen', ['Open', 'Ouverte', 'Offen', 'Aperto', 'Open', 'Abierto']),
    s('orderStatusPartiallyFulfilled', ['Partially fulfilled', 'Partiellement expédiée', 'Teilweise versandt', 'Evaso parzialmente', 'Gedeeltelijk verzonden', 'Enviado parcialmente']),
    s('orderStatusPendingFulfillment', ['Pending fulfillment', "En attente d'expédition", 'Versand ausstehend', 'In attesa di evasione', 'Wacht op verzending', 'Pendiente de envío']),
    s('orderStatusRestocked', ['Restocked', 'Remise en stock', 'Wieder eingelagert', 'Riassortito', 'Terug in voorraad', 'Repuesto en stock']),
    s('orderStatusScheduled', ['Scheduled', 'Programmée', 'Geplant', 'Programmato', 'Gepland', 'Programado']),
    s('orderStatusUnfulfilled', ['Unfulfilled', 'Non expédiée', 'Nicht versandt', 'Non evaso', 'Niet verzonden', 'No enviado']),
    // Financial.
    s('orderStatusAuthorized', ['Authorized', 'Autorisé', 'Autorisiert', 'Autorizzato', 'Geautoriseerd', 'Autorizado']),
    s('orderStatusPaid', ['Paid', 'Payé', 'Bezahlt', 'Pagato', 'Betaald', 'Pagado']),
    s('orderStatusPartiallyPaid', ['Partially paid', 'Partiellement payé', 'Teilweise bezahlt', 'Pagato parzialmente', 'Gedeeltelijk betaald', 'Pagado parcialmente']),
    s('orderStatusPartiallyRefunded', ['Partially refunded', 'Partiellement remboursé', 'Teilweise erstattet', 'Rimborsato parzialmente', 'Gedeeltelijk terugbetaald', 'Reembolsado parcialmente']),
    s('orderStatusPending', ['Pending', 'En attente', 'Ausstehend', 'In attesa', 'In afwachting', 'Pendiente']),
    s('orderStatusRefunded', ['Refunded', 'Remboursé', 'Erstattet', 'Rimborsato', 'Terugbetaald', 'Reembolsado']),
    s('orderStatusVoided', ['Voided', 'Annulé', 'Storniert', 'Annullato', 'Geannuleerd', 'Anulado']),
  ],
};
