import { describe, expect, it } from 'vitest';
import { safeHref } from '../../src/components/portable-text/safe-href';

describe('rich-text links: only https or site-relative become links', () => {
  it('accepts https URLs and site-relative paths', () => {
    expect(safeHref('https://videos.example.com/a.mp4')).toBe('https://videos.example.com/a.mp4');
    expect(safeHref('/dog-hammocks/')).toBe('/dog-hammocks/');
    expect(safeHref('/blog/meet-the-designer/#top')).toBe('/blog/meet-the-designer/#top');
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'http://example.com/',
    '//evil.example.com/path',
    '/\\evil.example.com',
    'mailto:care@example.com',
    'vbscript:msgbox',
    'java\nscript:alert(1)',
    '',
    'relative/path',
  ])('rejects %j', (href) => {
    expect(safeHref(href)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(safeHref(undefined)).toBeNull();
    expect(safeHref({ href: '/x/' })).toBeNull();
  });
});
