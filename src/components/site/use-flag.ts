// A flag's value for a component: the page's built value (brand.json) on the server and in the first client
// render, so hydration matches the HTML; then what the flag service serves, live.
import { useCallback, useSyncExternalStore } from 'react';
import { useSite } from './site-provider';
import { flagValue, subscribeFlag } from '../../lib/flags/store';
import type { FlagKey, FlagValues } from '../../../wire/flags';

/** The value of a flag, updated when the flag service changes it. */
export function useFlag<K extends FlagKey>(key: K): FlagValues[K] {
  const built = useSite().brand.flagValues[key];
  const subscribe = useCallback((listener: () => void) => subscribeFlag(key, listener), [key]);
  return useSyncExternalStore(
    subscribe,
    () => flagValue(key, built),
    () => built,
  );
}
