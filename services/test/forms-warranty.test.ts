import { assert, describe, expect, it } from 'vitest';
import { useStack } from './harness.js';
import { solveCaptcha } from './forms-fixture.js';

const stack = useStack();
const admin = () => ({ 'x-services-admin-key': stack.config.adminKey });

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);

/** A claim as the site's form sends it, with `photo` as given, to `url` (default the first instance). */
async function claim(photo: Blob | null, name = 'tear.png', extra: Record<string, string> = {}, url = stack.url) {
  const form = new FormData();
  const fields = { brand: 'trailmate', name: 'Kit Fern', email: 'claim@example.com', product: 'Rover Hammock', orderNumber: '#1001', description: 'The seam tore after a year of use.', altcha: await solveCaptcha(stack.url), ...extra };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (photo) form.set('photo', photo, name);
  const res = await fetch(`${url}/forms/warranty`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as any };
}
const stored = async () => (await stack.call('GET', '/forms/submissions?type=warranty', undefined, admin())).body.submissions;

describe('lifetime warranty claim', () => {
  it('a claim with a PNG photo is stored with the file and acknowledged by mail; the photo is kept in the database', async () => {
    const res = await claim(new Blob([PNG], { type: 'image/png' }));
    expect(res.status).toBe(201);
    const [s] = await stored();
    expect(s).toMatchObject({ id: res.body.id, email: 'claim@example.com', fields: { product: 'Rover Hammock', orderNumber: '#1001' }, files: [{ field: 'photo', name: 'tear.png', type: 'image/png', size: PNG.byteLength }] });
    expect(s.fields).not.toHaveProperty('altcha');
    expect((await stack.mails('claim@example.com', 1))[0]?.subject).toBe('Trailmate: We received your warranty claim');
    expect((await stack.mails('care@trailmate.example', 1)).at(-1)!.text).toContain('tear.png (image/png');
    // Operators read the photo back, byte for byte, with the type its bytes have.
    const photo = await fetch(`${stack.url}/forms/submissions/${res.body.id}/files/photo`, { headers: admin() });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(PNG);
    expect((await fetch(`${stack.url}/forms/submissions/${res.body.id}/files/photo`)).status).toBe(403);
    expect((await fetch(`${stack.url}/forms/submissions/WC-NOPE00/files/photo`, { headers: admin() })).status).toBe(404);
  });

  it('the photo type comes from its bytes, not its name: WebP named .jpg is WebP, text named .jpg is refused', async () => {
    expect((await claim(new Blob([WEBP]), 'photo.jpg')).status).toBe(201);
    expect((await stored()).at(-1).files[0].type).toBe('image/webp');
    const fake = await claim(new Blob(['not an image at all'], { type: 'image/jpeg' }), 'photo.jpg');
    expect(fake.status).toBe(400);
    expect(fake.body.error.fields).toEqual({ photo: 'Photo must be a JPEG, PNG or WebP image.' });
  });

  it('a photo over 5 MB is refused; a body over the upload limit is 413; a missing photo is required', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    expect((await claim(new Blob([big]))).body.error.fields.photo).toBe('Photo must be 5 MB or smaller.');
    const huge = new Uint8Array(7 * 1024 * 1024);
    const tooBig = await fetch(`${stack.url}/forms/warranty`, { method: 'POST', body: (() => { const f = new FormData(); f.set('photo', new Blob([huge]), 'x.png'); return f; })() });
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Photo must be 5 MB or smaller.' });
    const missing = await claim(null, 'x', { orderNumber: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ orderNumber: 'Order number is required', photo: 'Photo is required' });
    expect(await stored()).toHaveLength(2);
  });

  it('JSON or a filled honeypot is not a claim: 415, and accepted-but-dropped', async () => {
    const json = await fetch(`${stack.url}/forms/warranty`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
    expect((await claim(new Blob([PNG]), 'a.png', { website: 'spam' })).status).toBe(201);
    expect(await stored()).toHaveLength(2);
  });

  it('a claim gets a short readable claim number (WC- and six letters or digits without 0, O, 1 or I), in the answer and the mail', async () => {
    const res = await claim(new Blob([PNG], { type: 'image/png' }), 'tear.png', { email: 'number@example.com' });
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^WC-[A-HJ-NP-Z2-9]{6}$/);
    const mail = (await stack.mails('number@example.com', 1))[0];
    assert.isDefined(mail, 'mail');
    expect(mail.text).toContain(`Your claim number is ${res.body.id}.`);
    expect(mail.text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  // Two instances share a database on a PostgreSQL server only (the embedded one is per process).
  it.skipIf(!process.env.SERVICES_TEST_DATABASE_URL)('a photo sent to one instance is served by another', async () => {
    const second = await stack.another();
    try {
      const res = await claim(new Blob([WEBP]), 'other.webp', { email: 'other-instance@example.com' }, second.url);
      expect(res.status).toBe(201);
      const photo = await fetch(`${stack.url}/forms/submissions/${res.body.id}/files/photo`, { headers: admin() });
      expect(photo.headers.get('content-type')).toBe('image/webp');
      expect(new Uint8Array(await photo.arrayBuffer())).toEqual(WEBP);
    } finally {
      await second.stop();
    }
  });
});
