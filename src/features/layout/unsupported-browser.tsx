// Unsupported-browser banner: hidden in the built HTML, shown only when the browser lacks a
// feature the site relies on. A tiny inline ES5 script decides before the bundle runs (old
// browsers may never run the bundle at all).
import React from 'react';

const BANNER_ID = 'unsupported-browser';

// Static code, no content: checks fetch, Promise, IntersectionObserver, CSS custom properties and <dialog>.
const DETECT = `(function(){try{var w=window,ok=!!(w.fetch&&w.Promise&&w.IntersectionObserver&&w.CSS&&w.CSS.supports&&w.CSS.supports('--a','0')&&typeof w.HTMLDialogElement==='function');if(!ok){document.getElementById('${BANNER_ID}').removeAttribute('hidden')}}catch(e){document.getElementById('${BANNER_ID}').removeAttribute('hidden')}})();`;

/** The banner recommending an upgrade, with its detection script. */
export function UnsupportedBrowser({ message }: { message: string }) {
  return (
    <>
      <div id={BANNER_ID} className="unsupported-browser" role="alert" hidden suppressHydrationWarning>
        {message}
      </div>
      <script dangerouslySetInnerHTML={{ __html: DETECT }} />
    </>
  );
}
