// Storefront API answers as Shopify words them: graphql-ruby's parse and validation errors, DateTime
// in whole seconds, image sizes of the files themselves, and multipass carrying the customer's names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSecret } from '../../src/catalogue/store-secrets.js';
import { encodeMultipass } from '../../src/multipass/token.js';
import { assertValidDocument, startTestTwin } from '../helpers.js';
import { hydrogenClient } from './storefront-client.js';

let twin: Awaited<ReturnType<typeof startTestTwin>>;
const sf = () => hydrogenClient(twin.url);

beforeAll(async () => {
  twin = await startTestTwin();
});
afterAll(async () => {
  await twin?.stop();
});

describe('errors in graphql-ruby’s words', () => {
  it('names an unknown field with undefinedField, its type and its path', async () => {
    const body = await sf().query('query ProductTitle { product(handle: "rover-hammock") { title foo } }');
    expect(body.errors).toEqual([
      {
        message: "Field 'foo' doesn't exist on type 'Product'",
        locations: [{ line: 1, column: 63 }],
        path: ['query ProductTitle', 'product', 'foo'],
        extensions: { code: 'undefinedField', typeName: 'Product', fieldName: 'foo' },
      },
    ]);
  });

  it('names an unknown argument with argumentNotAccepted', async () => {
    const body = await sf().query('{ products(frist: 1) { nodes { id } } }');
    expect(body.errors?.[0]).toMatchObject({
      message: "Field 'products' doesn't accept argument 'frist'",
      path: ['query', 'products', 'frist'],
      extensions: { code: 'argumentNotAccepted', name: 'products', typeName: 'Field', argumentName: 'frist' },
    });
  });

  it('words selection mistakes with selectionMismatch', async () => {
    const scalar = await sf().query('{ shop { name { first last } } }');
    expect(scalar.errors?.[0]).toMatchObject({
      message: "Selections can't be made on scalars (field 'name' returns String but has selections [first, last])",
      extensions: { code: 'selectionMismatch', nodeName: "field 'name'", typeName: 'String' },
    });
    const object = await sf().query('{ shop { primaryDomain } }');
    expect(object.errors?.[0]).toMatchObject({
      message: "Field must have selections (field 'primaryDomain' returns Domain but has no selections. Did you mean 'primaryDomain { ... }'?)",
      path: ['query', 'shop', 'primaryDomain'],
      extensions: { code: 'selectionMismatch' },
    });
  });

  it('names the variables of an anonymous operation as graphql-ruby does (anonymous query, anonymous mutation)', async () => {
    const unused = await sf().query('mutation ($input: CartInput) { cartCreate { cart { id } } }');
    expect(unused.errors?.[0]).toMatchObject({
      message: 'Variable $input is declared by anonymous mutation but not used',
      extensions: { code: 'variableNotUsed', variableName: 'input' },
    });
    const undeclared = await sf().query('{ product(handle: $handle) { id } }');
    expect(undeclared.errors?.[0]).toMatchObject({
      message: 'Variable $handle is used by anonymous query but not declared',
      extensions: { code: 'variableNotDefined', variableName: 'handle' },
    });
  });

  it('words a syntax error as graphql-ruby’s parser does', async () => {
    const body = await sf().query('{ shop { name }} }');
    expect(body.errors).toEqual([{ message: 'Parse error on "}" (RCURLY) at [1, 18]', locations: [{ line: 1, column: 18 }] }]);
    expect((await sf().query('{ shop { name }')).errors?.[0]?.message).toBe('Unexpected end of document');
  });

  it('refuses a query over the cost limit with MAX_COST_EXCEEDED', async () => {
    const body = await sf().query('{ products(first: 250) { nodes { collections(first: 250) { nodes { products(first: 250) { nodes { id } } } } } } }');
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'MAX_COST_EXCEEDED' });
    expect(body.errors?.[0]?.message).toMatch(/^Query cost is \d+, which exceeds the single query max cost limit/);
  });
});

describe('values as Shopify serialises them', () => {
  it('writes DateTime in whole seconds', async () => {
    const body = await sf().query(
      assertValidDocument('mutation { cartCreate(input: {}) { cart { createdAt updatedAt } userErrors { message } } }'),
    );
    const cart = body.data.cartCreate.cart;
    expect(cart.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(cart.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('reports Image width and height of the image file', async () => {
    // The fixture's image file is 1×1 whatever the content document says.
    const body = await sf().query(assertValidDocument('{ product(handle: "rover-hammock-extended-width") { featuredImage { width height } variants(first: 1) { nodes { image { width height } } } } }'));
    expect(body.data.product.featuredImage).toEqual({ width: 1, height: 1 });
  });
});

describe('multipass carrying the customer’s names', () => {
  it('creates the Shopify customer with the token’s first and last names', async () => {
    // The services put the pool's given and family names there (services/test/multipass.test.ts).
    const token = encodeMultipass(storeSecret('trailmate-us', 'multipass'), { email: 'named.walker@example.com', created_at: new Date().toISOString(), first_name: 'Juniper', last_name: 'Ashdown' });
    const login = await sf().query(
      assertValidDocument('mutation ($t: String!) { customerAccessTokenCreateWithMultipass(multipassToken: $t) { customerAccessToken { accessToken } } }'),
      { t: token },
    );
    expect(login.errors).toBeUndefined();
    const accessToken = login.data.customerAccessTokenCreateWithMultipass.customerAccessToken.accessToken;
    const me = await sf().query(assertValidDocument('query ($a: String!) { customer(customerAccessToken: $a) { firstName lastName displayName } }'), { a: accessToken });
    expect(me.data.customer).toEqual({ firstName: 'Juniper', lastName: 'Ashdown', displayName: 'Juniper Ashdown' });
  });
});
