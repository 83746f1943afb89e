import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from '../../brands';
import { affectedBrands, isUnpublishedId } from '../../scripts/republish/affected-brands';
import { readDataset } from '../../src/lib/content/client';

describe('brands affected by a changed document', () => {
  it('a brand document affects its brand only', () => {
    expect(affectedBrands({ brand: 'yardwise' }, BRAND_IDS)).toEqual(['yardwise']);
  });
  it('a shared document affects the brands it lists, or every brand', () => {
    expect(affectedBrands({ brand: 'shared', brands: ['homing', 'trailmate'] }, BRAND_IDS)).toEqual(['trailmate', 'homing']);
    expect(affectedBrands({ brand: 'shared' }, BRAND_IDS)).toEqual([...BRAND_IDS]);
  });
  it('a deleted document or one without a known brand affects every brand', () => {
    expect(affectedBrands(null, BRAND_IDS)).toEqual([...BRAND_IDS]);
    expect(affectedBrands({}, BRAND_IDS)).toEqual([...BRAND_IDS]);
    expect(affectedBrands({ brand: 'acme' }, BRAND_IDS)).toEqual([...BRAND_IDS]);
  });
  it('drafts and release versions are not published content', () => {
    expect(isUnpublishedId('drafts.product-1')).toBe(true);
    expect(isUnpublishedId('versions.spring.product-1')).toBe(true);
    expect(isUnpublishedId('product-1')).toBe(false);
  });
  it('every document of the embedded dataset names a brand the mapping knows, or is shared', async () => {
    const docs = await readDataset('content');
    const unknown = docs.filter((doc) => {
      const brand = doc.brand;
      return !(typeof brand === 'string' && (brand === 'shared' || (BRAND_IDS as readonly string[]).includes(brand)));
    });
    expect(unknown.map((doc) => doc._id)).toEqual([]);
    const product = docs.find((doc) => doc._type === 'product' && doc.brand === 'homing');
    expect(affectedBrands(product, BRAND_IDS)).toEqual(['homing']);
  });
});
