/** Wrong passwords allowed for one email within the window before sign-in is refused. */
export const SIGN_IN_FAILURES_ALLOWED = 5;
/** How far back wrong passwords count, and how long sign-in stays refused after the last allowed one. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Most accounts tracked at once; the oldest unlocked ones make room, running locks stay. */
export const SIGN_IN_LOCKOUT_CAPACITY = 10_000;
/** The user error while an account's sign-in is refused (no CustomerErrorCode names throttling). */
export const LOGIN_ATTEMPTS_EXCEEDED = 'Login attempt limit exceeded. Please try again later.';

interface Attempts {
  failures: number[];
  lockedUntil: number;
}

// Keyed by store and email only, never the client address: spreading guesses over addresses gains nothing.
// In memory on purpose (a restart forgets), ordered least recently failed first for eviction.
const attempts = new Map<string, Attempts>();

const keyOf = (store: string, email: string): string => `${store}\n${email.trim().toLowerCase()}`;

function makeRoom(now: number): void {
  if (attempts.size < SIGN_IN_LOCKOUT_CAPACITY) return;
  for (const [key, entry] of attempts) {
    if (entry.lockedUntil <= now) {
      attempts.delete(key);
      if (attempts.size < SIGN_IN_LOCKOUT_CAPACITY) return;
    }
  }
  const oldest = attempts.keys().next();
  if (!oldest.done) attempts.delete(oldest.value);
}

/** Whether sign-in for this email is refused now, whatever the password. */
export function signInLocked(store: string, email: string, now = Date.now()): boolean {
  const entry = attempts.get(keyOf(store, email));
  return !!entry && entry.lockedUntil > now;
}

/** Counts a wrong password (known email or not, so a lock reveals nothing); the fifth in the window locks. */
export function recordSignInFailure(store: string, email: string, now = Date.now()): void {
  const key = keyOf(store, email);
  const known = attempts.get(key);
  if (known) attempts.delete(key);
  else makeRoom(now);
  const entry = known ?? { failures: [], lockedUntil: 0 };
  entry.failures = [...entry.failures.filter((t) => t > now - SIGN_IN_WINDOW_MS), now].slice(-SIGN_IN_FAILURES_ALLOWED);
  if (entry.failures.length >= SIGN_IN_FAILURES_ALLOWED) {
    entry.lockedUntil = now + SIGN_IN_WINDOW_MS;
    entry.failures = [];
  }
  attempts.set(key, entry);
}

/** Forgets the wrong passwords of an email after it signed in. */
export function clearSignInFailures(store: string, email: string): void {
  attempts.delete(keyOf(store, email));
}
