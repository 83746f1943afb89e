// Unsupported-browser banner: hidden in the built HTML, shown only when the browser lacks a
// feature the site relies on. A tiny inline ES5 script decides before the bundle runs (old
// browsers may never run the bundle at all); after client-side navigation the effect decides.
import React, { useEffect, useState } from 'react';

const BANNER_ID = 'unsupported-browser';

// Static code, no content: the same checks as browserSupported below, in ES5.
const DETECT = `(function(){var ok=false;try{var w=window;ok=!!(w.fetch&&w.Promise&&w.IntersectionObserver&&w.CSS&&w.CSS.supports&&w.CSS.supports('--a','0')&&typeof w.HTMLDialogElement==='function')}catch(e){}if(!ok){document.getElementById('${BANNER_ID}').removeAttribute('hidden')}})();`;

/** True when the browser has fetch, Promise, IntersectionObserver, CSS custom properties and <dialog>. */
export function browserSupported(win: object): boolean {
  // Typed loosely on purpose: in an old browser any of these may be missing.
  const w = win as Partial<Record<'fetch' | 'Promise' | 'IntersectionObserver' | 'HTMLDialogElement', unknown>> & {
    CSS?: { supports?: (property: string, value: string) => boolean };
  };
  try {
    return Boolean(
      w.fetch && w.Promise && w.IntersectionObserver && w.CSS?.supports?.('--a', '0') && typeof w.HTMLDialogElement === 'function',
    );
  } catch {
    return false;
  }
}

/** The banner recommending an upgrade, with its detection script. */
export function UnsupportedBrowser({ message }: { message: string }) {
  const [unsupported, setUnsupported] = useState(false);
  useEffect(() => setUnsupported(!browserSupported(window)), []);
  return (
    <>
      <div id={BANNER_ID} className="unsupported-browser" role="alert" hidden={!unsupported} suppressHydrationWarning>
        {message}
      </div>
      <script dangerouslySetInnerHTML={{ __html: DETECT }} />
    </>
  );
}
