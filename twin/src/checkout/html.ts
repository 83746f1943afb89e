/** Escapes text for HTML element and attribute content. */
export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * An amount as a shopper reads it: `$24.50`, `CA$3.19`, `£0.00`, `−$1.50` (a true minus sign) for a deduction;
 * in another language its own way (`12,95 €` in German). Escaped for HTML.
 */
export function money(amount: number | string, currency: string, language = 'en'): string {
  const n = Number(amount);
  const text = new Intl.NumberFormat(language === 'en' ? 'en-US' : language, { style: 'currency', currency }).format(Math.abs(Number.isFinite(n) ? n : 0));
  return esc(n < 0 ? `\u2212${text}` : text);
}

/** Shipping as a shopper reads it: `Free` (or the word for it in `language`) when nothing is charged, else the amount. */
export function shippingMoney(amount: number | string, currency: string, language = 'en', free = 'Free'): string {
  return Number(amount) === 0 ? esc(free) : money(amount, currency, language);
}

/** A minimal, accessible HTML page in a language (`en` unless told). */
export function page(title: string, body: string, language = 'en'): string {
  return `<!doctype html>
<html lang="${esc(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin:.6rem 0 .2rem;font-weight:600}
input,select{width:100%;padding:.5rem;border:1px solid #767676;border-radius:4px;font:inherit;box-sizing:border-box}
fieldset{border:1px solid #ccc;border-radius:6px;margin:1rem 0;padding:1rem}
button{margin-top:1rem;padding:.75rem 1.5rem;font:inherit;font-weight:700;background:#1d4d2b;color:#fff;border:0;border-radius:4px;cursor:pointer}
table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:.35rem;border-bottom:1px solid #eee}
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

/** Headers for every checkout page: no framing, no referrer (the URL holds the cart key), nothing external. */
export const HTML_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};
