// Studio's Presentation tool: one per brand ("Preview: Trailmate", …), each framing that brand's
// preview origin (scripts/preview/: drafts over published on the site's own templates). Presentation
// signs the frame in with its preview-url secret at the preview's enable path, follows the frame's
// navigation (the overlay script of the preview reports it) and drives it from its address bar;
// `mainDocuments` opens the document a preview page shows, `locations` lists the pages a document
// appears on. Which pages and documents those are, in every market of the brand, is worked out in
// studio/market-paths.ts (no Sanity there, so the root's tests load it); this file hands it to Sanity.
import { map } from 'rxjs';
import { defineDocuments, presentationTool, type DocumentLocationResolver } from 'sanity/presentation';
import { BRANDS, LOCATION_LISTEN, LOCATION_QUERY, documentLocations, locationParams, mainDocumentQuery, type LocationAnswer, type PreviewBrand } from './market-paths';

/** The path Presentation opens first with its secret (scripts/preview/preview-server.ts ENABLE_PATH). */
const ENABLE_PATH = '/__preview/enable';

/** A brand's preview origin: SANITY_STUDIO_PREVIEW_<BRAND> when set (a hosted preview), else the local one. */
export function previewOrigin(brand: PreviewBrand): string {
  const configured = process.env[`SANITY_STUDIO_PREVIEW_${brand.id.toUpperCase()}`];
  return (configured || `http://preview-${brand.id}.localhost:${brand.port}`).replace(/\/+$/, '');
}

/** Presentation's location resolver for one brand: the document's pages in every market, kept current as it or the brand's settings change. */
export function brandLocations(brand: PreviewBrand): DocumentLocationResolver {
  return ({ id, type, version, perspectiveStack }, { documentStore }) => {
    const params = locationParams(brand, { id, type, version });
    if (!params) return null;
    return documentStore
      .listenQuery({ fetch: LOCATION_QUERY, listen: LOCATION_LISTEN }, params, { perspective: perspectiveStack, tag: 'presentation.locations' })
      .pipe(map((answer: LocationAnswer | null) => documentLocations(brand, answer)));
  };
}

function brandPresentation(brand: PreviewBrand) {
  const origin = previewOrigin(brand);
  return presentationTool({
    name: `preview-${brand.id}`,
    title: `Preview: ${brand.title}`,
    allowOrigins: [origin],
    previewUrl: { initial: origin, previewMode: { enable: ENABLE_PATH } },
    resolve: {
      // The document a preview page is about (its form opens beside it). One route for every path:
      // Presentation queries the first route that matches only, found document or not, and a
      // market's prefix (`/de/x/`) looks like a product type (`/dog-hammocks/x/`) to a route pattern.
      mainDocuments: defineDocuments([{ route: '/:path*', resolve: ({ path }) => mainDocumentQuery(brand, path) }]),
      // The pages a document shows on (Presentation lists them above the form and opens the first).
      locations: brandLocations(brand),
    },
  });
}

/** One Presentation tool per brand (each frames one preview origin; Presentation shows one origin at a time). */
export function presentationTools() {
  return BRANDS.map(brandPresentation);
}
