import { beforeAll, describe, expect, it } from 'vitest';
import { useStack } from '../../services/test/harness';
import { solveCaptcha } from '../../services/test/forms-fixture';
import {
  applyProProgram,
  captchaChallengeUrl,
  claimWarranty,
  sendArticleFeedback,
  sendDealerContact,
  sendGeneralContact,
  subscribeBackInStock,
  subscribeNewsletter,
  type FormsConfig,
} from '../../src/lib/forms';
import { twinFormsConfig } from '../../src/lib/forms/twin-config';

// The forms service is the services' (services/src/forms), with Klaviyo's stand-in in the twin behind it.
const stack = useStack();
/** A brand's config with its forms sent to the services. */
const formsConfig = (brand: Parameters<typeof twinFormsConfig>[0]): FormsConfig => ({ ...twinFormsConfig(brand, stack.twin.url), formsUrl: stack.url });
let config: FormsConfig;
beforeAll(() => {
  config = formsConfig('trailmate');
});

const altcha = () => solveCaptcha(stack.url);
const submissions = async (type: string) => (await stack.call('GET', `/forms/submissions?type=${type}`, undefined, { 'x-services-admin-key': stack.config.adminKey })).body.submissions;
const mailsTo = (to: string) => stack.mails(to);

/** A config whose fetch records the path of every request. */
function recordingPaths(): { paths: string[]; config: FormsConfig } {
  const paths: string[] = [];
  const recording: FormsConfig = {
    ...config,
    fetch: (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
      paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return fetch(input, init);
    },
  };
  return { paths, config: recording };
}

describe('forms door: newsletter and back-in-stock through the forms service to Klaviyo', () => {
  it('a newsletter signup is accepted and the twin mails the double opt-in link', async () => {
    expect(await subscribeNewsletter(config, { firstName: 'Kit', email: 'door@example.com', interest: 'Cat', altcha: await altcha() })).toEqual({ ok: true, value: {} });
    expect((await stack.mails('door@example.com', 1))[0]?.subject).toBe('Please confirm your subscription');
  });

  it('a signup without an interest fails before sending, with "Please select an interest."', async () => {
    const r = await subscribeNewsletter(config, { firstName: 'Kit', email: 'door2@example.com', interest: '' as 'Cat', altcha: 'x' });
    expect(r).toEqual({ ok: false, failure: { code: 'invalid', retryable: false, message: 'An error occurred while subscribing. Please try again later.', fields: { interest: 'Please select an interest.' } } });
  });

  it('a replayed captcha comes back as "Please complete the CAPTCHA"', async () => {
    const payload = await altcha();
    expect((await subscribeNewsletter(config, { firstName: 'Kit', email: 'door3@example.com', interest: 'Dog', altcha: payload })).ok).toBe(true);
    const again = await subscribeNewsletter(config, { firstName: 'Kit', email: 'door4@example.com', interest: 'Dog', altcha: payload });
    expect(again).toMatchObject({ ok: false, failure: { code: 'captcha', retryable: false, message: 'Please complete the CAPTCHA' } });
  });

  it('the out-of-stock form takes a variant gid; an unknown variant is the spec failure message', async () => {
    expect(await subscribeBackInStock(config, 'gid://shopify/ProductVariant/2004', { email: 'oos@example.com', altcha: await altcha() })).toEqual({ ok: true, value: {} });
    const unknown = await subscribeBackInStock(config, 999999, { email: 'oos@example.com', altcha: await altcha() });
    expect(unknown).toEqual({ ok: false, failure: { code: 'failed', retryable: true, message: 'Out of Stock form submission failed. Please refresh the page or try again later.', fields: {} } });
  });

  it('a filled honeypot goes to the forms service, which answers it as accepted and sends nothing on to Klaviyo', async () => {
    const { paths, config: recording } = recordingPaths();
    expect(await subscribeNewsletter(recording, { firstName: 'Kit', email: 'door-bot@example.com', interest: 'Dog', altcha: 'x', website: 'spam' })).toEqual({ ok: true, value: {} });
    expect(await subscribeBackInStock(recording, 2004, { email: 'door-bot@example.com', altcha: 'x', website: 'spam' })).toEqual({ ok: true, value: {} });
    expect(paths).toEqual(['/forms/newsletter', '/forms/back-in-stock']);
    expect(await mailsTo('door-bot@example.com')).toEqual([]);
  });

  it('the forms service refuses a replayed back-in-stock captcha as "Please complete the CAPTCHA"', async () => {
    const { paths, config: recording } = recordingPaths();
    const payload = await altcha();
    expect(await subscribeBackInStock(recording, 2004, { email: 'door-bis@example.com', altcha: payload })).toEqual({ ok: true, value: {} });
    expect(paths).toEqual(['/forms/back-in-stock']);
    expect(await subscribeBackInStock(recording, 2004, { email: 'door-bis2@example.com', altcha: payload })).toEqual({
      ok: false,
      failure: {
        code: 'captcha',
        retryable: false,
        message: 'Please complete the CAPTCHA',
        fields: { altcha: 'Please complete the CAPTCHA' },
      },
    });
  });

  it('twin configs of the other brands reach their own Klaviyo lists', async () => {
    const yardwise = formsConfig('yardwise');
    expect(await subscribeNewsletter(yardwise, { firstName: 'Ada', email: 'yard@example.com', interest: 'Dog', altcha: await altcha() })).toEqual({ ok: true, value: {} });
  });

  it('every answer is read to its end, the empty body of an accepted signup included (a browser cancels an unread body: net::ERR_ABORTED)', async () => {
    const answers: Response[] = [];
    const recording: FormsConfig = {
      ...config,
      fetch: async (...args: Parameters<typeof fetch>) => {
        const res = await fetch(...args);
        answers.push(res);
        return res;
      },
    };
    expect(await subscribeNewsletter(recording, { firstName: 'Kit', email: 'door-read@example.com', interest: 'Dog', altcha: await altcha() })).toEqual({ ok: true, value: {} });
    expect(await subscribeBackInStock(recording, 'gid://shopify/ProductVariant/2004', { email: 'oos-read@example.com', altcha: await altcha() })).toEqual({ ok: true, value: {} });
    expect(await subscribeNewsletter(recording, { firstName: 'Kit', email: 'door-read2@example.com', interest: 'Dog', altcha: 'forged' })).toMatchObject({ ok: false, failure: { code: 'captcha', retryable: false } });
    expect(answers.map((res) => [new URL(res.url).pathname, res.status, res.bodyUsed])).toEqual([
      ['/forms/newsletter', 201, true],
      ['/forms/back-in-stock', 201, true],
      ['/forms/newsletter', 400, true],
    ]);
  });

  it('an unreachable host is a failure, never a throw', async () => {
    const down = { ...config, formsUrl: 'http://127.0.0.1:1' };
    expect(await subscribeBackInStock(down, 2004, { email: 'oos@example.com', altcha: 'x' })).toMatchObject({ ok: false, failure: { code: 'failed', retryable: true } });
  });
});

describe('forms door: our forms service', () => {
  it('the captcha challenge URL is served by the forms service', async () => {
    expect((await fetch(captchaChallengeUrl(config))).status).toBe(200);
  });

  it('dealer contact, general contact, feedback and pro program are accepted with their ids and stored under the brand', async () => {
    const dealer = await sendDealerContact(config, { firstName: 'Ada', lastName: 'Lind', emailAddress: 'ada@example.com', outletName: 'Lind Feed', message: 'We would like to stock your gear.', altcha: await altcha() });
    expect(dealer).toEqual({ ok: true, value: { id: expect.any(String) } });
    expect((await submissions('dealer-contact'))[0]).toMatchObject({ id: (dealer as { value: { id: string } }).value.id, brand: 'trailmate' });
    expect((await sendGeneralContact(config, { name: 'Kit Fern', email: 'kit@example.com', phone: '3035550100', question: 'Fit?', altcha: await altcha() })).ok).toBe(true);
    expect((await submissions('general-contact'))[0].fields.phone).toBe('303-555-0100');
    expect((await sendArticleFeedback(config, { articleId: 'hammock-install', helpful: true })).ok).toBe(true);
    expect((await applyProProgram(config, { firstName: 'Max', lastName: 'Ode', email: 'max@example.com', phone: '720-555-0199', occupation: 'Groomer', message: 'I groom a lot of travelling dogs.', altcha: await altcha() })).ok).toBe(true);
  });

  it('field errors come back per field with the spec messages', async () => {
    const r = await sendDealerContact(config, { firstName: 'A', lastName: 'Lind', emailAddress: 'ada@', outletName: 'Lind Feed', message: 'short', altcha: 'x' });
    expect(r).toEqual({
      ok: false,
      failure: {
        code: 'invalid',
        retryable: false,
        message: 'Form submission failed. Please refresh the page or try again later.',
        fields: { firstName: 'First name must be at least 2 letters.', emailAddress: 'Please re-check your email address.', message: 'Message must be at least 15 characters.' },
      },
    });
  });

  it('a forged captcha that passes the form check is refused by the service as "Please complete the CAPTCHA"', async () => {
    const r = await sendGeneralContact(config, { name: 'Kit Fern', email: 'kit@example.com', phone: '3035550100', question: 'Fit?', altcha: 'Zm9yZ2Vk' });
    expect(r).toEqual({ ok: false, failure: { code: 'captcha', retryable: false, message: 'Please complete the CAPTCHA', fields: { altcha: 'Please complete the CAPTCHA' } } });
  });

  it('a warranty claim uploads its photo; a photo that is not an image is refused by its bytes', async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], { type: 'image/png' });
    const values = { name: 'Kit Fern', email: 'claim@example.com', product: 'Rover Hammock', orderNumber: '1001', description: 'The strap broke on a short trip.' };
    expect(await claimWarranty(config, { ...values, altcha: await altcha() }, png, 'strap.png')).toEqual({ ok: true, value: { id: expect.any(String) } });
    expect((await submissions('warranty'))[0].files[0]).toMatchObject({ name: 'strap.png', type: 'image/png' });
    const fake = new Blob(['hello'], { type: 'image/jpeg' });
    expect(await claimWarranty(config, { ...values, altcha: await altcha() }, fake, 'x.jpg')).toMatchObject({ ok: false, failure: { code: 'invalid', retryable: false, fields: { photo: 'Photo must be a JPEG, PNG or WebP image.' } } });
    expect(await claimWarranty(config, { ...values, altcha: 'x' }, null)).toMatchObject({ ok: false, failure: { fields: { photo: 'Photo is required' } } });
  });
});
