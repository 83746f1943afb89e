// The click-to-edit overlay of the preview pages (never the public site's): Sanity's visual editing,
// bundled from Studio's own install (`npm run studio`) by the preview server, which serves it to
// signed-in previews only (scripts/preview/overlay.ts); the preview build's pages load it
// (src/components/site/preview-notice.tsx). Inside Studio's Presentation tool it outlines the
// elements the templates mark with `data-sanity` (src/components/site/edit-marker.ts) and, clicked,
// opens that field beside the preview; it also reports each page the frame shows (Presentation's
// address bar follows it) and goes where Presentation sends it. Every page of the preview is a page
// of its own (Gatsby's client-side navigation included), so navigation is reported on load and on
// history changes, and Presentation's navigation loads the page.
import { enableVisualEditing, type HistoryAdapter, type HistoryAdapterNavigate } from '@sanity/visual-editing';

const here = () => `${location.pathname}${location.search}${location.hash}`;

const history: HistoryAdapter = {
  subscribe(navigate: HistoryAdapterNavigate) {
    let last = '';
    const report = (type: 'push' | 'replace' | 'pop') => {
      const url = here();
      if (url === last) return;
      last = url;
      navigate({ type, url, title: document.title });
    };
    report('replace');
    const push = window.history.pushState.bind(window.history);
    const replace = window.history.replaceState.bind(window.history);
    window.history.pushState = (...args: Parameters<History['pushState']>) => {
      push(...args);
      // The title changes after the route has rendered.
      setTimeout(() => report('push'), 0);
    };
    window.history.replaceState = (...args: Parameters<History['replaceState']>) => {
      replace(...args);
      setTimeout(() => report('replace'), 0);
    };
    const onPop = () => report('pop');
    window.addEventListener('popstate', onPop);
    return () => {
      window.history.pushState = push;
      window.history.replaceState = replace;
      window.removeEventListener('popstate', onPop);
    };
  },
  update(update) {
    if (update.type === 'pop') {
      window.history.back();
      return;
    }
    const target = new URL(update.url, location.href);
    if (target.origin !== location.origin || `${target.pathname}${target.search}${target.hash}` === here()) return;
    if (update.type === 'replace') location.replace(target.href);
    else location.assign(target.href);
  },
};

// A saved draft reaches the preview by the previewer's rebuild (seconds), not here: Presentation's
// own refresh button reloads the page; the refresh after each mutation is left to that rebuild.
enableVisualEditing({
  history,
  refresh: (payload) => {
    if (payload.source !== 'manual') return false;
    location.reload();
    return Promise.resolve();
  },
});
