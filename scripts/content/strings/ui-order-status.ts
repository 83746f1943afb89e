// UI strings of order statuses in the account's orders and order detail (spec §4: fulfillment and
// financial statuses), in every language.
import type { StringGroupSource, StringSource } from './types';

type Six = [en: string, fr: string, de: string, it: string, nl: string, es: string];

function s(key: string, [en, fr, de, it, nl, es]: Six, placeholder?: string): StringSource {
  return { key, ...(placeholder ? { placeholder } : {}), values: { en, fr, de, it, nl, es } };
}

/** Order fulfillment and financial status labels. */
export const uiOrderStatus: StringGroupSource = {
  groupKey: 'ui-order-status',
  siteIdentifier: 'global',
  strings: [
    // Fulfillment.
    s('orderStatusFulfilled', ['FULFILLED', 'EXPÉDIÉE', 'VERSANDT', 'EVASO', 'VERZONDEN', 'ENVIADO']),
    s('orderStatusInProgress', ['IN PROGRESS', 'EN COURS', 'IN BEARBEITUNG', 'IN CORSO', 'IN BEHANDELING', 'EN CURSO']),
    s('orderStatusOnHold', ['ON HOLD', 'EN ATTENTE', 'ZURÜCKGESTELLT', 'IN SOSPESO', 'IN DE WACHT', 'EN ESPERA']),
    s('orderStatusOpen', ['OPEN', 'OUVERTE', 'OFFEN', 'APERTO', 'OPEN', 'ABIERTO']),
    s('orderStatusPartiallyFulfilled', ['PARTIALLY FULFILLED', 'PARTIELLEMENT EXPÉDIÉE', 'TEILWEISE VERSANDT', 'EVASO PARZIALMENTE', 'GEDEELTELIJK VERZONDEN', 'ENVIADO PARCIALMENTE']),
    s('orderStatusPendingFulfillment', ['PENDING FULFILLMENT', "EN ATTENTE D'EXPÉDITION", 'VERSAND AUSSTEHEND', 'IN ATTESA DI EVASIONE', 'WACHT OP VERZENDING', 'PENDIENTE DE ENVÍO']),
    s('orderStatusRestocked', ['RESTOCKED', 'REMISE EN STOCK', 'WIEDER EINGELAGERT', 'RIASSORTITO', 'TERUG IN VOORRAAD', 'REPUESTO EN STOCK']),
    s('orderStatusScheduled', ['SCHEDULED', 'PROGRAMMÉE', 'GEPLANT', 'PROGRAMMATO', 'GEPLAND', 'PROGRAMADO']),
    s('orderStatusUnfulfilled', ['UNFULFILLED', 'NON EXPÉDIÉE', 'NICHT VERSANDT', 'NON EVASO', 'NIET VERZONDEN', 'NO ENVIADO']),
    // Financial.
    s('orderStatusAuthorized', ['AUTHORIZED', 'AUTORISÉ', 'AUTORISIERT', 'AUTORIZZATO', 'GEAUTORISEERD', 'AUTORIZADO']),
    s('orderStatusPaid', ['PAID', 'PAYÉ', 'BEZAHLT', 'PAGATO', 'BETAALD', 'PAGADO']),
    s('orderStatusPartiallyPaid', ['PARTIALLY PAID', 'PARTIELLEMENT PAYÉ', 'TEILWEISE BEZAHLT', 'PAGATO PARZIALMENTE', 'GEDEELTELIJK BETAALD', 'PAGADO PARCIALMENTE']),
    s('orderStatusPartiallyRefunded', ['PARTIALLY REFUNDED', 'PARTIELLEMENT REMBOURSÉ', 'TEILWEISE ERSTATTET', 'RIMBORSATO PARZIALMENTE', 'GEDEELTELIJK TERUGBETAALD', 'REEMBOLSADO PARCIALMENTE']),
    s('orderStatusPending', ['PENDING', 'EN ATTENTE', 'AUSSTEHEND', 'IN ATTESA', 'IN AFWACHTING', 'PENDIENTE']),
    s('orderStatusRefunded', ['REFUNDED', 'REMBOURSÉ', 'ERSTATTET', 'RIMBORSATO', 'TERUGBETAALD', 'REEMBOLSADO']),
    s('orderStatusVoided', ['VOIDED', 'ANNULÉ', 'STORNIERT', 'ANNULLATO', 'GEANNULEERD', 'ANULADO']),
  ],
};
