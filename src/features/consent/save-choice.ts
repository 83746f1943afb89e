// Storing the shopper's consent choice and applying it at once; shared by the first-visit banner
// (shipped with the page) and the settings dialog (loaded when opened).
import { writeConsent, type ConsentChoice } from '../../lib/analytics/consent';
import { updateConsent } from '../../lib/analytics/data-layer';
import { notifyConsentChange, useConsentState } from '../../lib/analytics/consent-state';

/** Everything allowed / nothing but the necessary. */
export const ALL: ConsentChoice = { analytics: true, marketing: true };
export const NONE: ConsentChoice = { analytics: false, marketing: false };

/** Stores a choice and applies it at once: Consent Mode update, data layer event, pixels. */
export function saveChoice(choice: ConsentChoice): void {
  let store: Storage | null = null;
  try {
    store = window.localStorage;
  } catch {
    store = null;
  }
  writeConsent(store, choice);
  useConsentState.setState({ choice, decided: true, banner: false, settingsOpen: false });
  updateConsent(choice);
  notifyConsentChange(choice);
}
