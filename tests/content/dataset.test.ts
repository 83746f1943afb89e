// Rules the committed content/ dataset holds for the site and the twin (content/README.md).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandLanguages, CONTENT_DIR, type ContentDoc, loadDocs, loadFiles, walk } from './load';
import { BRAND_IDS } from '../../wire/vocabulary';

const files = loadFiles();
const docs = loadDocs();
const all = [...docs.values()];
const ofType = (type: string, brand?: string) => all.filter((d) => d._type === type && (!brand || d.brand === brand));
/** The Shopify-owned fields the tests read, across products, variants, collections and plan groups. */
interface StoreFields {
  id: number; name: string; sku: string; price: number; compareAtPrice: number | null; productId: number; productGid: string;
  slug: { current: string }; productType: string; tags: string[]; requiresSellingPlan: boolean; requiresShipping: boolean;
  variants: { _ref: string }[]; sellingPlanGroups: { _ref: string }[];
  prices: Record<string, { price: number; compareAtPrice: number | null }>;
  inventory: { quantity: number; isAvailable: boolean };
  metafields: { namespace: string; key: string }[];
  sellingPlans: { name: string; priceAdjustment: { percentage: number }; frequency: { count: number } }[];
}
const store = (d: ContentDoc) => d.store as StoreFields;

/** Product page path per the site map: pathPrefix, else the url-safe lowercased productType. */
function productPath(d: ContentDoc): string {
  const handle = store(d).slug.current as string;
  if (typeof d.pathPrefix === 'string') return d.pathPrefix === '' ? `/${handle}/` : `/${d.pathPrefix}/${handle}/`;
  return `/${String(store(d).productType).toLowerCase().replace(/[^a-z0-9]+/g, '-')}/${handle}/`;
}

describe('document shape', () => {
  it('every line is a Sanity export document with fixed timestamps and a brand', () => {
    for (const d of all) {
      expect(d._id, d._id).toMatch(/^[A-Za-z0-9._-]+$/);
      expect(typeof d._rev).toBe('string');
      expect(d._createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(d._updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect([...BRAND_IDS, 'shared'], d._id).toContain(d.brand);
    }
  });

  it('ids are unique across files', () => {
    const count = [...files.values()].reduce((sum, list) => sum + list.length, 0);
    expect(docs.size).toBe(count);
  });

  it('every reference resolves and every array item carries a _key', () => {
    for (const d of all) {
      walk(d, (value, path) => {
        if (value && typeof value === 'object' && !Array.isArray(value) && '_ref' in value) {
          expect(docs.has((value as { _ref: string })._ref), `${d._id} ${path} → ${(value as { _ref: string })._ref}`).toBe(true);
        }
        if (Array.isArray(value)) {
          for (const item of value) {
            if (item && typeof item === 'object' && !path.endsWith('options')) {
              expect('_key' in item || path.endsWith('.values'), `${d._id} ${path} item without _key`).toBe(true);
            }
          }
        }
      });
    }
  });
});

describe('brand settings', () => {
  it('carry no social links: the footer takes them from brands/<id>/brand.json, so the dataset holds no second, stale copy', () => {
    const settings = ofType('brandSettings');
    expect(settings.map((d) => d.brand).sort()).toEqual(['homing', 'trailmate', 'yardwise']);
    for (const d of settings) expect(Object.keys(d), d._id).not.toContain('social');
  });
});

describe('commerce', () => {
  it('has the agreed catalogue volume per brand', () => {
    expect(ofType('product', 'trailmate').length).toBeGreaterThanOrEqual(60);
    expect(ofType('product', 'yardwise').length).toBeGreaterThanOrEqual(20);
    expect(ofType('product', 'homing').length).toBeGreaterThanOrEqual(10);
    for (const brand of BRAND_IDS) {
      expect(ofType('collection', brand).length, brand).toBeGreaterThanOrEqual(8);
    }
  });

  it('every redirect-target product of the site map exists at its page path', () => {
    const paths = new Map(ofType('product', 'trailmate').map((d) => [store(d).slug.current as string, d]));
    const expected: Record<string, string> = {
      'rover-hammock-extended-width': '/car-seat-covers/rover-hammock-extended-width/',
      'rover-bench-seat-cover': '/car-seat-covers/rover-bench-seat-cover/',
      'rover-car-door-guard': '/car-seat-covers/rover-car-door-guard/',
      'rover-bucket-seat-cover': '/car-seat-covers/rover-bucket-seat-cover/',
      'halifax-rain-shell': '/dog-coats/halifax-rain-shell/',
      'core-sweater': '/dog-coats/core-sweater/',
      'loft-wander-dog-bed': '/dog-travel/loft-wander-dog-bed/',
      'rover-backseat-bridge-backseat-extender': '/dog-travel/rover-backseat-bridge-backseat-extender/',
      'dog-poop-bag-tailgate-dumpster': '/dog-travel/dog-poop-bag-tailgate-dumpster/',
      'journey-air-dog-harness': '/harnesses/journey-air-dog-harness/',
      rucksack: '/pet-carriers/rucksack/',
      'go-stuff-it-dog-treat-bag-molle': '/dog-supplies/go-stuff-it-dog-treat-bag-molle/',
    };
    for (const [handle, path] of Object.entries(expected)) {
      expect(paths.has(handle), handle).toBe(true);
      expect(productPath(paths.get(handle)!)).toBe(path);
    }
    const aliases = (handle: string) => (paths.get(handle)!.pathAliases as string[] | undefined) ?? [];
    expect(aliases('rover-hammock-extended-width')).toContain('/products/rover-hammock-extended-width');
    expect(aliases('core-sweater')).toContain('/products/core-sweater');
    expect(aliases('rucksack')).toContain('/products/rucksack');
    expect(aliases('dog-poop-bag-tailgate-dumpster')).toContain('/dog-poop-bag-tailgate-dumpster');
  });

  it('no product or collection sits on a path the redirect table moves away', () => {
    const redirected = [
      '/car-seat-covers/stowe-hammock/', '/dog-coats/portsmouth-foul-weather-jacket/', '/dog-travel/tago-bed/',
      '/car-seat-covers/journey-bench-seat-cover/', '/harnesses/journey-dog-harness/', '/web-specials/',
      '/walk-about-training-gear/', '/car-seat-covers/wander-hammock/', '/wander-hammock/',
      '/car-seat-covers/loft-bench-seat-cover/', '/car-seat-covers/no-slip-grip-bench-seat-cover/',
      '/pet-travel-bowls/dog-training-treat-bag/', '/leashes-and-collars/double-dog-leash-extender/',
      '/tailgate-dumpster-for-dog-poop-bags/', '/car-seat-covers/car-door-guard/',
    ];
    const used = new Set([
      ...ofType('product', 'trailmate').map(productPath),
      ...ofType('collection', 'trailmate').map((d) => `/${store(d).slug.current}/`),
    ]);
    for (const path of redirected) expect(used.has(path), path).toBe(false);
  });

  it('trailmate has the collections the site map names', () => {
    const handles = ofType('collection', 'trailmate').map((d) => store(d).slug.current);
    for (const handle of ['dog-hammocks', 'bench-seat-covers', 'car-seat-covers', 'dog-leashes-and-collars']) {
      expect(handles).toContain(handle);
    }
  });

  it('every variant has prices in all five currencies ending .95 or .99, compareAt above price', () => {
    for (const d of ofType('productVariant')) {
      const prices = store(d).prices as Record<string, { price: number; compareAtPrice: number | null }>;
      expect(Object.keys(prices).sort(), d._id).toEqual(['AUD', 'CAD', 'EUR', 'GBP', 'USD']);
      for (const [currency, { price, compareAtPrice }] of Object.entries(prices)) {
        expect(price, `${d._id} ${currency}`).toBeGreaterThan(0);
        expect([95, 99], `${d._id} ${currency} ${price}`).toContain(Math.round((price % 1) * 100));
        if (compareAtPrice !== null) expect(compareAtPrice, `${d._id} ${currency}`).toBeGreaterThan(price);
      }
      expect(prices.USD?.price).toBe(store(d).price);
    }
  });

  it('has sold-out variants, coming-soon and discontinued products, and compare-at prices', () => {
    const variants = ofType('productVariant');
    expect(variants.some((d) => store(d).inventory.quantity === 0 && store(d).inventory.isAvailable === false)).toBe(true);
    expect(variants.some((d) => store(d).compareAtPrice !== null)).toBe(true);
    const backorder = variants.filter((d) => (store(d).inventory as { policy?: string }).policy === 'CONTINUE' && store(d).inventory.quantity === 0);
    expect(backorder.length).toBeGreaterThan(0);
    for (const d of backorder) expect(store(d).inventory.isAvailable).toBe(true);
    expect(ofType('product').some((d) => d.availability === 'comingSoon')).toBe(true);
    expect(ofType('product').some((d) => d.availability === 'discontinued')).toBe(true);
    expect(ofType('product').some((d) => d.canBeShown === false)).toBe(true);
    expect(variants.some((d) => store(d).requiresShipping === false)).toBe(true);
    expect(ofType('product', 'trailmate').some((d) => (d.languages as string[]).length < 6)).toBe(true);
    const prefixes = ofType('product').map((d) => d.pathPrefix).filter((x) => x !== undefined);
    expect(prefixes).toContain('');
    expect(prefixes.some((x) => typeof x === 'string' && x.length > 0)).toBe(true);
  });

  it('variants belong to their product and SKUs are unique', () => {
    const skus = new Set<string>();
    for (const product of ofType('product')) {
      for (const variantRef of store(product).variants as { _ref: string }[]) {
        const variant = docs.get(variantRef._ref)!;
        expect(store(variant).productId).toBe(store(product).id);
        expect(store(variant).productGid).toBe(`gid://shopify/Product/${store(product).id}`);
        expect(skus.has(store(variant).sku), store(variant).sku).toBe(false);
        skus.add(store(variant).sku);
      }
    }
  });

  it('autoship groups carry the spec labels; homing GPS collars require a 1/12/24-month plan', () => {
    const labels = ['Monthly', 'Bi-Monthly', 'Quarterly', 'Every 4 Months', 'Semi-Annually', 'Yearly'];
    const autoship = ofType('sellingPlanGroup').filter((d) => store(d).name === 'Autoship');
    expect(autoship.length).toBe(3);
    for (const group of autoship) {
      expect(store(group).sellingPlans.map((plan: { name: string }) => plan.name)).toEqual(labels);
      for (const plan of store(group).sellingPlans) expect(plan.priceAdjustment.percentage).toBeGreaterThan(0);
    }
    const collars = ofType('product', 'homing').filter((d) => store(d).productType === 'GPS Collars');
    expect(collars.length).toBeGreaterThanOrEqual(3);
    for (const collar of collars) {
      expect(store(collar).requiresSellingPlan).toBe(true);
      const group = docs.get(store(collar).sellingPlanGroups[0]!._ref)!;
      expect(store(group).sellingPlans.map((plan: { frequency: { count: number } }) => plan.frequency.count)).toEqual([1, 12, 24]);
    }
  });

  it('autoship-capable variants carry the subscription_frequency metafield', () => {
    for (const product of ofType('product')) {
      const autoship = (store(product).sellingPlanGroups as { _ref: string }[]).some((g) => store(docs.get(g._ref)!).name === 'Autoship');
      for (const variantRef of store(product).variants as { _ref: string }[]) {
        const fields = store(docs.get(variantRef._ref)!).metafields as { namespace: string; key: string }[];
        const has = fields.some((f) => f.namespace === 'custom' && f.key === 'subscription_frequency');
        expect(has, variantRef._ref).toBe(autoship);
      }
    }
  });

  it('globalProduct and globalProductCollection wrap every product and collection', () => {
    const wrapped = new Set(ofType('globalProduct').map((d) => (d.product as { _ref: string })._ref));
    for (const product of ofType('product')) expect(wrapped.has(product._id), product._id).toBe(true);
    const wrappedCollections = new Set(ofType('globalProductCollection').map((d) => (d.collection as { _ref: string })._ref));
    for (const collection of ofType('collection')) expect(wrappedCollections.has(collection._id), collection._id).toBe(true);
  });

  it('reviews include some without an author', () => {
    const reviews = ofType('product').flatMap((d) => d.reviews as { author?: string; rating: number }[]);
    expect(reviews.some((r) => r.author === undefined)).toBe(true);
    for (const review of reviews) expect(review.rating).toBeGreaterThanOrEqual(1);
  });

  it('every video ships with the dataset: a short WebM, a poster and captions in every language of its brand', () => {
    const products = ofType('product');
    const videos = products.flatMap((d) =>
      (d.videos as { src: string; durationSeconds: number; poster: { path: string }; captions: { language: string; src: string }[] }[]).map((video) => ({ video, brand: d.brand as string })),
    );
    expect(videos.length).toBeGreaterThan(5);
    for (const { video, brand } of videos) {
      expect(video.src).toMatch(new RegExp(`^media/${brand}/[a-z0-9-]+\\.webm$`));
      const webm = readFileSync(join(CONTENT_DIR, video.src));
      expect(webm.subarray(0, 4).toString('hex'), video.src).toBe('1a45dfa3');
      expect(webm.length, video.src).toBeLessThan(100 * 1024);
      expect(video.durationSeconds).toBeGreaterThanOrEqual(2);
      expect(video.durationSeconds).toBeLessThanOrEqual(4);
      expect(existsSync(join(CONTENT_DIR, video.poster.path))).toBe(true);
      const languages = brandLanguages(brand);
      expect(video.captions.map((c) => c.language).sort(), video.src).toEqual([...languages].sort());
      for (const track of video.captions) {
        const vtt = readFileSync(join(CONTENT_DIR, track.src), 'utf8');
        expect(vtt.startsWith('WEBVTT'), track.src).toBe(true);
        expect(vtt, track.src).toMatch(/00:00:00\.000 --> /);
      }
    }
  });
});

/** Localized objects are the values of these fields (objects keyed by language). */
function localizedFields(d: ContentDoc): [string, Record<string, string>][] {
  const out: [string, Record<string, string>][] = [];
  walk(d, (value, path) => {
    if (value && typeof value === 'object' && !Array.isArray(value) && typeof (value as Record<string, unknown>).en === 'string') {
      out.push([path, value as Record<string, string>]);
    }
  });
  return out;
}

describe('translations', () => {
  it('every localized field has exactly the enabled languages, and sentences differ from English', () => {
    for (const d of all.filter((x) => ['product', 'collection', 'sellingPlanGroup'].includes(x._type))) {
      const languages = brandLanguages(d.brand);
      for (const [path, value] of localizedFields(d)) {
        expect(Object.keys(value).sort(), `${d._id} ${path}`).toEqual([...languages].sort());
        for (const language of languages) {
          expect(value[language]?.trim(), `${d._id} ${path}.${language}`).toBeTruthy();
          const english = value.en ?? '';
          if (language !== 'en' && english.includes(' ') && english.length > 12) {
            expect(value[language], `${d._id} ${path}.${language} copies English`).not.toBe(english);
          }
        }
      }
    }
  });

  it('translation groups have a value for every language their site enables', () => {
    for (const group of ofType('translationGroup')) {
      const site = group.siteIdentifier === 'global' ? 'shared' : (group.siteIdentifier as string);
      for (const string of group.strings as { key: string; localizedStrings: { _key: string; value: string }[] }[]) {
        expect(string.localizedStrings.map((l) => l._key).sort(), `${group.groupKey} ${string.key}`).toEqual([...brandLanguages(site)].sort());
        for (const l of string.localizedStrings) expect(l.value.trim(), `${group.groupKey} ${string.key} ${l._key}`).toBeTruthy();
        // A sentence (two or more real words besides placeholders) must be translated, not copied.
        const en = string.localizedStrings.find((l) => l._key === 'en')!.value;
        const words = en.replace(/\{[^}]*\}/g, '').split(/\s+/).filter((w) => /[A-Za-z]{4,}/.test(w));
        if (words.length >= 2) {
          for (const l of string.localizedStrings.filter((x) => x._key !== 'en')) {
            expect(l.value, `${group.groupKey} ${string.key} ${l._key} copies English`).not.toBe(en);
          }
        }
      }
    }
  });

  it('product tag groups exist per brand and share some keys so consumers must de-duplicate', () => {
    const groups = ofType('translationGroup').filter((g) => String(g.groupKey).startsWith('productTagsList-'));
    const keysOf = (groupKey: string) => (groups.find((g) => g.groupKey === groupKey)!.strings as { key: string }[]).map((s) => s.key);
    for (const brand of BRAND_IDS) expect(keysOf(`productTagsList-${brand}`).length).toBeGreaterThan(3);
    expect(keysOf('productTagsList-trailmate').filter((k) => keysOf('productTagsList-common').includes(k)).length).toBeGreaterThan(0);
    for (const product of ofType('product')) {
      for (const tag of store(product).tags as string[]) expect(keysOf(`productTagsList-${product.brand}`), tag).toContain(tag);
    }
  });

  it('editorial pieces exist in every enabled language and translations differ from English', () => {
    const editorialTypes = ['page', 'blogPost', 'blogCategory', 'pressRelease', 'person', 'supportCard', 'storeLocation', 'notificationBanner', 'sharedPage', 'trainingVideo'];
    const byKey = new Map<string, ContentDoc[]>();
    for (const d of all.filter((x) => editorialTypes.includes(x._type))) {
      const list = byKey.get(d.translationKey as string) ?? [];
      list.push(d);
      byKey.set(d.translationKey as string, list);
    }
    for (const [translationKey, list] of byKey) {
      const languages = list[0]!._type === 'sharedPage' ? brandLanguages('shared') : brandLanguages(list[0]!.brand);
      expect(list.map((d) => d.language).sort(), translationKey).toEqual([...languages].sort());
      const english = list.find((d) => d.language === 'en')!;
      for (const d of list.filter((x) => x.language !== 'en')) {
        for (const field of ['title', 'excerpt', 'text', 'messageText', 'scheduledMessage', 'bio', 'description']) {
          const en = english[field];
          if (typeof en === 'string' && en.includes(' ') && !(d._type === 'person' && field === 'title')) expect(d[field], `${d._id}.${field} copies English`).not.toBe(en);
        }
        const bodyText = (x: ContentDoc) => JSON.stringify((x.body as unknown[] | undefined) ?? []).replace(/"_key":"[^"]*"/g, '');
        if (english.body) expect(bodyText(d), `${d._id}.body copies English`).not.toBe(bodyText(english));
      }
    }
  });
});

describe('editorial', () => {
  const brands = BRAND_IDS;

  it('each brand has ≥ 12 posts, ≥ 3 categories, ≥ 3 press releases and ≥ 4 support cards per language', () => {
    for (const brand of brands) {
      for (const language of brandLanguages(brand)) {
        const count = (type: string) => ofType(type, brand).filter((d) => d.language === language).length;
        expect(count('blogPost'), `${brand} ${language}`).toBeGreaterThanOrEqual(12);
        expect(count('blogCategory'), `${brand} ${language}`).toBeGreaterThanOrEqual(3);
        expect(count('pressRelease'), `${brand} ${language}`).toBeGreaterThanOrEqual(3);
        expect(count('supportCard'), `${brand} ${language}`).toBeGreaterThanOrEqual(4);
        expect(count('notificationBanner'), `${brand} ${language}`).toBe(1);
        expect(count('storeLocation'), `${brand} ${language}`).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('trailmate English blog slugs the redirects target exist; old slugs do not', () => {
    const slugs = ofType('blogPost', 'trailmate').filter((d) => d.language === 'en').map((d) => (d.slug as { current: string }).current);
    for (const slug of ['trail-tested-the-rucksack', 'meet-the-core-sweater', 'meet-the-designer']) expect(slugs).toContain(slug);
    for (const slug of ['trail-tested-the-k9-rucksack', 'meet-the-k9-core-sweater', 'meet-the-designer-behind-k9', 'gift-guide-for-the-dog-owner-who-runs']) {
      expect(slugs).not.toContain(slug);
    }
  });

  it('every brand and language has the marketing pages of the site map', () => {
    const slugs = ['/', 'privacy-policy', 'first-aid-guide', 'pro-program-application', 'lifetime-warranty', 'dog-calorie-calculator', 'contact-us'];
    for (const brand of brands) {
      for (const language of brandLanguages(brand)) {
        const pages = ofType('page', brand).filter((d) => d.language === language).map((d) => (d.slug as { current: string }).current);
        for (const slug of slugs) expect(pages, `${brand} ${language}`).toContain(slug);
      }
    }
  });

  it('support card links are valid: internal ones name an existing target and a path', () => {
    for (const card of ofType('supportCard')) {
      const link = card.link as { type: string; targetId?: string; path?: string; href?: string };
      expect(['internal', 'route', 'external', 'disable']).toContain(link.type);
      if (link.type === 'route') expect(link.path).toMatch(/^\/(search|account|manuals)\//);
      if (link.type === 'internal') {
        expect(docs.has(link.targetId!), card._id).toBe(true);
        expect(docs.get(link.targetId!)!.language).toBe(card.language);
        expect(link.path).toMatch(/^\/.*\/$/);
      }
      if (link.type === 'external') expect(link.href).toMatch(/^https:\/\//);
    }
  });

  it('every support card leads to a page the site builds (no help subdomains, no card without a link)', () => {
    for (const card of ofType('supportCard')) {
      const link = card.link as { type: string; path?: string };
      expect(['internal', 'route'], card._id).toContain(link.type);
    }
    const orders = ofType('supportCard').filter((c) => (c.slug as { current: string }).current === 'orders');
    for (const card of orders) expect((card.link as { path: string }).path).toBe('/account/orders/');
  });

  it('banners schedule a window covering late 2026 and keep a plain message', () => {
    for (const banner of ofType('notificationBanner')) {
      expect(banner.scheduledMessageEnabled).toBe(true);
      expect(Date.parse(banner.startDate as string)).toBeLessThanOrEqual(Date.parse('2026-11-15T00:00:00Z'));
      expect(Date.parse(banner.endDate as string)).toBeGreaterThanOrEqual(Date.parse('2026-12-31T00:00:00Z'));
      expect(String(banner.messageText).length).toBeGreaterThan(5);
    }
  });

  it('home pages link their support cards and a site-relative call to action', () => {
    for (const home of ofType('page').filter((d) => d.template === 'home')) {
      const sections = home.sections as { _type: string; cards?: { _ref: string }[]; cta?: { href: string } }[];
      const cards = sections.find((s) => s._type === 'supportCards')!.cards!;
      expect(cards.length).toBeGreaterThanOrEqual(4);
      for (const card of cards) expect(docs.get(card._ref)!.language).toBe(home.language);
      expect(sections.find((s) => s._type === 'hero')!.cta!.href).toMatch(/^\/[a-z0-9-]+\/$/);
    }
  });

  it('yardwise dealers serve postal areas with a phone in ###-###-#### form and a bookable calendar', () => {
    const dealers = ofType('dealer', 'yardwise');
    expect(dealers.length).toBeGreaterThanOrEqual(5);
    expect(dealers.some((d) => d.companyOwned === true) && dealers.some((d) => d.companyOwned === false)).toBe(true);
    expect(dealers.some((d) => d.country === 'CA')).toBe(true);
    for (const dealer of dealers) {
      expect(dealer.phone).toMatch(/^\d{3}-\d{3}-\d{4}$/);
      expect((dealer.serviceAreas as string[]).length).toBeGreaterThan(0);
      expect((dealer.calendar as { slots: string[] }).slots.length).toBeGreaterThan(0);
    }
  });

  it('Portable Text links are https or site-relative only', () => {
    for (const d of all) {
      walk(d, (value, path) => {
        if (value && typeof value === 'object' && (value as { _type?: string })._type === 'link') {
          const href = (value as { href: string }).href;
          expect(/^https:\/\//.test(href) || /^\/(?!\/)/.test(href), `${d._id} ${path} ${href}`).toBe(true);
        }
      });
    }
  });
});

describe('images', () => {
  it('every referenced image exists with the stated size, and all images stay under 15 MB', () => {
    let total = 0;
    const seen = new Set<string>();
    for (const d of all) {
      walk(d, (value) => {
        if (value && typeof value === 'object' && typeof (value as { path?: unknown }).path === 'string' && String((value as { path: string }).path).startsWith('images/')) {
          const image = value as { path: string; width: number; height: number };
          if (seen.has(image.path)) return;
          seen.add(image.path);
          const file = join(CONTENT_DIR, image.path);
          expect(existsSync(file), image.path).toBe(true);
          const png = readFileSync(file);
          expect(png.readUInt32BE(16), `${image.path} width`).toBe(image.width);
          expect(png.readUInt32BE(20), `${image.path} height`).toBe(image.height);
          total += statSync(file).size;
        }
      });
    }
    expect(seen.size).toBeGreaterThan(100);
    expect(total).toBeLessThan(15 * 1024 * 1024);
  });
});
