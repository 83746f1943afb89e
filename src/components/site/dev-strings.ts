// English UI strings from their sources, used only as a development fallback for missing keys
// (development bundles only: intl-messageformat parses the source here, never in a production build).
import { IntlMessageFormat } from 'intl-messageformat';
import { uiAccount } from '../../../strings/ui-account';
import { uiActivation } from '../../../strings/ui-activation';
import { uiAccountForms } from '../../../strings/ui-account-forms';
import { uiCart } from '../../../strings/ui-cart';
import { uiCatalogue } from '../../../strings/ui-catalogue';
import { uiChat } from '../../../strings/ui-chat';
import { uiContent } from '../../../strings/ui-content';
import { uiForms } from '../../../strings/ui-forms';
import { uiGiftCards } from '../../../strings/ui-gift-cards';
import { uiHoneypot } from '../../../strings/ui-honeypot';
import { uiLayout } from '../../../strings/ui-layout';
import { uiMedia } from '../../../strings/ui-media';
import { uiLocalServices } from '../../../strings/ui-local-services';
import { uiOrderStatus } from '../../../strings/ui-order-status';
import { uiReviews } from '../../../strings/ui-reviews';
import { uiSearch } from '../../../strings/ui-search';
import { uiSubscriptions } from '../../../strings/ui-subscriptions';
import { uiTrainingVideos } from '../../../strings/ui-training-videos';

/** key → English ICU source of every global UI string. */
export const DEV_STRINGS: Record<string, string> = Object.fromEntries(
  [uiLayout, uiCatalogue, uiCart, uiContent, uiAccount, uiAccountForms, uiSearch, uiChat, uiLocalServices, uiForms, uiHoneypot, uiSubscriptions, uiOrderStatus, uiTrainingVideos, uiActivation, uiReviews, uiMedia, uiGiftCards].flatMap((group) => group.strings.map((s) => [s.key, s.values.en])),
);

/** The English source of `key` formatted with `values`; undefined when no source has the key. */
export function devString(key: string, values?: Record<string, string | number>): string | undefined {
  const source = DEV_STRINGS[key];
  if (source === undefined) return undefined;
  try {
    return String(new IntlMessageFormat(source, 'en', undefined, { ignoreTag: true }).format(values));
  } catch {
    return source;
  }
}
