// Product pictures look like what they show: products of different kinds get different silhouettes
// (a fence system is not drawn as a training kit or a first-aid kit; a receiver collar is not a
// plain webbing collar).
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContent, CATALOGUES } from '../../scripts/content/build-content';
import type { ImageJob } from '../../scripts/content/catalogue/build';
import { ELECTRONIC_KINDS, type Kind, TEXTILE_KINDS, kindOf } from '../../scripts/content/catalogue/kinds';
import { renderImage } from '../../scripts/content/images';
import { brandInfo } from '../../scripts/content/lib/brands';

const STRINGS_DIR = resolve(__dirname, '..', '..', 'strings');

/** The main picture's job and the kind of every product, by handle. */
let pictures: Map<string, { brand: string; kind: Kind; job: ImageJob }>;
beforeAll(async () => {
  const content = await buildContent(STRINGS_DIR);
  pictures = new Map();
  for (const [brand, spec] of Object.entries(CATALOGUES)) {
    for (const product of spec.products) {
      const job = content.images.get(brand as never)!.find((j) => j.path === `images/${brand}/${product.handle}.png`);
      if (!job) throw new Error(`${product.handle} has no main picture`);
      pictures.set(product.handle, { brand, kind: kindOf(product), job });
    }
  }
});

/** The silhouette alone: the product's shape drawn with the same colour, seed and size as every other. */
function silhouette(handle: string): Promise<Buffer> {
  const { brand, job } = pictures.get(handle)!;
  return renderImage({ path: 'x.png', width: 200, height: 200, shape: job.shape, color: '#336699', seed: 'same' }, brandInfo(brand as never));
}

describe('product silhouettes', () => {
  it('a fence system, a training kit, a first-aid kit, an indoor barrier, boundary wire, a splice kit, a receiver collar, a GPS collar and a battery are drawn differently', async () => {
    const handles = [
      'perimeter-in-ground-fence-system', 'meadow-wireless-fence-system', 'yardwise-starter-training-kit', 'harbor-first-aid-kit',
      'yardwise-indoor-pet-barrier', 'perimeter-boundary-wire', 'yardwise-wire-splice-kit', 'scout-remote-training-collar',
      'homing-go-gps-collar', 'yardwise-collar-battery', 'trailmate-e-gift-card', 'go-paw-wipes',
    ];
    const drawn = new Map<string, string>();
    for (const handle of handles) {
      const png = (await silhouette(handle)).toString('base64');
      expect(drawn.get(png), `${handle} looks like ${drawn.get(png)}`).toBeUndefined();
      drawn.set(png, handle);
    }
  });

  it('products of different kinds share a silhouette only within one family (no fabric good drawn like an electronic one)', () => {
    const family = (kind: Kind) => (TEXTILE_KINDS.includes(kind) ? 'textile' : ELECTRONIC_KINDS.includes(kind) ? 'electronic' : 'other');
    const byShape = new Map<string, { handle: string; kind: Kind }[]>();
    for (const [handle, { kind, job }] of pictures) byShape.set(job.shape, [...(byShape.get(job.shape) ?? []), { handle, kind }]);
    for (const [shape, products] of byShape) {
      const families = new Set(products.map((p) => family(p.kind)));
      expect(families.has('textile') && families.has('electronic'), `${shape}: ${products.map((p) => `${p.handle} (${p.kind})`).join(', ')}`).toBe(false);
    }
  });

  it('fence systems, training kits and first-aid kits each have a silhouette no other kind uses', () => {
    for (const handle of ['perimeter-in-ground-fence-system', 'meadow-wireless-fence-system', 'yardwise-starter-training-kit', 'harbor-first-aid-kit']) {
      const { kind, job } = pictures.get(handle)!;
      const others = [...pictures].filter(([, p]) => p.job.shape === job.shape && p.kind !== kind).map(([h]) => h);
      expect(others, `${handle} (${job.shape})`).toEqual([]);
    }
  });
});
