// Studio's Presentation tool: one per brand ("Preview: Trailmate", …), each framing that brand's
// preview origin (scripts/preview/: drafts over published on the site's own templates). Presentation
// signs the frame in with its preview-url secret at the preview's enable path, follows the frame's
// navigation (the overlay script of the preview reports it) and drives it from its address bar;
// `mainDocuments` opens the document a preview page shows, `locations` lists the pages a document
// appears on. Paths follow the site's rules (src/lib/paths/): default locale, no prefix.
import { defineDocuments, defineLocations, presentationTool, type DocumentLocation } from 'sanity/presentation';

interface PreviewBrand {
  id: 'trailmate' | 'yardwise' | 'homing';
  title: string;
  /** Where the brand's blog lives (brands/<brand>/brand.json `blogPath`). */
  blogPath: string;
  /** The preview origin `npm start` serves (scripts/preview/ports.ts). */
  port: number;
}

const BRANDS: PreviewBrand[] = [
  { id: 'trailmate', title: 'Trailmate', blogPath: '/blog/', port: 9021 },
  { id: 'yardwise', title: 'Yardwise', blogPath: '/learn/', port: 9022 },
  { id: 'homing', title: 'Homing', blogPath: '/blog/', port: 9023 },
];

/** The path Presentation opens first with its secret (scripts/preview/preview-server.ts ENABLE_PATH). */
const ENABLE_PATH = '/__preview/enable';

/** A brand's preview origin: SANITY_STUDIO_PREVIEW_<BRAND> when set (a hosted preview), else the local one. */
export function previewOrigin(brand: PreviewBrand): string {
  const configured = process.env[`SANITY_STUDIO_PREVIEW_${brand.id.toUpperCase()}`];
  return (configured || `http://preview-${brand.id}.localhost:${brand.port}`).replace(/\/+$/, '');
}

const slash = (path: string) => (path.endsWith('/') ? path : `${path}/`);
const toUrlSafe = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A product's page (src/lib/paths/product-slug.ts): its prefix, else its product type, then its handle. */
export function productHref(handle: string, productType?: string | null, pathPrefix?: string | null): string {
  if (pathPrefix !== undefined && pathPrefix !== null) {
    const prefix = pathPrefix.replace(/^\/+|\/+$/g, '');
    return slash(prefix ? `/${prefix}/${handle}` : `/${handle}`);
  }
  const type = toUrlSafe(productType ?? '');
  return slash(type ? `/${type}/${handle}` : `/${handle}`);
}

/** Whether a document (its `brand`, or a shared one's `brands`) shows on this brand. */
const onBrand = (brand: PreviewBrand, doc: { brand?: string; brands?: string[] } | null | undefined) =>
  Boolean(doc && (doc.brand === brand.id || (doc.brand === 'shared' && (!doc.brands?.length || doc.brands.includes(brand.id)))));

const located = (locations: DocumentLocation[]) => ({ locations });

function brandPresentation(brand: PreviewBrand) {
  const origin = previewOrigin(brand);
  const mine = `brand == "${brand.id}"`;
  return presentationTool({
    name: `preview-${brand.id}`,
    title: `Preview: ${brand.title}`,
    allowOrigins: [origin],
    previewUrl: { initial: origin, previewMode: { enable: ENABLE_PATH } },
    resolve: {
      // The document a preview page is about (its form opens beside it).
      mainDocuments: defineDocuments([
        { route: `${brand.blogPath}:slug`, filter: `_type == "blogPost" && ${mine} && slug.current == $slug` },
        { route: '/:type/:handle', filter: `_type == "product" && ${mine} && store.slug.current == $handle` },
        {
          route: '/:slug',
          filter: `(_type == "collection" && ${mine} && store.slug.current == $slug) || (_type == "page" && ${mine} && slug.current == $slug) || (_type == "sharedPage" && slug.current == $slug)`,
        },
      ]),
      // The pages a document shows on (Presentation lists them above the form and opens the first).
      locations: {
        product: defineLocations({
          select: { title: 'store.title', handle: 'store.slug.current', productType: 'store.productType', pathPrefix: 'pathPrefix', brand: 'brand' },
          resolve: (doc) =>
            doc?.handle && onBrand(brand, doc) ? located([{ title: doc.title || doc.handle, href: productHref(doc.handle, doc.productType, doc.pathPrefix) }]) : null,
        }),
        collection: defineLocations({
          select: { title: 'store.title', handle: 'store.slug.current', brand: 'brand' },
          resolve: (doc) => (doc?.handle && onBrand(brand, doc) ? located([{ title: doc.title || doc.handle, href: slash(`/${doc.handle}`) }]) : null),
        }),
        blogPost: defineLocations({
          select: { title: 'title', slug: 'slug.current', brand: 'brand' },
          resolve: (doc) =>
            doc?.slug && onBrand(brand, doc)
              ? located([
                  { title: doc.title || doc.slug, href: slash(`${brand.blogPath}${doc.slug}`) },
                  { title: 'Blog', href: brand.blogPath },
                ])
              : null,
        }),
        page: defineLocations({
          select: { title: 'title', slug: 'slug.current', brand: 'brand' },
          resolve: (doc) => (doc?.slug && onBrand(brand, doc) ? located([{ title: doc.title || doc.slug, href: slash(`/${doc.slug.replace(/^\/+|\/+$/g, '')}`) }]) : null),
        }),
        sharedPage: defineLocations({
          select: { title: 'title', slug: 'slug.current', brand: 'brand', brands: 'brands' },
          resolve: (doc) => (doc?.slug && onBrand(brand, doc) ? located([{ title: doc.title || doc.slug, href: slash(`/${doc.slug.replace(/^\/+|\/+$/g, '')}`) }]) : null),
        }),
      },
    },
  });
}

/** One Presentation tool per brand (each frames one preview origin; Presentation shows one origin at a time). */
export function presentationTools() {
  return BRANDS.map(brandPresentation);
}
