import { NEWSLETTER_CONFIRMED_PARAM, NEWSLETTER_CONFIRMED_VALUE } from '../../../../wire/newsletter.js';
import type { Confirmation } from './newsletter.js';
import { WELCOME_PERCENTAGE } from './welcome-code.js';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The store page a confirmed signup continues to, marked as the landing of a confirmation. */
export function confirmedLanding(shopUrl: string): string {
  const url = new URL(shopUrl);
  url.searchParams.set(NEWSLETTER_CONFIRMED_PARAM, NEWSLETTER_CONFIRMED_VALUE);
  return url.toString();
}

/** The plain, accessible page a double opt-in link opens. */
export function confirmPage(result: Confirmation): string {
  const body = result.ok
    ? `<h1>You're subscribed</h1>
<p>Thanks${result.firstName ? `, ${escapeHtml(result.firstName)}` : ''}. Your subscription for ${escapeHtml(result.email)} is confirmed.</p>
<p>Your code for ${WELCOME_PERCENTAGE}% off your first order: <strong id="welcome-code">${escapeHtml(result.code)}</strong></p>
<p>We have also sent it to your inbox. Enter it in your cart, under Discount code; it works once.</p>
${result.shopUrl ? `<p><a href="${escapeHtml(confirmedLanding(result.shopUrl))}">Continue shopping</a></p>` : ''}`
    : `<h1>Link not valid</h1>
<p role="alert">This confirmation link is not valid. Please sign up again to receive a new one.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${result.ok ? 'Subscription confirmed' : 'Link not valid'}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
strong{font-size:1.25rem;letter-spacing:.05em}</style>
</head><body><main>
${body}
</main></body></html>`;
}
