import { describe, expect, it } from 'vitest';
import { isChunkLoadError, scrollKey, SCROLL_PREFIX } from '../../src/platform/gatsby/runtime/route-runtime';

describe('scroll positions are kept under keys beginning with "scroll"', () => {
  it('one key per history entry', () => {
    expect(SCROLL_PREFIX.startsWith('scroll')).toBe(true);
    expect(scrollKey({ pathname: '/dog-hammocks/', key: 'abc' })).toBe('scroll:/dog-hammocks/|abc');
    expect(scrollKey({ pathname: '/' })).toBe('scroll:/|initial');
  });
});

describe('a failed chunk load is recognised', () => {
  it('webpack ChunkLoadError and CSS chunk failures', () => {
    const error = Object.assign(new Error('Loading chunk 532 failed.\n(error: https://x/532.js)'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk styles failed.'))).toBe(true);
    expect(isChunkLoadError('Loading chunk component---src-templates-product-tsx failed.')).toBe(true);
  });
  it('other errors are not', () => {
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
