// The card update page's HTML: one plain, accessible page with no script, and headers that keep it
// out of frames, caches and referrers (its URL holds the link's token).

/** Escapes text for HTML element and attribute content. */
export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A minimal page around `body`. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin:.6rem 0 .2rem;font-weight:600}
input{width:100%;padding:.5rem;border:1px solid #767676;border-radius:4px;font:inherit;box-sizing:border-box}
fieldset{border:1px solid #ccc;border-radius:6px;margin:1rem 0;padding:1rem}
button{margin-top:1rem;padding:.75rem 1.5rem;font:inherit;font-weight:700;background:#1d4d2b;color:#fff;border:0;border-radius:4px;cursor:pointer}
.error{color:#a4000f;background:#fdecee;padding:.75rem;border-radius:4px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:0 1rem}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** Headers of the page: no framing, no referrer, nothing external, no caching. */
export const HTML_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};
