import { describe, expect, it } from 'vitest';
import { configFromEnv, ConfigError } from '../src/config.js';
import { hit, spendOnce } from '../src/core/rate-limit.js';
import { useStack } from './harness.js';

describe('the environment', () => {
  it('names every missing variable', () => {
    expect(() => configFromEnv({})).toThrow(ConfigError);
    try {
      configFromEnv({});
    } catch (error) {
      const names = (error as ConfigError).problems.map((p) => p.variable);
      expect(names).toEqual(expect.arrayContaining(['SERVICES_ADMIN_KEY', 'SHOPIFY_STORES', 'COGNITO_ISSUER', 'SMTP_URL', 'SERVICES_SITE_ORIGINS']));
    }
  });

  it('names a bad variable and says what is wrong', () => {
    const env = { SERVICES_SITE_ORIGINS: 'http://a', SERVICES_ADMIN_KEY: 'short', SERVICES_AGENT_PASSWORD: 'long-enough-pw', SHOPIFY_STORES: '[', COGNITO_ISSUER: 'http://x', COGNITO_CLIENT_ID: 'c', SMTP_URL: 'smtp://x' };
    expect(() => configFromEnv(env)).toThrow(/SERVICES_ADMIN_KEY: must be at least 16 characters/);
    expect(() => configFromEnv(env)).toThrow(/SHOPIFY_STORES: is not valid JSON/);
  });
});

describe('the running services', () => {
  const stack = useStack();

  it('answer health and readiness', async () => {
    expect((await stack.call('GET', '/healthz')).body).toEqual({ status: 'ok' });
    const ready = await stack.call('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
  });

  it('give every answer a request id, keeping a valid incoming one', async () => {
    const fresh = await stack.call('GET', '/healthz');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await stack.call('GET', '/healthz', undefined, { 'x-request-id': 'lb-request-12345' });
    expect(kept.headers.get('x-request-id')).toBe('lb-request-12345');
  });

  it('answer unknown paths and bad bodies in their error shape, without a stack', async () => {
    const missing = await stack.call('GET', '/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('count a limit and a one-time value in the database', async () => {
    const db = stack.services.services.db;
    const limit = { max: 2, windowMs: 60_000 };
    const at = new Date('2030-01-01T00:00:10Z');
    expect(await hit(db, 'k', limit, at)).toEqual({ ok: true });
    expect(await hit(db, 'k', limit, at)).toEqual({ ok: true });
    expect(await hit(db, 'k', limit, at)).toEqual({ ok: false, retryAfter: 50 });
    expect(await spendOnce(db, 'captcha', 'abc', 60_000)).toBe(true);
    expect(await spendOnce(db, 'captcha', 'abc', 60_000)).toBe(false);
  });

  it('keep the jobs page behind the admin key', async () => {
    expect((await stack.call('GET', '/__jobs')).status).toBe(403);
    const jobs = await stack.call('GET', '/__jobs', undefined, { 'x-services-admin-key': stack.config.adminKey });
    expect(jobs.status).toBe(200);
    expect(Array.isArray(jobs.body.jobs)).toBe(true);
  });

  it('send mail through the twin SMTP stand-in into its outbox', async () => {
    await stack.services.services.mail.send({ to: 'mail-test@example.com', subject: 'Hello', text: 'Body text' });
    const mails = await stack.mails('mail-test@example.com', 1);
    expect(mails.at(-1)).toMatchObject({ subject: 'Hello', text: expect.stringContaining('Body text') });
  });

  it('verify a pool id token through the JWKS and refuse a forged one', async () => {
    const token = await stack.idToken('verify-me@example.com');
    expect(await stack.services.services.verifyIdToken(token)).toMatchObject({ email: 'verify-me@example.com' });
    const [h, p] = token.split('.');
    expect(await stack.services.services.verifyIdToken(`${h}.${p}.AAAA`)).toBeNull();
  });
});
