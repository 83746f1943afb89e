import { describe, expect, it } from 'vitest';
import { browserSupported } from '../../src/compositions/layout/unsupported-browser';

const modern = {
  fetch: () => undefined,
  Promise,
  IntersectionObserver: class {},
  HTMLDialogElement: class {},
  CSS: { supports: () => true },
};

describe('unsupported-browser banner shows only when a feature is missing', () => {
  it('a browser with every feature is supported', () => {
    expect(browserSupported(modern)).toBe(true);
  });
  it.each(['fetch', 'IntersectionObserver', 'HTMLDialogElement', 'CSS'] as const)('a browser without %s is not', (feature) => {
    const { [feature]: _missing, ...rest } = modern;
    expect(browserSupported(rest)).toBe(false);
  });
  it('a browser without CSS custom properties is not', () => {
    expect(browserSupported({ ...modern, CSS: { supports: () => false } })).toBe(false);
  });
});
