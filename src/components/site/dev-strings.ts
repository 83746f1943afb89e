// English UI strings from their sources, used only as a development fallback for missing keys.
import { uiAccount } from '../../../strings/ui-account';
import { uiActivation } from '../../../strings/ui-activation';
import { uiAccountForms } from '../../../strings/ui-account-forms';
import { uiCart } from '../../../strings/ui-cart';
import { uiCatalogue } from '../../../strings/ui-catalogue';
import { uiChat } from '../../../strings/ui-chat';
import { uiContent } from '../../../strings/ui-content';
import { uiForms } from '../../../strings/ui-forms';
import { uiHoneypot } from '../../../strings/ui-honeypot';
import { uiLayout } from '../../../strings/ui-layout';
import { uiMedia } from '../../../strings/ui-media';
import { uiLocalServices } from '../../../strings/ui-local-services';
import { uiOrderStatus } from '../../../strings/ui-order-status';
import { uiReviews } from '../../../strings/ui-reviews';
import { uiSearch } from '../../../strings/ui-search';
import { uiSubscriptions } from '../../../strings/ui-subscriptions';
import { uiTrainingVideos } from '../../../strings/ui-training-videos';

/** key → English text of every global UI string. */
export const DEV_STRINGS: Record<string, string> = Object.fromEntries(
  [uiLayout, uiCatalogue, uiCart, uiContent, uiAccount, uiAccountForms, uiSearch, uiChat, uiLocalServices, uiForms, uiHoneypot, uiSubscriptions, uiOrderStatus, uiTrainingVideos, uiActivation, uiReviews, uiMedia].flatMap((group) => group.strings.map((s) => [s.key, s.values.en])),
);
