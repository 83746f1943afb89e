// The notice at the top of every page of a preview build (SANITY_PERSPECTIVE=drafts): plain HTML
// written by the server renderer before the React root (gatsby-ssr's pre-body components), in the
// language of the page's locale, with no code of the site's bundle, and a public build has none of
// it. It loads the preview server's live-refresh script (the page reloads when a newer preview build
// is served: scripts/preview/live.ts) and, in a preview build with click-to-edit
// (GATSBY_SANITY_VISUAL_EDITING), Studio's overlay script (scripts/preview/overlay.ts). Styled inline (the
// deploy CSP allows inline styles) so the public stylesheet stays as it is.
import React from 'react';
import { loadBrand } from '../../../brands';
import { resolveLocales } from '../../../locales';
import { uiLayout } from '../../../strings/ui-layout';
import type { Language } from '../../../wire/vocabulary';
import { EDIT_MARKERS } from './edit-marker';

/** The click-to-edit overlay the preview server serves to signed-in previews (scripts/preview/overlay.ts). */
export const OVERLAY_SCRIPT = '/__preview/visual-editing.js';

/** The preview server's live refresh: the page reloads once a newer preview build is served (scripts/preview/live.ts). */
export const LIVE_SCRIPT = '/__preview/live.js';

/** Id of the notice (the e2e and the build's checks find it by it). */
export const PREVIEW_NOTICE_ID = 'preview-notice';

/** True when a build with these variables renders drafts (a preview build). */
export function isPreviewBuild(env: { SANITY_PERSPECTIVE?: string }): boolean {
  return env.SANITY_PERSPECTIVE === 'drafts';
}

function text(key: string, language: Language): string {
  const values = uiLayout.strings.find((entry) => entry.key === key)?.values;
  if (!values) throw new Error(`ui-layout has no string ${key}`);
  return values[language] ?? values.en;
}

/** The language of the brand's locale a page path belongs to (the longest locale prefix; none: the default locale's). */
export function languageOfPath(brandId: string, pathname: string): Language {
  const locales = resolveLocales(loadBrand(brandId));
  let best = locales[0];
  for (const locale of locales) {
    if (locale.urlPath && (pathname === locale.urlPath || pathname.startsWith(`${locale.urlPath}/`)) && locale.urlPath.length > (best?.urlPath.length ?? 0)) best = locale;
  }
  return best?.language ?? 'en';
}

/** The notice for a page of the brand. */
export function PreviewNotice({ brandId, pathname }: { brandId: string; pathname: string }): React.ReactElement {
  const language = languageOfPath(brandId, pathname);
  return (
    <section
      id={PREVIEW_NOTICE_ID}
      aria-label={text('previewNoticeLabel', language)}
      lang={language}
      style={{ background: '#4a1d96', color: '#ffffff', padding: '0.5rem 1rem', textAlign: 'center', fontWeight: 600, fontSize: '0.9375rem', lineHeight: 1.4 }}
    >
      <p style={{ margin: 0 }}>{text('previewNotice', language)}</p>
      <script type="module" src={LIVE_SCRIPT} />
      {/* Studio's click-to-edit overlay (a module: it runs after the page is parsed, and only in previews). */}
      {EDIT_MARKERS ? <script type="module" src={OVERLAY_SCRIPT} /> : null}
    </section>
  );
}
