import { renderToStaticMarkup } from 'react-dom/server';
import React from 'react';
import { describe, expect, it } from 'vitest';
import { isPreviewBuild, languageOfPath, PreviewNotice } from '../../src/components/site/preview-notice';

describe('the preview notice', () => {
  it('is only for a build of drafts', () => {
    expect(isPreviewBuild({ SANITY_PERSPECTIVE: 'drafts' })).toBe(true);
    expect(isPreviewBuild({ SANITY_PERSPECTIVE: 'published' })).toBe(false);
    expect(isPreviewBuild({})).toBe(false);
  });

  it('speaks the language of the page’s locale, as a named region', () => {
    expect(languageOfPath('trailmate', '/car-seat-covers/')).toBe('en');
    expect(languageOfPath('trailmate', '/fr/car-seat-covers/')).toBe('fr');
    expect(languageOfPath('trailmate', '/fr')).toBe('fr');
    expect(languageOfPath('trailmate', '/france-travel/')).toBe('en');
    const en = renderToStaticMarkup(<PreviewNotice brandId="trailmate" pathname="/" />);
    expect(en).toContain('aria-label="Preview"');
    expect(en).toContain('Preview of unpublished content: shoppers do not see these changes until they are published.');
    const fr = renderToStaticMarkup(<PreviewNotice brandId="trailmate" pathname="/fr/" />);
    expect(fr).toContain('lang="fr"');
    expect(fr).toContain('Aperçu du contenu non publié\u202f: les clients');
  });
});
