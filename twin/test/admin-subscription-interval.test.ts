// The billing interval arithmetic of subscription contracts (the next billing date a contract gets):
// month ends stay in their month, leap days, years, weeks and days, in UTC whatever the process's zone.
import { afterEach, describe, expect, it } from 'vitest';
import { addInterval } from '../src/admin/subscription-contracts.js';

const next = (at: string, interval: string, count: number) => addInterval(new Date(at), interval, count).toISOString();

describe('addInterval', () => {
  it('keeps a month end in its month: Jan 31 + 1 month is Feb 28, or Feb 29 in a leap year', () => {
    expect(next('2025-01-31T10:15:00.000Z', 'MONTH', 1)).toBe('2025-02-28T10:15:00.000Z');
    expect(next('2024-01-31T10:15:00.000Z', 'MONTH', 1)).toBe('2024-02-29T10:15:00.000Z');
    expect(next('2025-01-31T00:00:00.000Z', 'MONTH', 2)).toBe('2025-03-31T00:00:00.000Z');
    expect(next('2025-03-31T23:59:59.000Z', 'MONTH', 1)).toBe('2025-04-30T23:59:59.000Z');
  });

  it('adds 12 months as a year: Feb 29 goes to Feb 28, and back to Feb 29 four years on', () => {
    expect(next('2024-02-29T08:00:00.000Z', 'MONTH', 12)).toBe('2025-02-28T08:00:00.000Z');
    expect(next('2024-02-29T08:00:00.000Z', 'YEAR', 1)).toBe('2025-02-28T08:00:00.000Z');
    expect(next('2024-02-29T08:00:00.000Z', 'YEAR', 4)).toBe('2028-02-29T08:00:00.000Z');
    expect(next('2025-12-15T08:00:00.000Z', 'MONTH', 1)).toBe('2026-01-15T08:00:00.000Z');
  });

  it('adds weeks and days across month and year ends', () => {
    expect(next('2025-02-25T12:00:00.000Z', 'WEEK', 1)).toBe('2025-03-04T12:00:00.000Z');
    expect(next('2024-02-25T12:00:00.000Z', 'WEEK', 2)).toBe('2024-03-10T12:00:00.000Z');
    expect(next('2025-12-31T12:00:00.000Z', 'DAY', 1)).toBe('2026-01-01T12:00:00.000Z');
    expect(next('2024-02-28T12:00:00.000Z', 'DAY', 1)).toBe('2024-02-29T12:00:00.000Z');
  });

  describe('in a process whose zone has daylight saving', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });

    it('counts in UTC: a day is 24 hours and a month end stays put across the clock change', () => {
      process.env.TZ = 'Europe/Berlin';
      expect(next('2025-03-29T23:30:00.000Z', 'DAY', 1)).toBe('2025-03-30T23:30:00.000Z');
      expect(next('2025-03-30T00:30:00.000Z', 'WEEK', 1)).toBe('2025-04-06T00:30:00.000Z');
      process.env.TZ = 'Pacific/Auckland';
      expect(next('2025-01-31T23:00:00.000Z', 'MONTH', 1)).toBe('2025-02-28T23:00:00.000Z');
      expect(next('2025-04-05T13:30:00.000Z', 'DAY', 1)).toBe('2025-04-06T13:30:00.000Z');
    });
  });
});
