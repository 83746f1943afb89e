// Believable-content rules of the committed content/ dataset: copy that fits each product's kind in
// every language, reviews that fit the product and carry their language, per-brand voice.
import { assert, describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../scripts/content/build-content';
import { ELECTRONIC_KINDS, type Kind, TEXTILE_KINDS, kindOf } from '../../scripts/content/catalogue/kinds';
import { reviewPool } from '../../scripts/content/catalogue/reviews';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSearchRoute, searchRouteToSearch } from '../../src/features/search/search-route';
import { brandLanguages, CONTENT_DIR, entryOf, type ContentDoc, loadDocs, walk } from './load';
import { BRAND_IDS } from '../../wire/vocabulary';

const all = [...loadDocs().values()];
const ofType = (type: string, brand?: string) => all.filter((d) => d._type === type && (!brand || d.brand === brand));
const handleOf = (d: ContentDoc) => (d.store as { slug: { current: string } }).slug.current;

/** Kind of every product of the committed catalogues, by brand and handle. */
const kinds = new Map<string, Kind>();
for (const [brand, spec] of Object.entries(CATALOGUES)) for (const product of spec.products) kinds.set(`${brand}:${product.handle}`, kindOf(product));
const kindOfDoc = (d: ContentDoc) => kinds.get(`${String(d.brand)}:${handleOf(d)}`)!;

/** Words that only fit fabric goods, per language. */
const TEXTILE_WORDS: Record<string, RegExp> = {
  en: /\b(fabric|ripstop|fleece|polyester|nylon|stitch\w*|machine washable|webbing|lining)\b/i,
  fr: /\b(tissu|polaire|polyester|nylon|coutures?|lavable en machine|doublure)\b/i,
  de: /(Stoff|Gewebe|Fleece|Polyester|Nylon|Nähte|Maschine waschbar|Futter)/,
  it: /\b(tessuto|pile|poliestere|nylon|cuciture|lavatrice|fodera)\b/i,
  nl: /\b(stof|fleece|polyester|nylon|naden|wasmachine|voering)\b/i,
  es: /\b(tela|forro polar|poliéster|nailon|costuras|lavadora|forro)\b/i,
};
/** Words that only fit electronics, per language (Trailmate sells none). */
const ELECTRONIC_WORDS: Record<string, RegExp> = {
  en: /\b(battery|batteries|LTE|GPS|recharg\w*|transmitter|receiver)\b/i,
  fr: /\b(batterie|piles?|LTE|GPS|recharg\w*|émetteur|récepteur)\b/i,
  de: /(Akku|Batterie|LTE|GPS|aufladbar|Sender|Empfänger)/,
  it: /\b(batteria|LTE|GPS|ricaric\w*|trasmettitore|ricevitore)\b/i,
  nl: /\b(batterij|accu|LTE|GPS|oplaadbaar|zender|ontvanger)\b/i,
  es: /\b(batería|LTE|GPS|recargable|transmisor|receptor)\b/i,
};

describe('product copy fits the product kind', () => {
  const products = ofType('product');
  it('every catalogue product has a kind', () => {
    for (const d of products) expect(kindOfDoc(d), handleOf(d)).toBeDefined();
  });
  it('every product has a description with specification lines in each language of its brand', () => {
    for (const d of products) {
      const description = d.description as Record<string, string>;
      for (const language of brandLanguages(d.brand)) {
        expect(description[language], `${handleOf(d)} ${language}`).toBeTruthy();
        if (kindOfDoc(d) !== 'gift') expect(description[language]?.split('\n\n').length, `${handleOf(d)} ${language} specifications`).toBeGreaterThan(1);
      }
    }
  });
  it('no fabric sentence on an electronic product, no electronics sentence on a fabric product, in any language', () => {
    for (const d of products) {
      const kind = kindOfDoc(d);
      for (const [language, text] of Object.entries(d.description as Record<string, string>)) {
        if (ELECTRONIC_KINDS.includes(kind)) expect(text, `${handleOf(d)} (${kind}) ${language}`).not.toMatch(entryOf(TEXTILE_WORDS, language, 'textile words'));
        if (TEXTILE_KINDS.includes(kind)) expect(text, `${handleOf(d)} (${kind}) ${language}`).not.toMatch(entryOf(ELECTRONIC_WORDS, language, 'electronics words'));
      }
    }
  });
  it('the fabric durability sentence appears only on fabric products', () => {
    for (const d of products) {
      const text = (d.description as Record<string, string>).en ?? '';
      if (/ripstop/i.test(text)) expect(TEXTILE_KINDS, handleOf(d)).toContain(kindOfDoc(d));
    }
  });
});

/** Specification labels the copy opens a line with, per language (as a shopper reads them). */
const LABELS: Record<'materials' | 'fit' | 'range' | 'battery', Record<string, RegExp>> = {
  materials: { en: /^Materials: /, fr: /^Matériaux : /, de: /^Material: /, it: /^Materiali: /, nl: /^Materialen: /, es: /^Materiales: / },
  fit: { en: /^(Fit|Size): /, fr: /^Taille : /, de: /^(Passform|Größe): /, it: /^(Vestibilità|Misure|Misura): /, nl: /^(Pasvorm|Maat): /, es: /^(Ajuste|Tamaño|Medidas): / },
  range: { en: /^Range: /, fr: /^Portée : /, de: /^Reichweite: /, it: /^Portata: /, nl: /^Bereik: /, es: /^Alcance: / },
  battery: { en: /^Battery: /, fr: /^Batterie : /, de: /^Akku: /, it: /^Batteria: /, nl: /^Accu: /, es: /^Batería: / },
};
/** Kinds that must say what they fit even without sizes (a car seat, a pet's weight). */
const FIT_ALWAYS: readonly Kind[] = ['carGear', 'carrier'];
/** Collars and fences: they must say how far they reach and how long they run. */
const RANGE_AND_BATTERY: readonly Kind[] = ['fence', 'eCollar', 'gps'];

describe('product copy says what a shopper needs to know, in every language the brand sells in', () => {
  const products = ofType('product');
  const specLinesOf = (d: ContentDoc, language: string) => ((d.description as Record<string, string>)[language] ?? '').split('\n\n').slice(1);
  const sized = (d: ContentDoc) => (d.store as { options: { name: string }[] }).options.some((o) => o.name === 'Size');
  const expectLine = (d: ContentDoc, label: keyof typeof LABELS) => {
    for (const language of brandLanguages(d.brand)) {
      const lines = specLinesOf(d, language);
      expect(lines.filter((line) => entryOf(LABELS[label], language, `${label} label`).test(line)).length, `${handleOf(d)} (${kindOfDoc(d)}) ${language}: a ${label} line in ${JSON.stringify(lines)}`).toBe(1);
    }
  };
  it('every textile product has a materials line', () => {
    const textiles = products.filter((d) => TEXTILE_KINDS.includes(kindOfDoc(d)));
    expect(textiles.length).toBeGreaterThan(30);
    for (const d of textiles) expectLine(d, 'materials');
  });
  it('every textile product sold in sizes, and every car seat cover and carrier, has fit or size advice', () => {
    const fitting = products.filter((d) => TEXTILE_KINDS.includes(kindOfDoc(d)) && (sized(d) || FIT_ALWAYS.includes(kindOfDoc(d))));
    expect(fitting.length).toBeGreaterThan(20);
    for (const d of fitting) expectLine(d, 'fit');
  });
  it('every collar and fence product (fences, training and receiver collars, GPS collars) has a range line and a battery line', () => {
    const electronic = products.filter((d) => RANGE_AND_BATTERY.includes(kindOfDoc(d)));
    expect(electronic.length).toBeGreaterThan(10);
    for (const d of electronic) {
      expectLine(d, 'range');
      expectLine(d, 'battery');
    }
  });
  it('only remote trainers claim a remote range; bark and receiver collars say how they work instead', () => {
    for (const d of products.filter((p) => kindOfDoc(p) === 'eCollar')) {
      const range = specLinesOf(d, 'en').find((line) => entryOf(LABELS.range, 'en', 'range label').test(line))!;
      if (/remote/i.test(handleOf(d))) expect(range, handleOf(d)).toMatch(/\d+ m\b/);
      else expect(range, handleOf(d)).not.toMatch(/\d+ m\b/);
    }
  });
});

describe('every colour has its own picture', () => {
  it('each variant shows the image of its colour: distinct per colour, on disk, among the product images, with the colour in its alt text', () => {
    let checked = 0;
    for (const d of ofType('product')) {
      const store = d.store as { options: { name: string; values: string[] }[]; variants: { _ref: string }[] };
      const colorIndex = store.options.findIndex((o) => o.name === 'Color');
      if (colorIndex < 0) continue;
      const images = (d.images as { path: string; alt: Record<string, string> }[]).map((i) => i.path);
      const byColor = new Map<string, string>();
      for (const ref of store.variants) {
        const variant = all.find((v) => v._id === ref._ref)!.store as { previewImageUrl: string; [k: string]: unknown };
        const color = variant[`option${colorIndex + 1}`] as string;
        const known = byColor.get(color);
        if (known) expect(variant.previewImageUrl, `${handleOf(d)} ${color}`).toBe(known);
        byColor.set(color, variant.previewImageUrl);
        expect(images, handleOf(d)).toContain(variant.previewImageUrl);
        expect(existsSync(join(CONTENT_DIR, variant.previewImageUrl)), variant.previewImageUrl).toBe(true);
      }
      expect(new Set(byColor.values()).size, handleOf(d)).toBe(store.options[colorIndex]!.values.length);
      const second = (d.images as { path: string; alt: Record<string, string> }[]).find((i) => i.path === byColor.get(store.options[colorIndex]!.values[1] ?? ''));
      if (second) expect(second.alt.en, handleOf(d)).toMatch(/ in [A-Z]/);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('reviews fit the product and its language', () => {
  const products = ofType('product');
  type Review = { title: string; body: string; rating: number; language?: string };
  it('each review has one of the product’s languages and is written in it', () => {
    for (const d of products) {
      const languages = (d.languages as string[]) ?? brandLanguages(d.brand);
      for (const review of (d.reviews as Review[]) ?? []) {
        expect(languages, `${handleOf(d)}: ${review.title}`).toContain(review.language);
        const pool = reviewPool(kindOfDoc(d), (d.store as { tags: string[] }).tags);
        const source = pool.find((text) => text.title[review.language as 'en'] === review.title);
        expect(source, `${handleOf(d)}: "${review.title}" is a ${review.language} review of its kind`).toBeDefined();
        expect(source!.body[review.language as 'en']).toBe(review.body);
      }
    }
  });
  it('indoor barriers carry no outdoor fence review (buried wire, yards, dealers)', () => {
    const indoor = products.filter((d) => (d.store as { tags: string[] }).tags.includes('indoor'));
    expect(indoor.length).toBeGreaterThan(0);
    for (const d of indoor) {
      for (const review of (d.reviews as Review[]) ?? []) {
        expect(`${review.title} ${review.body}`, handleOf(d)).not.toMatch(/\b(yard|wire|burying|dealer|terrain|fil|revendeur|jardin)\b/i);
      }
    }
  });

  it('products with a plural name agree with it ("The Trail Dog Boots are made", never "… is made")', () => {
    const plural = new Map<string, boolean>();
    for (const [brand, spec] of Object.entries(CATALOGUES)) for (const product of spec.products) plural.set(`${brand}:${product.handle}`, product.plural ?? false);
    let checked = 0;
    for (const d of products) {
      const title = (d.title as Record<string, string>).en;
      assert.isDefined(title, 'title');
      const description = (d.description as Record<string, string>).en;
      if (plural.get(`${String(d.brand)}:${handleOf(d)}`)) {
        checked += 1;
        expect(description, handleOf(d)).not.toMatch(new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (is|keeps|helps)\\b`));
        expect(description, handleOf(d)).toMatch(new RegExp(`^The ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (are|keep|help)\\b`));
      }
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it('no review appears twice on a product', () => {
    for (const d of products) {
      const texts = ((d.reviews as Review[]) ?? []).map((review) => `${review.language}:${review.title}`);
      expect(new Set(texts).size, handleOf(d)).toBe(texts.length);
    }
  });
  it('fence, collar and tracker reviews never talk about car seats, and travel gear reviews never about fences', () => {
    for (const d of products) {
      const text = ((d.reviews as Review[]) ?? []).filter((r) => r.language === 'en').map((r) => `${r.title} ${r.body}`).join(' ');
      if (d.brand !== 'trailmate') expect(text, handleOf(d)).not.toMatch(/\b(car|seat|SUV|jumps in)\b/i);
      if (d.brand === 'trailmate') expect(text, handleOf(d)).not.toMatch(/\b(fence|boundary|wire|battery)\b/i);
    }
  });
  it('German trailmate pages have reviews with a non-whole average somewhere (the locale number format shows)', () => {
    const averages = products
      .filter((d) => d.brand === 'trailmate')
      .map((d) => ((d.reviews as Review[]) ?? []).filter((r) => r.language === 'de'))
      .filter((reviews) => reviews.length > 1)
      .map((reviews) => reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length);
    expect(averages.some((average) => !Number.isInteger(average))).toBe(true);
  });
  it('a German trailmate product has three or more German reviews averaging 3.3 (the page shows "3,3 von 5 Sternen")', () => {
    const found = products.filter((d) => {
      const german = ((d.reviews as Review[]) ?? []).filter((r) => r.language === 'de');
      return d.brand === 'trailmate' && german.length >= 3 && Math.round((german.reduce((sum, r) => sum + r.rating, 0) / german.length) * 10) / 10 === 3.3;
    });
    expect(found.map(handleOf)).not.toEqual([]);
  });
});

describe('each brand speaks for itself', () => {
  const heroes = (brand: string) =>
    ofType('page', brand)
      .filter((d) => (d.slug as { current: string }).current === '/')
      .map((d) => (d.sections as { _type: string; heading: string; text: string }[]).find((s) => s._type === 'hero')!);
  it('each brand’s home hero differs from every other brand’s, in every language', () => {
    const seen = new Map<string, string>();
    for (const brand of BRAND_IDS) {
      expect(heroes(brand).length, brand).toBe(brandLanguages(brand).length);
      for (const hero of heroes(brand)) {
        for (const text of [hero.heading, hero.text]) {
          expect(seen.get(text), `"${text}" of ${brand}`).toBeUndefined();
          seen.set(text, brand);
        }
      }
    }
  });
  it('home pages name what the brand sells', () => {
    const sells: Record<string, RegExp> = { trailmate: /car|travel/i, yardwise: /fence/i, homing: /GPS/ };
    for (const brand of Object.keys(sells)) {
      const english = ofType('page', brand).find((d) => (d.slug as { current: string }).current === '/' && d.language === 'en')!;
      const hero = (english.sections as { _type: string; heading: string; text: string }[]).find((s) => s._type === 'hero')!;
      expect(`${hero.heading} ${hero.text}`, brand).toMatch(entryOf(sells, brand, 'words for what the brand sells'));
    }
  });
  it('each brand has an about page in every language it sells in, in its own words, naming what it sells, linked from its footer', () => {
    const sells: Record<string, Record<string, RegExp>> = {
      trailmate: { en: /\b(car|travel)\b/i, fr: /\b(voiture|voyage)\b/i, de: /(Auto|Reise)/, it: /\b(auto|viaggio)\b/i, nl: /\b(auto|reis)/i, es: /\b(coche|viaje)\b/i },
      yardwise: { en: /\bfences?\b/i, fr: /\bclôtures?\b/i },
      homing: { en: /\bGPS collars?\b/ },
    };
    const seen = new Map<string, string>();
    for (const brand of BRAND_IDS) {
      const about = ofType('page', brand).filter((d) => (d.slug as { current: string }).current === 'about');
      expect(about.map((d) => d.language).sort(), brand).toEqual([...brandLanguages(brand)].sort());
      for (const d of about) {
        expect(d.template, d._id).toBe('marketing');
        const text = (d.body as { children?: { text: string }[] }[]).map((b) => (b.children ?? []).map((c) => c.text).join('')).join(' ');
        expect(`${String(d.title)} ${text}`, d._id).toContain(brand.charAt(0).toUpperCase() + brand.slice(1));
        expect(text, d._id).toMatch(entryOf(entryOf(sells, brand, 'words for what the brand sells'), String(d.language), `words for what ${brand} sells`));
        expect(text.split(/\s+/).length, d._id).toBeGreaterThan(60);
        const neutral = text.replaceAll(/Trailmate|Yardwise|Homing/g, '{brand}');
        expect(seen.get(neutral), `${d._id} repeats another brand's about page`).toBeUndefined();
        seen.set(neutral, brand);
      }
      const config = JSON.parse(readFileSync(join(CONTENT_DIR, '..', 'brands', brand, 'brand.json'), 'utf8')) as { footer: { path?: string; label?: Record<string, string> }[] };
      const link = config.footer.find((entry) => entry.path === '/about/');
      expect(link, `${brand} footer links /about/`).toBeDefined();
      for (const language of brandLanguages(brand)) expect(link!.label?.[language], `${brand} footer label in ${language}`).toBeTruthy();
    }
  });
  it('no press release title or paragraph is shared between brands', () => {
    const owner = new Map<string, string>();
    for (const d of ofType('pressRelease')) {
      const texts = [d.title as string, ...(d.body as { children?: { text: string }[] }[]).map((b) => (b.children ?? []).map((c) => c.text).join(''))];
      for (const text of texts) {
        const neutral = text.replaceAll(/Trailmate|Yardwise|Homing/g, '{brand}');
        const other = owner.get(neutral);
        expect(other === undefined || other === d.brand, `"${text}" (${String(d.brand)}) also in ${other}`).toBe(true);
        owner.set(neutral, String(d.brand));
      }
    }
  });
  it('every brand has its own press releases in each of its languages', () => {
    for (const brand of BRAND_IDS) {
      const press = ofType('pressRelease', brand);
      for (const language of brandLanguages(brand)) expect(press.filter((d) => d.language === language).length, `${brand} ${language}`).toBeGreaterThanOrEqual(3);
    }
  });
  it('Homing’s press claims no market beyond the United States and Canada', () => {
    const elsewhere = /\b(Europe|European|Australia|United Kingdom|Mexico|more countries|worldwide|international|global)\b/i;
    for (const d of ofType('pressRelease', 'homing')) {
      const text = [d.title as string, ...(d.body as { children?: { text: string }[] }[]).flatMap((b) => (b.children ?? []).map((c) => c.text))].join(' ');
      expect(text, d._id).not.toMatch(elsewhere);
    }
  });
  it('content pages do not repeat their heading and intro as a second section', () => {
    for (const d of ofType('page')) {
      const body = (d.body as { children?: { text: string }[] }[]).map((b) => (b.children ?? []).map((c) => c.text).join(''));
      for (const section of (d.sections as { heading?: string; text?: string }[]) ?? []) {
        expect(section.heading === d.title && body.includes(section.text ?? ''), `${d._id} repeats its title and intro`).toBe(false);
      }
    }
  });
});

describe('articles are guides', () => {
  const posts = ofType('blogPost');
  const text = (d: ContentDoc) => (d.body as { children?: { text: string }[] }[]).map((b) => (b.children ?? []).map((c) => c.text).join('')).join(' ');
  it('fence and GPS brands’ posts never borrow travel-gear making stories (sewing, trips on the road)', () => {
    for (const d of posts.filter((post) => post.brand !== 'trailmate')) {
      expect(text(d), d._id).not.toMatch(/\b(sewed|sewn|cousu|how dogs really travel|comment les chiens voyagent)\b/i);
    }
  });
  it('every post exists in each language of its brand', () => {
    for (const brand of BRAND_IDS) {
      const slugs = new Set(ofType('blogPost', brand).map((d) => (d.slug as { current: string }).current));
      for (const slug of slugs) {
        const languages = ofType('blogPost', brand).filter((d) => (d.slug as { current: string }).current === slug).map((d) => d.language);
        expect(languages.sort(), `${brand} ${slug}`).toEqual([...brandLanguages(brand)].sort());
      }
    }
  });
  it('every post has at least 300 words and 2 section headings, in every language', () => {
    for (const d of posts) {
      expect(text(d).split(/\s+/).filter(Boolean).length, d._id).toBeGreaterThanOrEqual(300);
      expect((d.body as { style: string }[]).filter((b) => b.style === 'h2' || b.style === 'h3').length, d._id).toBeGreaterThanOrEqual(2);
    }
  });
  it('every post has an image and at least two related products, each linked from its body', () => {
    for (const d of posts) {
      expect((d.image as { path: string }).path, d._id).toMatch(/^images\/.+\.png$/);
      const related = d.products as { _ref: string }[];
      expect(related.length, d._id).toBeGreaterThanOrEqual(2);
      const links = (d.body as { markDefs?: { href: string }[] }[]).flatMap((b) => (b.markDefs ?? []).map((m) => m.href));
      expect(links.length, d._id).toBe(related.length);
    }
  });

  it('every post shows a picture of each related product inside its body, with alt text in its language, from a file that exists', () => {
    for (const d of posts) {
      const pictures = (d.body as { _type: string; path?: string; alt?: string }[]).filter((b) => b._type === 'image');
      expect(pictures.length, d._id).toBe((d.products as unknown[]).length);
      for (const picture of pictures) {
        expect(existsSync(join(CONTENT_DIR, picture.path!)), picture.path).toBe(true);
        expect(picture.alt, d._id).toBeTruthy();
      }
    }
  });
});

describe('internal links carry only parameters their page reads', () => {
  /** Site paths with a query string anywhere in the dataset (links, card paths, banner links). */
  const linksWithQuery = all.flatMap((d) => {
    const found: { from: string; link: string }[] = [];
    walk(d, (value, path) => {
      if (typeof value === 'string' && /^\/(?!\/)[^?#]*\?/.test(value)) found.push({ from: `${d._id} ${path}`, link: value });
    });
    return found;
  });
  it('a search link uses `query` and only parameters the search page reads back (none dropped, none renamed)', () => {
    const searches = linksWithQuery.filter(({ link }) => link.startsWith('/search/'));
    for (const { from, link } of searches) {
      const search = link.slice(link.indexOf('?'));
      const route = parseSearchRoute(search);
      expect(route.query, from).not.toBe('');
      expect(Object.fromEntries(new URLSearchParams(searchRouteToSearch(route))), from).toEqual(Object.fromEntries(new URLSearchParams(search)));
    }
  });
  it('no other page is linked with a query string (none reads one from content links)', () => {
    for (const { from, link } of linksWithQuery) expect(link, from).toMatch(/^\/search\/\?/);
  });
});
