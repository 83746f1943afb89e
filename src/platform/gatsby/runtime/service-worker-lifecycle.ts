// What the page does at each step of its service worker's lifecycle (spec §4): update found,
// installed (offline-ready when no worker controlled the page yet; otherwise "update ready" with a
// Reload prompt, or a reload at once when the page's resources had failed to load), redundant,
// activated. Free of the browser so it can be tested; src/platform/gatsby/runtime/service-worker.ts wires
// it to workbox-window and the page.

/** The lifecycle events of workbox-window this handler reads. */
export type LifecycleEventType = 'installing' | 'installed' | 'waiting' | 'activated' | 'controlling' | 'redundant';

export interface LifecycleEvent {
  type: LifecycleEventType;
  /** True when another worker already controlled the page (an update), as workbox-window says. */
  isUpdate?: boolean;
  /** A waiting worker found when the page registered (installed during an earlier visit). */
  wasWaitingBeforeRegister?: boolean;
}

/** The state the page shows (`<html data-service-worker>`). */
export type LifecycleState = 'registering' | 'installing' | 'offline-ready' | 'update-ready' | 'updating' | 'redundant' | 'activated';

/** What the handler needs from the page. */
export interface LifecycleEffects {
  /** Whether a worker controlled the page when it registered. */
  hadController: boolean;
  /** Whether a script, stylesheet or chunk of the page failed to load. */
  resourcesFailed: () => boolean;
  showUpdatePrompt: () => void;
  hideUpdatePrompt: () => void;
  /** Asks the waiting worker to take over (workbox-window's messageSkipWaiting). */
  skipWaiting: () => void;
  reload: () => void;
  setState: (state: LifecycleState) => void;
}

/** The page's side of the lifecycle; `handle` takes each workbox-window event, `acceptUpdate` the Reload button. */
export class ServiceWorkerLifecycle {
  private updating = false;
  private reloaded = false;
  private prompted = false;
  private state: LifecycleState = 'registering';
  private readonly effects: LifecycleEffects;

  constructor(effects: LifecycleEffects) {
    // Every state change is remembered, so `registered` knows whether an event came first.
    this.effects = { ...effects, setState: (state) => ((this.state = state), effects.setState(state)) };
    this.effects.setState('registering');
  }

  /** Registration done: a page already served by an active worker, with nothing new on the way, is offline-ready. */
  registered(active: boolean): void {
    if (this.state === 'registering' && active) this.effects.setState('offline-ready');
  }

  handle(event: LifecycleEvent): void {
    const { effects } = this;
    switch (event.type) {
      case 'installing':
        // Update found: a new worker is installing; nothing to show yet.
        if (!this.updating) effects.setState('installing');
        return;
      case 'installed':
      case 'waiting': {
        const isUpdate = Boolean(event.isUpdate || event.wasWaitingBeforeRegister || effects.hadController);
        if (event.type === 'installed' && !isUpdate) {
          effects.setState('offline-ready');
          return;
        }
        if (!isUpdate || this.updating || this.prompted) return;
        if (effects.resourcesFailed()) {
          // The page is already broken: take the new build at once.
          this.acceptUpdate();
          return;
        }
        this.prompted = true;
        effects.setState('update-ready');
        effects.showUpdatePrompt();
        return;
      }
      case 'controlling':
        // The new worker took over because this page asked: show the new build, once.
        if (this.updating && !this.reloaded) {
          this.reloaded = true;
          effects.reload();
        }
        return;
      case 'activated':
        if (this.updating) return;
        if (!event.isUpdate) effects.setState('offline-ready');
        else {
          // Another tab took the update: this page stays on its build until it navigates (Gatsby
          // reloads on a new build then), so the prompt has nothing left to do.
          this.prompted = false;
          effects.hideUpdatePrompt();
          effects.setState('activated');
        }
        return;
      case 'redundant':
        // The waiting worker was replaced by a newer one (or failed): its prompt goes with it.
        this.prompted = false;
        effects.hideUpdatePrompt();
        if (!this.updating) effects.setState('redundant');
        return;
    }
  }

  /** The shopper chose Reload (or the page's resources had failed): the waiting worker takes over, then the page reloads. */
  acceptUpdate(): void {
    if (this.updating) return;
    this.updating = true;
    this.effects.hideUpdatePrompt();
    this.effects.setState('updating');
    this.effects.skipWaiting();
  }
}
