// Builds one brand's editorial documents (one per language, linked by translationKey).
import { EDITORIAL } from '../i18n';
import type { EditorialDictionary, PageKey } from '../i18n/editorial-types';
import type { ImageJob } from '../catalogue/build';
import type { Shape } from '../catalogue/types';
import { type BrandInfo, type Doc, type Language, type Localized, doc, isoDay, key, localize, ref, refItem } from '../lib/core-exports';
import { block, bullet, linkBlock } from '../lib/portable-text';
import { type ArticleProduct, productSection, relatedProducts } from './article-sections';
import { ABOUT_VOICE, BLOG_VOICE, HOME_VOICE, PRESS_VOICE } from './brand-voice';
import { TOPIC_ADVICE } from './topic-advice';
import { EDITORIAL_SPECS, type PostSpec } from './specs';

/** What editorial content needs to know about a product. */
export interface ProductInfo extends ArticleProduct {
  shape: Shape;
}

/** Page slugs and templates, shared by every brand. */
export const PAGES: Record<PageKey, { slug: string; template: string }> = {
  home: { slug: '/', template: 'home' },
  privacy: { slug: 'privacy-policy', template: 'privacy' },
  firstAidGuide: { slug: 'first-aid-guide', template: 'firstAidGuide' },
  proProgram: { slug: 'pro-program-application', template: 'proProgram' },
  lifetimeWarranty: { slug: 'lifetime-warranty', template: 'lifetimeWarranty' },
  calorieCalculator: { slug: 'dog-calorie-calculator', template: 'calorieCalculator' },
  contact: { slug: 'contact-us', template: 'contact' },
  accessibility: { slug: 'accessibility', template: 'marketing' },
  shipping: { slug: 'shipping', template: 'marketing' },
  returns: { slug: 'returns', template: 'marketing' },
  about: { slug: 'about', template: 'marketing' },
};

/** Site-relative path of a page (no locale prefix; the site adds it). */
export function pagePath(page: PageKey): string {
  return PAGES[page].slug === '/' ? '/' : `/${PAGES[page].slug}/`;
}

/** Id of a page document in one language. */
export function pageId(brand: string, page: PageKey, language: Language): string {
  return `page-${brand}-${page}-${language}`;
}

function image(path: string, alt: Localized, width: number, height: number, hotspot?: { x: number; y: number }) {
  return { _key: key('image', path), path, alt, width, height, ...(hotspot ? { hotspot } : {}) };
}

/** Builds pages, blog, press, people, support cards, store locations and banners of one brand. */
export function buildEditorial(brand: BrandInfo, products: Map<string, ProductInfo>, collections: string[]): { docs: Doc[]; images: ImageJob[] } {
  const spec = EDITORIAL_SPECS[brand.id];
  const docs: Doc[] = [];
  const images: ImageJob[] = [];
  const product = (handle: string): ProductInfo => {
    const found = products.get(handle);
    if (!found) throw new Error(`Editorial content of ${brand.id} names unknown product ${handle}`);
    return found;
  };
  const designer = spec.people.find((person) => person.role === 'designer')!;
  const common = (type: string, slug: string, language: Language) => ({
    id: `${type}-${brand.id}-${slug}-${language}`,
    fields: { brand: brand.id, language, translationKey: `${type}-${brand.id}-${slug}` },
  });
  const fill = (text: string) => text.replaceAll('{brand}', brand.name);

  for (const person of spec.people) {
    const path = `images/${brand.id}/person-${person.slug}.png`;
    images.push({ path, width: 400, height: 400, shape: 'ball', color: brand.colors.secondary, seed: `person:${person.slug}` });
  }
  spec.posts.forEach((post) => {
    const featured = 'product' in post ? product(post.product) : post.products[0] ? product(post.products[0]) : null;
    images.push({
      path: `images/${brand.id}/blog-${post.slug}.png`, width: 1200, height: 630, shape: 'article', color: brand.colors.secondary,
      seed: `blog:${brand.id}:${post.slug}`, ...(featured ? { overlay: featured.shape, overlayColor: brand.colors.accent } : {}),
    });
  });
  images.push({ path: `images/${brand.id}/home-hero.png`, width: 1200, height: 630, shape: 'article', color: brand.colors.accent, seed: `hero:${brand.id}` });

  for (const language of brand.languages) {
    const t: EditorialDictionary = EDITORIAL[language];
    const altAll = (make: (d: EditorialDictionary) => string): Localized => localize(brand.languages, (l) => make(EDITORIAL[l]));

    for (const person of spec.people) {
      const c = common('person', person.slug, language);
      const role = t.roles[person.role];
      docs.push(doc(c.id, 'person', {
        ...c.fields,
        name: person.name,
        title: person.name,
        slug: { _type: 'slug', current: person.slug },
        role,
        bio: t.bio(person.name, role, brand.name),
        image: image(`images/${brand.id}/person-${person.slug}.png`, localize(brand.languages, () => person.name), 400, 400),
        publishedAt: '2026-01-05T09:00:00Z',
      }));
    }

    for (const category of spec.categories) {
      const c = common('blogCategory', category, language);
      docs.push(doc(c.id, 'blogCategory', {
        ...c.fields,
        title: t.categories[category].title,
        slug: { _type: 'slug', current: slugOfCategory(category) },
        description: t.categories[category].description,
        seo: { title: `${t.categories[category].title} | ${t.seoSuffix(brand.name)}`, description: t.categories[category].description },
        publishedAt: '2026-01-05T09:00:00Z',
      }));
    }

    spec.posts.forEach((post, index) => {
      const c = common('blogPost', post.slug, language);
      const written = writePost(post, t, brand, designer.name, (handle) => product(handle).title[language]!);
      const named: string[] = 'product' in post ? [post.product] : post.products;
      named.forEach(product);
      // The post's advice, then a section per related product (description, specifications, an owner's words).
      const related = relatedProducts(named, products, language).map((info) => info.handle);
      const body = [
        // Tips read as a list after their first sentence.
        ...written.body.map((text, n) => (post.kind === 'tips' && n > 0 ? bullet(`${c.id}:${n}`, text) : block(`${c.id}:${n}`, text))),
        ...adviceBlocks(post, language, c.id),
        ...related.flatMap((handle) => productSection(`${c.id}:${handle}`, product(handle), language, t.blog.shopLink)),
      ];
      docs.push(doc(c.id, 'blogPost', {
        ...c.fields,
        title: written.title,
        slug: { _type: 'slug', current: post.slug },
        excerpt: written.excerpt,
        body,
        category: ref(`blogCategory-${brand.id}-${post.category}-${language}`),
        author: ref(`person-${brand.id}-${post.author}-${language}`),
        image: image(`images/${brand.id}/blog-${post.slug}.png`, altAll((d) => writePost(post, d, brand, designer.name, (h) => product(h).title[d.language]!).title), 1200, 630, { x: 0.5, y: 0.7 }),
        tags: [post.category, post.kind],
        // Article metadata: arbitrary keys (the head writes each as article:<key>), here the post's section.
        metadata: [{ _key: key('articleMeta', c.id, 'section'), key: 'section', value: t.categories[post.category].title }],
        publishedAt: isoDay('2025-09-01', index * 23),
        products: related.map((handle) => refItem(`globalProduct-${brand.id}-${handle}`)),
        seo: { title: `${written.title} | ${t.seoSuffix(brand.name)}`, description: written.excerpt },
      }));
    });

    for (const press of PRESS_VOICE[brand.id]) {
      const c = common('pressRelease', press.slug, language);
      const writer = press.text[language];
      if (!writer) throw new Error(`Press release ${press.slug} has no ${language} text`);
      const written = writer(press.product ? product(press.product).title[language]! : '');
      docs.push(doc(c.id, 'pressRelease', {
        ...c.fields,
        title: written.title,
        slug: { _type: 'slug', current: press.slug },
        excerpt: written.body[0],
        body: written.body.map((text, n) => block(`${c.id}:${n}`, text)),
        publishedAt: `${press.date}T14:00:00Z`,
        outlet: press.outlet,
        seo: { title: `${written.title} | ${brand.name}`, description: written.body[0] },
      }));
    }

    const voice = HOME_VOICE[brand.id][language];
    if (!voice) throw new Error(`${brand.id} has no ${language} home copy`);
    const about = ABOUT_VOICE[brand.id][language];
    if (!about) throw new Error(`${brand.id} has no ${language} about page`);
    const pageKeys = (Object.keys(PAGES) as PageKey[]).filter((page) => page !== 'accessibility');
    for (const page of pageKeys) {
      const copy = page === 'home' ? { title: t.pages.home.title, intro: voice.intro, paragraphs: voice.paragraphs } : page === 'about' ? about : t.pages[page];
      const c = common('page', page, language);
      const sections = page === 'home'
        ? [
            { _key: key('section', c.id, 'hero'), _type: 'hero', heading: voice.heroHeading, text: voice.heroText, cta: { label: t.home.heroCta, href: spec.heroLink }, image: image(`images/${brand.id}/home-hero.png`, localize(brand.languages, (l) => HOME_VOICE[brand.id][l]!.heroHeading), 1200, 630) },
            { _key: key('section', c.id, 'products'), _type: 'productGrid', heading: t.home.productsHeading, products: spec.homeProducts.map((handle) => (product(handle), refItem(`globalProduct-${brand.id}-${handle}`))) },
            { _key: key('section', c.id, 'collections'), _type: 'collectionGrid', heading: t.home.collectionsHeading, collections: collections.slice(0, 6).map((handle) => refItem(`globalProductCollection-${brand.id}-${handle}`)) },
            { _key: key('section', c.id, 'support'), _type: 'supportCards', heading: t.home.supportHeading, cards: spec.cards.map((card) => refItem(`supportCard-${brand.id}-${card.card}-${language}`)) },
          ]
        : // The page's title and intro are its heading and first paragraph; no section repeats them.
          [];
      docs.push(doc(pageId(brand.id, page, language), 'page', {
        ...c.fields,
        title: page === 'home' ? brand.name : copy.title,
        slug: { _type: 'slug', current: PAGES[page].slug },
        template: PAGES[page].template,
        body: [
          ...[fill(copy.intro), ...copy.paragraphs.map(fill)].map((text, n) => block(`${c.id}:${n}`, text)),
          ...(page === 'privacy' || page === 'lifetimeWarranty' ? [linkBlock(`${c.id}:contact`, t.cards.contact.title, pagePath('contact'))] : []),
        ],
        sections,
        seo: { title: `${page === 'home' ? voice.heroHeading : copy.title} | ${brand.name}`, description: fill(copy.intro) },
        publishedAt: '2026-01-05T09:00:00Z',
      }));
    }

    for (const card of spec.cards) {
      const c = common('supportCard', card.card, language);
      const link = card.link.type === 'internal'
        ? { type: 'internal', targetId: pageId(brand.id, card.link.page as PageKey, language), path: pagePath(card.link.page as PageKey) }
        : card.link.type === 'route'
          ? { type: 'route', path: card.link.path }
          : card.link;
      docs.push(doc(c.id, 'supportCard', {
        ...c.fields,
        title: t.cards[card.card].title,
        slug: { _type: 'slug', current: card.card },
        text: t.cards[card.card].text,
        link,
        icon: card.card,
        publishedAt: '2026-01-05T09:00:00Z',
      }));
    }

    for (const store of spec.stores) {
      const c = common('storeLocation', store.slug, language);
      docs.push(doc(c.id, 'storeLocation', {
        ...c.fields,
        title: t.storeName(store.city),
        slug: { _type: 'slug', current: store.slug },
        name: t.storeName(store.city),
        address: store.address,
        city: store.city,
        region: store.region,
        postalCode: store.postalCode,
        country: store.country,
        phone: store.phone,
        hours: t.storeHours,
        publishedAt: '2026-01-05T09:00:00Z',
      }));
    }

    const banner = common('notificationBanner', 'site', language);
    docs.push(doc(banner.id, 'notificationBanner', {
      ...banner.fields,
      title: t.banner.plain,
      scheduledMessageEnabled: true,
      scheduledMessage: t.banner.scheduled,
      scheduledLink: spec.bannerLink,
      startDate: '2026-11-01T00:00:00-04:00',
      endDate: '2027-01-05T23:59:59-05:00',
      messageText: t.banner.plain,
      messageLink: '/',
    }));
  }
  return { docs, images };
}

/** Category slug as it appears in /blog/category/<slug>/. */
export function slugOfCategory(category: string): string {
  return category.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function writePost(post: PostSpec, t: EditorialDictionary, brand: BrandInfo, designer: string, title: (handle: string) => string) {
  const voice = BLOG_VOICE[brand.id]?.[t.language];
  switch (post.kind) {
    case 'trailTested':
      return { title: t.blog.trailTestedTitle(title(post.product)), excerpt: t.blog.trailTestedExcerpt(title(post.product)), body: voice?.trailTestedBody(title(post.product)) ?? t.blog.trailTestedBody(title(post.product), brand.name) };
    case 'meet':
      return { title: t.blog.meetTitle(title(post.product)), excerpt: t.blog.meetExcerpt(title(post.product)), body: voice?.meetBody(title(post.product)) ?? t.blog.meetBody(title(post.product), brand.name) };
    case 'designer':
      return { title: t.blog.designerTitle, excerpt: t.blog.designerExcerpt(designer, brand.name), body: voice?.designerBody(designer) ?? t.blog.designerBody(designer, brand.name) };
    case 'tips':
      return { title: t.blog.tipsTitle(t.topics[post.topic]), excerpt: t.blog.tipsExcerpt(t.topics[post.topic]), body: t.blog.tipsBody(t.topics[post.topic]) };
    case 'guide':
      return { title: t.blog.guideTitle(t.topics[post.topic]), excerpt: t.blog.guideExcerpt(t.topics[post.topic]), body: t.blog.guideBody(t.topics[post.topic], brand.name) };
  }
}

/** The topic advice section of a guide or tips post (heading and paragraphs) in a language. */
function adviceBlocks(post: PostSpec, language: Language, seed: string) {
  if (post.kind !== 'tips' && post.kind !== 'guide') return [];
  const advice = TOPIC_ADVICE[post.topic][language];
  if (!advice) throw new Error(`Blog topic ${post.topic} has no ${language} advice (post ${post.slug})`);
  return [block(`${seed}:advice`, advice.heading, 'h2'), ...advice.paragraphs.map((text, n) => block(`${seed}:advice:${n}`, text))];
}
