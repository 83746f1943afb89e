import { describe, expect, it } from 'vitest';
import { ROUTE_PENDING_ATTRIBUTE, ROUTE_PENDING_SCRIPT } from '../../src/features/catalogue/use-collection-route';

/** Runs the built HTML's script as the browser would, inside a collection, at an address; answers whether it marked the collection. */
function marks(search: string): boolean {
  const attributes = new Map<string, string>();
  const collection = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
  const run = new Function('document', 'window', ROUTE_PENDING_SCRIPT);
  run({ currentScript: { parentNode: collection } }, { location: { search } });
  return attributes.has(ROUTE_PENDING_ATTRIBUTE);
}

describe('a collection opened on an address with a sort, filter or page hides its built products until they are shown', () => {
  it.each(['?sort=price-desc', '?pet=cat', '?price=under-50', '?page=2', '?utm_source=mail&pet=dog'])('%s marks the collection pending', (search) => {
    expect(marks(search)).toBe(true);
  });
  it.each(['', '?utm_source=mail', '?petname=x', '?query=sort'])('%s leaves the built products shown', (search) => {
    expect(marks(search)).toBe(false);
  });
});
