// The chat says when agents are back in the shopper's own time zone, with the zone's name, in the
// page's language: not "Monday, 1:00 PM UTC" to a shopper in Chicago, nor Dutch weekdays on a French page.
import { describe, expect, it } from 'vitest';
import { browserTimeZone, formatBackAt } from '../../src/features/chat/back-at';

// Monday, June 8, 2026, 8:00 in New York (care hours open).
const BACK = '2026-06-08T12:00:00.000Z';
// Intl writes some spaces as no-break spaces; compare words, not space characters.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('when agents are back', () => {
  it('a shopper in Chicago reads Central time with the zone named, not UTC', () => {
    expect(plain(formatBackAt(BACK, 'en-US', 'America/Chicago'))).toBe('Monday, 7:00 AM Central Daylight Time');
    expect(plain(formatBackAt('2026-12-07T13:00:00.000Z', 'en-US', 'America/New_York'))).toBe('Monday, 8:00 AM Eastern Standard Time');
  });

  it('in the page’s language: French on a Belgian French page, German on a Swiss German one', () => {
    expect(plain(formatBackAt(BACK, 'fr-BE', 'Europe/Brussels'))).toBe('lundi 14:00 heure d’été d’Europe centrale');
    expect(plain(formatBackAt(BACK, 'de-CH', 'Europe/Zurich'))).toMatch(/^Montag, 14:00 Mitteleuropäische Sommerzeit$/);
  });

  it('without a zone it is the browser’s own; an unknown zone falls back to it', () => {
    const own = browserTimeZone();
    expect(own).toBeTruthy();
    expect(formatBackAt(BACK, 'en-US')).toBe(formatBackAt(BACK, 'en-US', own));
    expect(formatBackAt(BACK, 'en-US', 'Not/AZone')).toBe(formatBackAt(BACK, 'en-US', own));
  });
});
