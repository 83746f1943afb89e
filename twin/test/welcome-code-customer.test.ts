// The newsletter's welcome code belongs to its subscriber (Shopify's "specific customers" eligibility):
// a cart whose buyer is someone else reads it as not applicable; a cart without a known buyer keeps it
// until checkout, where the order's email decides before anything is charged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertValidDocument as v, checkoutForm, startTestTwin } from './helpers';
import { firstMailTo, klaviyoTestEnv, mailsTo, postJson } from './klaviyo-fixture';

let twin: Awaited<ReturnType<typeof startTestTwin>>;
beforeAll(async () => {
  klaviyoTestEnv();
  twin = await startTestTwin();
});
afterAll(() => twin.stop());

const CART_CREATE = v(`mutation ($input: CartInput!) {
  cartCreate(input: $input) { cart { checkoutUrl discountCodes { code applicable } cost { totalAmount { amount } } } userErrors { message } }
}`);
type Cart = { checkoutUrl: string; discountCodes: { code: string; applicable: boolean }[]; cost: { totalAmount: { amount: string } } };

async function cart(code: string, email?: string): Promise<Cart> {
  const res = await twin.client('trailmate-us').request<any>(CART_CREATE, {
    input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 1 }], discountCodes: [code], ...(email ? { buyerIdentity: { email } } : {}) },
  });
  return res.cartCreate.cart;
}

/** Subscribes and confirms; answers the mailed welcome code. */
async function welcomeCode(email: string): Promise<string> {
  const body = {
    data: {
      type: 'subscription',
      attributes: { profile: { data: { type: 'profile', attributes: { email, first_name: 'Kit', properties: { interest: 'Dog' } } } } },
      relationships: { list: { data: { type: 'list', id: 'TrlNws' } } },
    },
  };
  expect((await postJson(`${twin.url}/client/subscriptions/?company_id=TwTrl1`, body, { revision: '2025-04-15' })).status).toBe(202);
  const confirm = await firstMailTo(twin.url, email);
  await (await fetch(confirm.text.match(/https?:\/\/\S+\/klaviyo\/confirm\/[0-9a-f]+/)![0])).text();
  const mail = (await mailsTo(twin.url, email)).find((m) => m.subject === 'Your 10% welcome code')!;
  return mail.text.match(/WELCOME-[A-Z0-9]{8}/)![0];
}

async function checkout(checkoutUrl: string, fields: Record<string, string>): Promise<{ status: number; html: string }> {
  const url = new URL(checkoutUrl);
  const res = await fetch(url.origin + url.pathname, {
    method: 'POST',
    body: checkoutForm(url.searchParams.get('key') ?? '', fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  return { status: res.status, html: await res.text() };
}

const ordersWith = (code: string) =>
  twin.db
    .prepare(`SELECT customer_email FROM orders o WHERE EXISTS (SELECT 1 FROM json_each(o.doc, '$._discountApplications') a WHERE json_extract(a.value, '$.code') = ?)`)
    .all(code) as { customer_email: string }[];

describe('the welcome code is limited to its subscriber', () => {
  it("a cart whose buyer email is another person's reads the code as not applicable; the subscriber's cart, in any letter case, applies it", async () => {
    const code = await welcomeCode('owner-cart@example.com');
    expect((await cart(code, 'other-cart@example.com')).discountCodes).toEqual([{ code, applicable: false }]);
    expect((await cart(code, 'Owner-Cart@Example.com')).discountCodes).toEqual([{ code, applicable: true }]);
  });

  it('a cart without a buyer email applies it; at checkout another email is told the code is not available, the order then costs the full price and leaves the code usable', async () => {
    const code = await welcomeCode('owner-checkout@example.com');
    const anonymous = await cart(code);
    expect(anonymous.discountCodes).toEqual([{ code, applicable: true }]);
    const page = await (await fetch(anonymous.checkoutUrl)).text();
    expect(page).toContain(`Discount ${code}`);

    const refused = await checkout(anonymous.checkoutUrl, { email: 'someone-else@example.com' });
    expect(refused.status).toBe(409);
    expect(refused.html).toContain(`The discount code ${code} is not available for someone-else@example.com.`);
    expect(refused.html).not.toContain(`Discount ${code}`);
    expect(twin.db.prepare("SELECT COUNT(*) AS n FROM orders WHERE customer_email = 'someone-else@example.com'").get()).toEqual({ n: 0 });

    // The page was now priced for that email: placing the order again goes through, without the code.
    const pricedFor = /name="pricedFor" value="([^"]*)"/.exec(refused.html)?.[1];
    expect(pricedFor).toBe('someone-else@example.com');
    expect((await checkout(anonymous.checkoutUrl, { email: 'someone-else@example.com', pricedFor: pricedFor! })).status).toBe(303);
    expect(ordersWith(code)).toEqual([]);

    const own = await cart(code);
    expect((await checkout(own.checkoutUrl, { email: 'owner-checkout@example.com' })).status).toBe(303);
    expect(ordersWith(code)).toEqual([{ customer_email: 'owner-checkout@example.com' }]);
  });
});
