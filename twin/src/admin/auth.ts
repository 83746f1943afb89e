import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** Whether a given token equals the expected secret (compared in constant time, any length). */
export function hasSameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined || given === '') return false;
  return timingSafeEqual(digest(given), digest(expected));
}
