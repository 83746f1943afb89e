// English UI strings from their sources, used only as a development fallback for missing keys.
import { uiAccount } from '../../../scripts/content/strings/ui-account';
import { uiActivation } from '../../../scripts/content/strings/ui-activation';
import { uiAccountForms } from '../../../scripts/content/strings/ui-account-forms';
import { uiCart } from '../../../scripts/content/strings/ui-cart';
import { uiCatalogue } from '../../../scripts/content/strings/ui-catalogue';
import { uiChat } from '../../../scripts/content/strings/ui-chat';
import { uiContent } from '../../../scripts/content/strings/ui-content';
import { uiForms } from '../../../scripts/content/strings/ui-forms';
import { uiHoneypot } from '../../../scripts/content/strings/ui-honeypot';
import { uiLayout } from '../../../scripts/content/strings/ui-layout';
import { uiMedia } from '../../../scripts/content/strings/ui-media';
import { uiLocalServices } from '../../../scripts/content/strings/ui-local-services';
import { uiOrderStatus } from '../../../scripts/content/strings/ui-order-status';
import { uiReviews } from '../../../scripts/content/strings/ui-reviews';
import { uiSearch } from '../../../scripts/content/strings/ui-search';
import { uiSubscriptions } from '../../../scripts/content/strings/ui-subscriptions';
import { uiTrainingVideos } from '../../../scripts/content/strings/ui-training-videos';

/** key → English text of every global UI string. */
export const DEV_STRINGS: Record<string, string> = Object.fromEntries(
  [uiLayout, uiCatalogue, uiCart, uiContent, uiAccount, uiAccountForms, uiSearch, uiChat, uiLocalServices, uiForms, uiHoneypot, uiSubscriptions, uiOrderStatus, uiTrainingVideos, uiActivation, uiReviews, uiMedia].flatMap((group) => group.strings.map((s) => [s.key, s.values.en])),
);
