// Where `npm start` serves each brand's preview: a port of its own and a host of its own under
// `localhost`, so the preview's session cookie and the public site's cookies never meet.
import type { SiteBrand } from '../static-server/brands';

/** Default port of each brand's preview. */
export const PREVIEW_PORTS: Record<SiteBrand, number> = { trailmate: 9021, yardwise: 9022, homing: 9023 };

/** The preview origin of a brand under `npm start`. */
export function localPreviewOrigin(brand: SiteBrand, port: number = PREVIEW_PORTS[brand]): string {
  return `http://preview-${brand}.localhost:${port}`;
}
