// Brand-specific UI strings, only in each brand's own languages.
import type { StringGroupSource } from './types';

/** Trailmate's article section title (en fr de it nl es). */
export const uiTrailmate: StringGroupSource = {
  groupKey: 'ui-trailmate',
  siteIdentifier: 'trailmate',
  strings: [
    {
      key: 'blogSectionTitle',
      values: { en: 'Blog', fr: 'Blog', de: 'Blog', it: 'Blog', nl: 'Blog', es: 'Blog' },
    },
  ],
};

/** Yardwise calls its article section "Learn" (en, fr). */
export const uiYardwise: StringGroupSource = {
  groupKey: 'ui-yardwise',
  siteIdentifier: 'yardwise',
  strings: [
    { key: 'blogSectionTitle', values: { en: 'Learn', fr: 'Apprendre' } },
    { key: 'dealerSupportNote', values: { en: 'Installed by a local authorized dealer.', fr: 'Installé par un revendeur agréé local.' } },
  ],
};

/** Homing's article section title; its GPS collars need a service plan (en). */
export const uiHoming: StringGroupSource = {
  groupKey: 'ui-homing',
  siteIdentifier: 'homing',
  strings: [
    { key: 'blogSectionTitle', values: { en: 'Blog' } },
    { key: 'servicePlanRequired', values: { en: 'Requires a GPS service plan.' } },
  ],
};
