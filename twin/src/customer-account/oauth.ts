// The Customer Account API's OpenID Connect provider, on the paths Hydrogen builds from a shop id
// (https://shopify.com/authentication/<shop id>/...; the twin's shop id is the store's name):
//   discovery  GET /shops/<store>/.well-known/openid-configuration (the shop's own domain), the same at
//              /authentication/<store>/.well-known/openid-configuration, and
//              GET /shops/<store>/.well-known/customer-account-api
//   authorize  GET /authentication/<store>/oauth/authorize: authorization code with PKCE (S256 only),
//              state and nonce required; answers the sign-in page, in the language ui_locales asks for
//   sign-in    POST /authentication/<store>/login: email and password of the store's customer (the
//              classic Storefront account's, with its lockout), or POST .../login/code and .../login/verify:
//              a 6-digit code mailed to the customer (the outbox), as Shopify's customer accounts sign in,
//              for customers without a password too; then back to redirect_uri with code and state
//   token      POST /authentication/<store>/oauth/token: authorization_code (with code_verifier) and refresh_token
//   logout     GET /authentication/<store>/logout: id_token_hint and post_logout_redirect_uri
//   keys       GET /authentication/<store>/.well-known/jwks.json
// Codes and tokens are never logged and never put in a URL but the code in the redirect, as OAuth has it.
import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { TwinRuntime } from '../runtime.js';
import type { Store } from '../catalogue/stores.js';
import { mediaType, readBody } from '../http/body.js';
import { escapeHtml } from '../online-store/editorial.js';
import { authenticateCustomer, findCustomerByEmail, getCustomer } from '../customer/store.js';
import { sendMail } from '../outbox/index.js';
import { clearSignInFailures, recordSignInFailure, signInLocked } from '../customer/lockout.js';
import { gid } from '../storefront/ids.js';
import { brandDisplayName } from '../checkout/brand-sites.js';
import { CUSTOMER_ACCOUNT_API_VERSIONS, customerAccountClientId, registeredOrigins, registeredRedirect } from './clients.js';
import { jwks, signIdToken, verifiedClaims } from './jwt.js';
import { signInLanguage, signInText } from './strings.js';
import type { Language } from '../../../wire/vocabulary.js';
import {
  ACCESS_TOKEN_TTL_S,
  checkEmailCode,
  deleteAuthRequest,
  endSession,
  findAuthRequest,
  issueCode,
  issueEmailCode,
  issueNoEmailCode,
  issueTokens,
  linkCodeToSession,
  saveAuthRequest,
  sessionById,
  sessionByToken,
  spendCode,
  spendRefreshToken,
  startSession,
  type AuthRequest,
  type SessionRecord,
} from './store.js';

/** The scopes a client may ask for (Hydrogen asks `openid email customer-account-api:full`). */
const SCOPES = ['openid', 'email', 'customer-account-api:full'];
/** RFC 7636: a verifier is 43 to 128 unreserved characters; an S256 challenge is 43 base64url characters. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** state and nonce: printable, bounded. */
const OPAQUE = /^[\x21-\x7e]{1,512}$/;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]{2,}$/;
const TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
/** Sign-in codes mailed to one email of a store within the window; past it the page reads the same and no mail goes. */
const CODE_MAILS_ALLOWED = 5;
const CODE_MAIL_WINDOW_MS = 15 * 60 * 1000;
const CODE_MAIL_CAPACITY = 10_000;
// In memory, per store and email, least recently mailed first: bounds the mail a visitor can send anyone.
const codeMails = new Map<string, number[]>();

/** Counts a code mail to an email; false when its window's allowance is used up. */
function mayMailCode(store: string, email: string, now = Date.now()): boolean {
  const key = `${store}\n${email.toLowerCase()}`;
  const sent = (codeMails.get(key) ?? []).filter((t) => t > now - CODE_MAIL_WINDOW_MS);
  codeMails.delete(key);
  if (codeMails.size >= CODE_MAIL_CAPACITY) codeMails.delete(codeMails.keys().next().value!);
  if (sent.length >= CODE_MAILS_ALLOWED) {
    codeMails.set(key, sent);
    return false;
  }
  codeMails.set(key, [...sent, now]);
  return true;
}

const issuerOf = (rt: TwinRuntime, store: string): string => `${rt.origin()}/authentication/${store}`;
const noStore = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

/** The OpenID provider configuration of a store, as discovery answers it. */
export function openIdConfiguration(rt: TwinRuntime, store: string) {
  const issuer = issuerOf(rt, store);
  return {
    issuer,
    authorization_endpoint: `${issuer}/oauth/authorize`,
    token_endpoint: `${issuer}/oauth/token`,
    end_session_endpoint: `${issuer}/logout`,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['none'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: SCOPES,
    claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'sid', 'email', 'email_verified'],
  };
}

/** Where the Customer Account GraphQL endpoint of a store is. */
export function customerAccountApiUrl(rt: TwinRuntime, store: string, version: string = CUSTOMER_ACCOUNT_API_VERSIONS[0]): string {
  return `${rt.origin()}/${store}/account/customer/api/${version}/graphql`;
}

const page = (title: string, body: string, lang: Language = 'en'): string =>
  `<!doctype html><html lang="${lang}"><head>` +
  '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

/**
 * Pages of the sign-in host: never cached, never framed, no referrer to other origins (same-origin, not
 * no-referrer: under no-referrer Chrome posts the sign-in form with `Origin: null`, which the form's check refuses).
 */
function htmlAnswer(c: Context, html: string, status: 200 | 400 | 401 | 403 | 404 | 429) {
  return c.html(html, status, {
    ...noStore,
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    // No form-action: Chrome applies it to the redirect after the sign-in post, which goes to the client.
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  });
}

const problemPage = (c: Context, status: 400 | 403 | 404, title: string, text: string) =>
  htmlAnswer(c, page(title, `<p>${escapeHtml(text)}</p>`), status);

/** The request a sign-in form continues, the language its pages speak (carried by every form of them) and the brand they name. */
interface SignInRequest {
  requestId: string;
  lang: Language;
  /** The brand's display name (brandSettings.name), as the shop's pages and mails call it. */
  brand: string;
}

const hiddenFields = ({ requestId, lang }: SignInRequest): string =>
  `<input type="hidden" name="request" value="${escapeHtml(requestId)}"><input type="hidden" name="locale" value="${lang}">`;

function signInPage(c: Context, store: Store, req: SignInRequest, email: string, error: string | null, status: 200 | 401 | 429) {
  const t = (key: Parameters<typeof signInText>[1], values?: Record<string, string>) => escapeHtml(signInText(req.lang, key, values));
  const errorId = 'sign-in-error';
  const described = error ? ` aria-describedby="${errorId}"` : '';
  const action = `/authentication/${escapeHtml(store.name)}/login`;
  const hidden = hiddenFields(req);
  const body =
    `<p>${t('intro', { brand: req.brand, store: store.name })}</p>` +
    (error ? `<p id="${errorId}" role="alert">${escapeHtml(error)}</p>` : '') +
    `<form method="post" action="${action}">${hidden}` +
    `<h2>${t('withPassword')}</h2>` +
    `<p><label for="email">${t('email')}</label> <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}"${described}></p>` +
    `<p><label for="password">${t('password')}</label> <input id="password" name="password" type="password" autocomplete="current-password" required${described}></p>` +
    `<p><button type="submit">${t('signIn')}</button></p></form>` +
    `<form method="post" action="${action}/code">${hidden}` +
    `<h2>${t('withCode')}</h2>` +
    `<p><label for="code-email">${t('email')}</label> <input id="code-email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}"></p>` +
    `<p><button type="submit">${t('emailMeCode')}</button></p></form>`;
  return htmlAnswer(c, page(signInText(req.lang, 'signIn'), body, req.lang), status);
}

function codePage(c: Context, store: Store, req: SignInRequest, email: string, error: string | null, status: 200 | 401) {
  const t = (key: Parameters<typeof signInText>[1], values?: Record<string, string>) => escapeHtml(signInText(req.lang, key, values));
  const errorId = 'code-error';
  const body =
    `<p>${t('codeSent', { email, brand: req.brand })}</p>` +
    (error ? `<p id="${errorId}" role="alert">${escapeHtml(error)}</p>` : '') +
    `<form method="post" action="/authentication/${escapeHtml(store.name)}/login/verify">` +
    `${hiddenFields(req)}<input type="hidden" name="email" value="${escapeHtml(email)}">` +
    `<p><label for="code">${t('code')}</label> <input id="code" name="code" inputmode="numeric" pattern="[0-9]{6}" maxlength="6" autocomplete="one-time-code" required${error ? ` aria-describedby="${errorId}"` : ''}></p>` +
    `<p><button type="submit">${t('signIn')}</button></p></form>`;
  return htmlAnswer(c, page(signInText(req.lang, 'enterCode'), body, req.lang), status);
}

/** A redirect back to the client carrying an OAuth answer in its query. */
function redirectTo(c: Context, target: URL, params: Record<string, string>) {
  const url = new URL(target);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return c.body(null, 302, { ...noStore, 'Referrer-Policy': 'no-referrer', Location: url.toString() });
}

/** RFC 6749 error answer of the token endpoint. */
const tokenError = (c: Context, error: string, description: string, status: 400 | 401 = 400) =>
  c.json({ error, error_description: description }, status, noStore);

/** The S256 code challenge of a verifier. */
export const s256 = (verifier: string): string => createHash('sha256').update(verifier, 'ascii').digest('base64url');

/** The form fields of a urlencoded body (at most `limit` bytes), or null. */
async function formOf(c: Context, limit: number): Promise<URLSearchParams | null> {
  const type = mediaType(c);
  if (type !== 'application/x-www-form-urlencoded') return null;
  const body = await readBody(c, limit);
  return body.ok ? new URLSearchParams(body.text) : null;
}

/** One value of a form or query: present once, within `max` characters. */
function single(params: URLSearchParams, name: string, max = 2048): string | undefined {
  const [value, ...more] = params.getAll(name);
  return value !== undefined && !more.length && value.length <= max ? value : undefined;
}

function tokenAnswer(c: Context, rt: TwinRuntime, session: SessionRecord, nonce: string | null) {
  const { accessToken, refreshToken } = issueTokens(rt.db, session.id);
  const customer = getCustomer(rt.db, session.store, session.customerId);
  const now = Math.floor(Date.now() / 1000);
  const idToken = signIdToken(rt.db, {
    iss: issuerOf(rt, session.store),
    sub: gid('Customer', session.customerId),
    aud: session.clientId,
    iat: now,
    exp: now + ACCESS_TOKEN_TTL_S,
    auth_time: session.authTime,
    sid: session.id,
    ...(nonce !== null ? { nonce } : {}),
    ...(customer && session.scope.split(' ').includes('email') ? { email: customer.email, email_verified: true } : {}),
  });
  return c.json(
    { access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_S, refresh_token: refreshToken, id_token: idToken, scope: session.scope },
    200,
    noStore,
  );
}

/** Mounts discovery, authorize, sign-in, token, logout and the key set. */
export function customerAccountOAuthRoutes(app: Hono, rt: TwinRuntime): void {
  const storeOf = (c: Context): Store | undefined => rt.stores.get(c.req.param('store') ?? '');

  const discovery = (c: Context) => {
    const store = storeOf(c);
    if (!store) return c.json({ errors: [{ message: 'Not Found' }] }, 404);
    return c.json(openIdConfiguration(rt, store.name));
  };
  app.get('/shops/:store/.well-known/openid-configuration', discovery);
  app.get('/authentication/:store/.well-known/openid-configuration', discovery);
  app.get('/shops/:store/.well-known/customer-account-api', (c) => {
    const store = storeOf(c);
    if (!store) return c.json({ errors: [{ message: 'Not Found' }] }, 404);
    return c.json({ graphql_api: customerAccountApiUrl(rt, store.name) });
  });
  app.get('/authentication/:store/.well-known/jwks.json', (c) => {
    if (!storeOf(c)) return c.json({ errors: [{ message: 'Not Found' }] }, 404);
    return c.json(jwks(rt.db));
  });

  app.get('/authentication/:store/oauth/authorize', (c) => {
    const store = storeOf(c);
    if (!store) return problemPage(c, 404, 'Unknown shop', 'There is no shop at this address.');
    const q = new URL(c.req.url).searchParams;
    // Until the client and its redirect_uri are known good, nothing is sent back to it.
    if (single(q, 'client_id') !== customerAccountClientId(store.name)) {
      return problemPage(c, 400, 'Invalid request', 'The client_id is missing or not a client of this shop.');
    }
    const redirect = registeredRedirect(single(q, 'redirect_uri'), registeredOrigins(rt));
    if (!redirect) return problemPage(c, 400, 'Invalid request', 'The redirect_uri is missing or not registered for this client.');
    const state = single(q, 'state', 512);
    const refuse = (error: string, description: string) =>
      redirectTo(c, redirect, { error, error_description: description, ...(state && OPAQUE.test(state) ? { state } : {}) });
    if (!state || !OPAQUE.test(state)) return refuse('invalid_request', 'state is required');
    if (single(q, 'response_type') !== 'code') return refuse('unsupported_response_type', 'response_type must be code');
    const scopes = (single(q, 'scope', 512) ?? '').split(' ').filter(Boolean);
    if (!scopes.includes('openid') || scopes.some((s) => !SCOPES.includes(s))) return refuse('invalid_scope', `scope must be openid with any of ${SCOPES.slice(1).join(', ')}`);
    const nonce = single(q, 'nonce', 512);
    if (!nonce || !OPAQUE.test(nonce)) return refuse('invalid_request', 'nonce is required');
    const challenge = single(q, 'code_challenge', 128);
    if (single(q, 'code_challenge_method') !== 'S256') return refuse('invalid_request', 'code_challenge_method must be S256');
    if (!challenge || !CHALLENGE.test(challenge)) return refuse('invalid_request', 'code_challenge must be the S256 challenge of a code_verifier');
    const requestId = saveAuthRequest(rt.db, {
      store: store.name,
      clientId: customerAccountClientId(store.name),
      redirectUri: redirect.toString(),
      scope: [...new Set(scopes)].join(' '),
      state,
      nonce,
      codeChallenge: challenge,
    });
    return signInPage(c, store, { requestId, lang: signInLanguage(single(q, 'ui_locales', 256)), brand: brandDisplayName(rt.db, store.brand) }, '', null, 200);
  });

  /** A sign-in form's post: from the sign-in page itself (a form on another site signs no one in), for a waiting request. */
  const signInForm = async (c: Context) => {
    const store = storeOf(c);
    if (!store) return problemPage(c, 404, 'Unknown shop', 'There is no shop at this address.');
    const origin = c.req.header('origin');
    if (origin !== undefined && origin !== new URL(c.req.url).origin && origin !== rt.origin()) {
      return problemPage(c, 403, 'Sign-in refused', 'Please sign in from the sign-in page.');
    }
    const form = await formOf(c, 8192);
    const requestId = form && single(form, 'request', 64);
    const request = requestId ? findAuthRequest(rt.db, store.name, requestId) : undefined;
    if (!form || !requestId || !request) {
      return problemPage(c, 400, 'Sign-in expired', 'This sign-in page has expired. Go back to the shop and sign in again.');
    }
    return { store, form, request, req: { requestId, lang: signInLanguage(single(form, 'locale', 16)), brand: brandDisplayName(rt.db, store.brand) } satisfies SignInRequest };
  };

  /** The customer is signed in: the request gives its code, and the browser goes back to the client with it. */
  const signedIn = (c: Context, { requestId }: SignInRequest, request: AuthRequest, customerId: number) => {
    const code = rt.db.transaction(() => {
      deleteAuthRequest(rt.db, requestId);
      return issueCode(rt.db, request, customerId);
    })();
    return redirectTo(c, new URL(request.redirectUri), { code, state: request.state });
  };

  app.post('/authentication/:store/login', async (c) => {
    const found = await signInForm(c);
    if (found instanceof Response) return found;
    const { store, form, req, request } = found;
    const email = (single(form, 'email', 255) ?? '').trim();
    const password = single(form, 'password', 200) ?? '';
    if (!EMAIL.test(email) || password === '') return signInPage(c, store, req, email, signInText(req.lang, 'enterEmailAndPassword'), 401);
    // The classic account's lockout: the same wrong passwords count here and at customerAccessTokenCreate.
    if (signInLocked(store.name, email)) {
      return signInPage(c, store, req, email, signInText(req.lang, 'tooManyAttempts'), 429);
    }
    const customer = await authenticateCustomer(rt.db, store, email, password);
    if (!customer) {
      recordSignInFailure(store.name, email);
      return signInPage(c, store, req, email, signInText(req.lang, 'incorrect'), 401);
    }
    clearSignInFailures(store.name, email);
    return signedIn(c, req, request, customer.id);
  });

  app.post('/authentication/:store/login/code', async (c) => {
    const found = await signInForm(c);
    if (found instanceof Response) return found;
    const { store, form, req } = found;
    const email = (single(form, 'email', 255) ?? '').trim();
    if (!EMAIL.test(email)) return signInPage(c, store, req, email, signInText(req.lang, 'enterEmail'), 401);
    const customer = findCustomerByEmail(rt.db, store, email);
    // The page reads the same whether or not the shop knows the email, and whether or not the mail went.
    if (customer && mayMailCode(store.name, email)) {
      const code = issueEmailCode(rt.db, store.name, req.requestId, customer.email);
      sendMail(rt.db, {
        to: customer.email,
        subject: signInText(req.lang, 'mailSubject', { brand: req.brand }),
        text: signInText(req.lang, 'mailText', { code }),
      });
    } else {
      issueNoEmailCode(rt.db, store.name, req.requestId, email);
    }
    return codePage(c, store, req, email, null, 200);
  });

  app.post('/authentication/:store/login/verify', async (c) => {
    const found = await signInForm(c);
    if (found instanceof Response) return found;
    const { store, form, req, request } = found;
    const email = (single(form, 'email', 255) ?? '').trim();
    const code = (single(form, 'code', 16) ?? '').trim();
    const outcome = EMAIL.test(email) && /^\d{6}$/.test(code) ? checkEmailCode(rt.db, store.name, req.requestId, email, code) : 'wrong';
    if (outcome === 'void') return signInPage(c, store, req, email, signInText(req.lang, 'codeVoid'), 401);
    if (outcome === 'wrong') return codePage(c, store, req, email, signInText(req.lang, 'codeWrong'), 401);
    const customer = findCustomerByEmail(rt.db, store, email);
    if (!customer) return signInPage(c, store, req, email, signInText(req.lang, 'codeVoid'), 401);
    return signedIn(c, req, request, customer.id);
  });

  app.post('/authentication/:store/oauth/token', async (c) => {
    const store = storeOf(c);
    if (!store) return tokenError(c, 'invalid_request', 'Unknown shop');
    const form = await formOf(c, 16 * 1024);
    if (!form) return tokenError(c, 'invalid_request', 'The body must be application/x-www-form-urlencoded');
    const clientId = customerAccountClientId(store.name);
    if (single(form, 'client_id', 128) !== clientId) return tokenError(c, 'invalid_client', 'Client authentication failed', 401);
    // A public client is called from its own registered origins (Hydrogen sends its origin).
    const origin = c.req.header('origin');
    if (origin !== undefined && !registeredOrigins(rt).includes(origin)) return tokenError(c, 'invalid_request', 'Origin is not allowed for this client');
    const grant = single(form, 'grant_type', 128);

    if (grant === 'authorization_code') {
      const code = single(form, 'code', 256);
      const verifier = single(form, 'code_verifier', 128);
      const redirectUri = single(form, 'redirect_uri');
      if (!code || !redirectUri) return tokenError(c, 'invalid_request', 'code and redirect_uri are required');
      if (!verifier || !VERIFIER.test(verifier)) return tokenError(c, 'invalid_request', 'code_verifier is required');
      const spent = spendCode(rt.db, store.name, code);
      if (!spent) return tokenError(c, 'invalid_grant', 'The authorization code is invalid');
      if (spent.alreadyUsed) {
        // A code used twice may have been stolen: what its first use gave stops working too (RFC 6749 4.1.2).
        if (spent.usedBySession) endSession(rt.db, spent.usedBySession);
        return tokenError(c, 'invalid_grant', 'The authorization code has already been used');
      }
      if (spent.expired) return tokenError(c, 'invalid_grant', 'The authorization code has expired');
      if (spent.clientId !== clientId || spent.redirectUri !== redirectUri) return tokenError(c, 'invalid_grant', 'redirect_uri does not match the authorization request');
      if (s256(verifier) !== spent.codeChallenge) return tokenError(c, 'invalid_grant', 'code_verifier does not match the code_challenge');
      if (!getCustomer(rt.db, store.name, spent.customerId)) return tokenError(c, 'invalid_grant', 'The customer no longer exists');
      const session = startSession(rt.db, { store: store.name, customerId: spent.customerId, clientId, scope: spent.scope, authTime: spent.authTime });
      linkCodeToSession(rt.db, code, session.id);
      return tokenAnswer(c, rt, session, spent.nonce);
    }

    if (grant === 'refresh_token') {
      const refresh = single(form, 'refresh_token', 256);
      if (!refresh) return tokenError(c, 'invalid_request', 'refresh_token is required');
      const session = sessionByToken(rt.db, store.name, 'refresh', refresh);
      if (!session || session.clientId !== clientId || !spendRefreshToken(rt.db, refresh)) {
        return tokenError(c, 'invalid_grant', 'The refresh token is invalid or has expired');
      }
      if (!getCustomer(rt.db, store.name, session.customerId)) return tokenError(c, 'invalid_grant', 'The customer no longer exists');
      return tokenAnswer(c, rt, session, null);
    }

    if (grant === TOKEN_EXCHANGE) return tokenError(c, 'unsupported_grant_type', 'Token exchange is not offered: use the access token from authorization_code');
    return tokenError(c, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
  });

  app.get('/authentication/:store/logout', (c) => {
    const store = storeOf(c);
    if (!store) return problemPage(c, 404, 'Unknown shop', 'There is no shop at this address.');
    const q = new URL(c.req.url).searchParams;
    const hint = single(q, 'id_token_hint', 8192);
    const requested = q.getAll('post_logout_redirect_uri');
    const claims = hint ? verifiedClaims(rt.db, hint) : undefined;
    const ownToken = claims && claims.iss === issuerOf(rt, store.name) && claims.aud === customerAccountClientId(store.name);
    if (hint !== undefined && !ownToken) return problemPage(c, 400, 'Sign-out refused', 'The id_token_hint is not a token of this shop.');
    let target: URL | undefined;
    if (requested.length) {
      // Judged before anything happens: only a registered origin of the client the id_token was issued to.
      target = ownToken && requested.length === 1 ? registeredRedirect(requested[0], registeredOrigins(rt)) : undefined;
      if (!target) return problemPage(c, 400, 'Sign-out refused', 'The post_logout_redirect_uri is not registered for this client.');
    }
    if (ownToken) {
      const session = sessionById(rt.db, claims.sid);
      if (session && session.store === store.name) endSession(rt.db, session.id);
    }
    if (target) {
      const state = single(q, 'state', 512);
      return redirectTo(c, target, state && OPAQUE.test(state) ? { state } : {});
    }
    return htmlAnswer(c, page('Signed out', '<p>You are signed out of your account.</p>'), 200);
  });
}
