// Session replay records what the shopper does on the page, so it follows the analytics choice in
// effect (src/lib/analytics/consent-state.ts, the door the flag client follows too): in markets that
// ask first it starts only once the shopper has allowed analytics, and stops when they withdraw it;
// elsewhere the choice starts as the brand's default and the replay runs by its sampling rates.

/** What the loaded replay offers. */
export interface ReplayControl {
  /** Records again after a stop, sampled as at the start (a whole session, else the minute before an error). */
  resume(): void;
  stop(): void;
}

/**
 * Loads the replay (`load`, its own chunk) when `consented()` first holds, stops it when it no longer
 * does and resumes it when it holds again; `subscribe` tells of every change. Answers the unsubscribe function.
 */
export function replayFollowingConsent(consented: () => boolean, subscribe: (listener: () => void) => () => void, load: () => Promise<ReplayControl>): () => void {
  let running = false;
  let control: ReplayControl | undefined;
  let loading = false;
  const apply = () => {
    const wanted = consented();
    if (wanted === running) return;
    running = wanted;
    if (control) return running ? control.resume() : control.stop();
    if (!running || loading) return;
    loading = true;
    load().then(
      (loaded) => {
        control = loaded;
        // Consent withdrawn while the chunk was on its way.
        if (!running) loaded.stop();
      },
      () => {
        loading = false;
        running = false;
      },
    );
  };
  const unsubscribe = subscribe(apply);
  apply();
  return unsubscribe;
}
