// The consent manager's state on the page: the choice in effect, whether the shopper has decided, and
// whether the settings dialog or the first-visit banner is shown. Tiny: it ships with every page.
import { create } from 'zustand';
import type { ConsentChoice } from './consent';

/** Consent state of the page. */
export interface ConsentState {
  /** The choice in effect: the stored one, else the market's default. */
  choice: ConsentChoice;
  /** The shopper has made a choice (stored). */
  decided: boolean;
  /** The first-visit banner is shown (opt-in markets, no choice yet). */
  banner: boolean;
  /** The settings dialog is open. */
  settingsOpen: boolean;
}

/** The consent store; the bootstrap fills it from storage when the page starts. */
export const useConsentState = create<ConsentState>(() => ({
  choice: { analytics: false, marketing: false },
  decided: false,
  banner: false,
  settingsOpen: false,
}));

/** Opens the cookie settings dialog (the footer's "Cookie settings"). */
export function openConsentSettings(): void {
  useConsentState.setState({ settingsOpen: true });
}

/** Listeners told about every change of the choice in effect (pixels, on-site tracking). */
const listeners = new Set<(choice: ConsentChoice) => void>();

/** Calls `listener` on each change of the choice; returns the unsubscribe function. */
export function onConsentChange(listener: (choice: ConsentChoice) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners about a new choice. */
export function notifyConsentChange(choice: ConsentChoice): void {
  for (const listener of listeners) {
    try {
      listener(choice);
    } catch (error) {
      console.error('A consent listener failed', error);
    }
  }
}

let markStarted: () => void = () => undefined;
/** Resolves once the pixels the choice allows have been started (after first paint). */
export const trackingStarted = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/** Called by the consent runtime when it has started the pixels. */
export function notifyTrackingStarted(): void {
  markStarted();
}
