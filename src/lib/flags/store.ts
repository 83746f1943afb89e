// The flag values a page renders with. Every flag starts at the value the page was built with (brand.json);
// once the flag client is running it sets what the flag service serves, and every change after that.
// This module ships with every page: it stays a few hundred bytes, and the client loads after first paint.
import type { FlagKey, FlagValues } from '../../../wire/flags';

const served: Partial<FlagValues> = {};
const listeners = new Set<() => void>();
const read = new Set<FlagKey>();
let onRead: ((key: FlagKey) => void) | null = null;

/** What a flag serves now: the flag service's value once known, else `built` (the page's brand.json value). */
export function flagValue<K extends FlagKey>(key: K, built: FlagValues[K]): FlagValues[K] {
  return key in served ? (served[key] as FlagValues[K]) : built;
}

/** Listens for changes; the page reads `key`, so the client evaluates it (and records its exposure). */
export function subscribeFlag(key: FlagKey, listener: () => void): () => void {
  listeners.add(listener);
  if (!read.has(key)) {
    read.add(key);
    onRead?.(key);
  }
  return () => listeners.delete(listener);
}

/** Whether the page reads a flag. */
export function flagIsRead(key: FlagKey): boolean {
  return read.has(key);
}

/** Sets values the flag service served and tells every reader. */
export function setFlagValues(values: Partial<FlagValues>): void {
  Object.assign(served, values);
  for (const listener of [...listeners]) listener();
}

/** The flags this page reads so far, and `evaluate` for each one read later; answers a stop function. */
export function watchReadFlags(evaluate: (key: FlagKey) => void): () => void {
  onRead = evaluate;
  for (const key of read) evaluate(key);
  return () => {
    if (onRead === evaluate) onRead = null;
  };
}
