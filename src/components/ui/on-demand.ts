// Loads an island's code only when a shopper asks for it: idle until `load()`, then loading, ready
// with the component, or error (a failed chunk can be retried).
import { useCallback, useRef, useState, type ComponentType } from 'react';

/** Where an on-demand component stands. */
export type OnDemand<P> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<P> }
  | { status: 'error' };

/** The state of a dynamically imported component and the function that loads it (once). */
export function useOnDemand<P>(importer: () => Promise<{ default: ComponentType<P> }>): [OnDemand<P>, () => void] {
  const [state, setState] = useState<OnDemand<P>>({ status: 'idle' });
  const inFlight = useRef(false);
  const load = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    importer().then(
      (module) => setState({ status: 'ready', Component: module.default }),
      (error: unknown) => {
        inFlight.current = false;
        console.error('Code for this feature could not be loaded', error);
        setState({ status: 'error' });
      },
    );
  }, [importer]);
  return [state, load];
}
