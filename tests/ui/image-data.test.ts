// The page's image map stays the same object while the page query result does, so a template
// rendered again hands its provider an unchanged value.
import { describe, expect, it } from 'vitest';
import { imageMapFrom } from '../../src/components/site/image-data';

const result = () => ({
  allFile: {
    nodes: [
      { relativePath: 'images/a.png', childImageSharp: { gatsbyImageData: { width: 800, height: 800, images: { fallback: { src: '/a.png' } } } } },
      { relativePath: 'images/b.png', childImageSharp: null },
    ],
  },
});

describe('imageMapFrom', () => {
  it('maps each processed image by its content path', () => {
    expect(imageMapFrom(result())).toEqual({ 'images/a.png': { width: 800, height: 800, images: { fallback: { src: '/a.png' } } } });
  });

  it('answers the same map for the same query result, and a new one for another result', () => {
    const data = result();
    expect(imageMapFrom(data)).toBe(imageMapFrom(data));
    expect(imageMapFrom(result())).not.toBe(imageMapFrom(data));
    expect(imageMapFrom(undefined)).toBe(imageMapFrom(undefined));
  });
});
