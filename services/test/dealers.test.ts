import { describe, expect, it } from 'vitest';
import { DEALER_RADIUS_MILES, SERVICE_MESSAGES } from '../../wire/services.js';
import { ADMIN_HEADERS } from '../../twin/test/helpers.js';
import { createDealerDirectory, readDealers, type DealerRecord } from '../src/dealers/directory.js';
import { useStack } from './harness.js';
import { contentWithDealers } from './local-services-fixture.js';

const contentDir = contentWithDealers();
// Dealers are read from the lake on every search, so a change published to the lake shows at once.
const stack = useStack({ twin: { contentDir }, env: { DEALERS_REFRESH_SECONDS: '0' } });
const ids = (body: { dealers: { id: string }[] }) => body.dealers.map((d) => d.id);

describe('dealer search', () => {
  it('answers the dealers whose service areas cover a US ZIP, with phone, areas, company-owned flag and plan availability', async () => {
    const res = await stack.call('GET', '/dealers/?zip=43215&brand=yardwise');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.dealers).toHaveLength(1);
    expect(res.body.dealers[0]).toMatchObject({
      id: 'buckeye-pet-fence',
      name: 'Buckeye Pet Fence',
      phone: '614-555-0101',
      companyOwned: true,
      planAvailable: true,
      timezone: 'America/New_York',
    });
    expect(res.body.dealers[0].serviceAreas).toContain('43215');
    expect(res.body.dealers[0]).not.toHaveProperty('email');
    expect(res.body.dealers[0]).not.toHaveProperty('calendar');
    expect(res.body.dealers[0]).not.toHaveProperty('location');
    expect(res.body.dealers[0]).not.toHaveProperty('brand');
  });

  it('independent dealers are not company-owned and sell no plans', async () => {
    const res = await stack.call('GET', '/dealers/?zip=27601&brand=yardwise');
    expect(res.body.dealers[0]).toMatchObject({ id: 'triangle-yard-solutions', companyOwned: false, planAvailable: false });
  });

  it('a Canadian postal code matches by its first three characters, with or without the space', async () => {
    for (const zip of ['L8P 4R5', 'l8p4r5']) {
      const res = await stack.call('GET', `/dealers/?zip=${encodeURIComponent(zip)}&brand=yardwise`);
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual(['golden-horseshoe-pet-fence']);
    }
  });

  it('answers the same without the trailing slash', async () => {
    expect((await stack.call('GET', '/dealers?zip=43215&brand=yardwise')).body.dealers[0].id).toBe('buckeye-pet-fence');
  });

  it("finds dealers by distance from the code's area: Manhattan (10001) gets the Edison, NJ dealer about 30 miles away", async () => {
    const res = await stack.call('GET', '/dealers/?zip=10001&brand=yardwise');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(['garden-state-yardwise']);
    expect(res.body.dealers[0].distanceMiles).toBeGreaterThan(15);
    expect(res.body.dealers[0].distanceMiles).toBeLessThan(50);
  });

  it('a ZIP next to a served one finds that dealer; a served ZIP is close', async () => {
    const near = await stack.call('GET', '/dealers/?zip=43210&brand=yardwise');
    expect(ids(near.body)).toEqual(['buckeye-pet-fence']);
    expect(near.body.dealers[0].distanceMiles).toBeLessThan(25);
    const served = await stack.call('GET', '/dealers/?zip=43215&brand=yardwise');
    expect(served.body.dealers[0].distanceMiles).toBeLessThan(25);
  });

  it('a Canadian code finds dealers of its area (Toronto M5V → Hamilton), nearest first', async () => {
    const res = await stack.call('GET', '/dealers/?zip=M5V%202T6&brand=yardwise');
    expect(ids(res.body)).toEqual(['golden-horseshoe-pet-fence']);
    expect(res.body.dealers[0].distanceMiles).toBeLessThan(DEALER_RADIUS_MILES);
    const montreal = await stack.call('GET', '/dealers/?zip=H2Y%201C6&brand=yardwise');
    expect(ids(montreal.body)).toEqual(['montreal-cloture-animaux']);
  });

  it('answers dealers sorted by distance, none farther than the radius', async () => {
    for (const zip of ['10001', '08817', '27601', '80202', '97201', '78701', 'L8P 4R5', 'H2X 1Y4']) {
      const dealers = (await stack.call('GET', `/dealers/?zip=${encodeURIComponent(zip)}&brand=yardwise`)).body.dealers as { distanceMiles: number }[];
      expect(dealers.length, zip).toBeGreaterThan(0);
      const distances = dealers.map((d) => d.distanceMiles);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      for (const d of distances) expect(d).toBeLessThanOrEqual(DEALER_RADIUS_MILES);
    }
  });

  it('a code far from every dealer (Beverly Hills 90210, Vancouver V6B) answers an empty list', async () => {
    for (const zip of ['90210', 'V6B 1A1']) {
      const res = await stack.call('GET', `/dealers/?zip=${encodeURIComponent(zip)}&brand=yardwise`);
      expect(res).toMatchObject({ status: 200, body: { dealers: [] } });
    }
  });

  it('another brand has no dealers', async () => {
    const res = await stack.call('GET', '/dealers/?zip=43215&brand=trailmate');
    expect(res.body.dealers).toEqual([]);
  });

  it('an invalid or missing ZIP is 400 "Please enter a valid ZIP or Postal Code"', async () => {
    for (const q of ['zip=4321&brand=yardwise', 'zip=ABCDE&brand=yardwise', 'brand=yardwise', 'zip=D8P%204R5&brand=yardwise']) {
      const res = await stack.call('GET', `/dealers/?${q}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'INVALID_INPUT', message: SERVICE_MESSAGES.zipInvalid });
    }
  });

  it('a missing brand is 400', async () => {
    const res = await stack.call('GET', '/dealers/?zip=43215');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([{ field: 'brand', message: 'Brand is required' }]);
  });
});

describe('dealers come from the content lake', () => {
  it('a dealer edited in the lake is searched with its published change', async () => {
    const mutate = await fetch(`${stack.twin.url}/sanity/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_HEADERS['x-twin-admin-key']}` },
      body: JSON.stringify({ mutations: [{ patch: { id: 'dealer-buckeye-pet-fence', set: { phone: '614-555-0999' } } }] }),
    });
    expect(mutate.status).toBe(200);
    const res = await stack.call('GET', '/dealers/?zip=43215&brand=yardwise');
    expect(res.body.dealers[0]).toMatchObject({ id: 'buckeye-pet-fence', phone: '614-555-0999' });
  });

  it('leaves out a document that is not a usable dealer; a dealer without a geopoint is placed at the centre of its areas', async () => {
    const calendar = { timezone: 'America/New_York', weekdays: [1], slots: ['09:00'], durationMinutes: 60, leadDays: 2, horizonDays: 30 };
    const base = { brand: 'yardwise', name: 'N', phone: '614-555-0100', email: 'n@dealers.example', city: 'Columbus', region: 'OH', country: 'US', consultationTypes: ['Virtual'] };
    const docs = [
      { ...base, id: 'no-geopoint', serviceAreas: ['43215'], calendar },
      { ...base, id: 'bad-zone', serviceAreas: ['43215'], calendar: { ...calendar, timezone: 'Mars/Olympus' } },
      { ...base, id: 'no-calendar', serviceAreas: ['43215'] },
    ];
    const warnings: unknown[] = [];
    const dealers = await readDealers({ query: async () => docs }, { log: { warn: (o: unknown) => warnings.push(o) } as never });
    expect(dealers.map((d) => d.id)).toEqual(['no-geopoint']);
    expect(dealers[0]).toMatchObject({ companyOwned: false, planAvailable: false, timezone: 'America/New_York' });
    expect(dealers[0]?.location![0]).toBeCloseTo(39.96, 0);
    expect(warnings).toHaveLength(2);
    await expect(readDealers({ query: async () => ({}) }, { log: { warn: () => undefined } as never })).rejects.toThrow();
  });

  it('keeps the dealers for the refresh time, and answers the last ones read while the lake is unreachable', async () => {
    const dealer = { id: 'd1' } as DealerRecord;
    let reads = 0;
    let failing = false;
    const stale: unknown[] = [];
    const read = async () => {
      reads++;
      if (failing) throw new Error('lake down');
      return [{ ...dealer, name: `read ${reads}` }];
    };
    const kept = createDealerDirectory(read, 3600, (e) => stale.push(e));
    expect((await kept.all())[0]?.name).toBe('read 1');
    expect((await kept.all())[0]?.name).toBe('read 1');
    expect(reads).toBe(1);

    const everyTime = createDealerDirectory(read, 0, (e) => stale.push(e));
    expect((await everyTime.find('d1'))?.name).toBe('read 2');
    failing = true;
    expect((await everyTime.find('d1'))?.name).toBe('read 2');
    expect(stale).toHaveLength(1);
    const never = createDealerDirectory(read, 0, () => undefined);
    await expect(never.all()).rejects.toThrow('lake down');
  });
});
