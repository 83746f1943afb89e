// Refused variable values answered as Shopify's GraphQL (graphql-ruby) answers them: one error per
// variable, "Variable $<name> of type <type> was provided invalid value" (with " for <path>
// (<explanation>)" for problems inside the value), and the value and its problems in extensions.
import { describe, expect, it } from 'vitest';
import { TOKENS, useTestTwin } from '../helpers.js';

const twin = useTestTwin();

async function run(query: string, variables: Record<string, unknown>) {
  const res = await fetch(twin.endpoint('trailmate-us'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKENS['trailmate-us'] },
    body: JSON.stringify({ query, variables }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { data?: unknown; errors?: { message: string; locations?: unknown; extensions?: Record<string, unknown> }[] };
}

describe('refused variables in graphql-ruby’s words', () => {
  it('a required variable left out is null, not to be null', async () => {
    const body = await run('query Product($handle: String!) { product(handle: $handle) { id } }', {});
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      {
        message: 'Variable $handle of type String! was provided invalid value',
        locations: [{ line: 1, column: 15 }],
        extensions: { value: null, problems: [{ path: [], explanation: 'Expected value to not be null' }] },
      },
    ]);
  });

  it('a value of another scalar type cannot be coerced', async () => {
    const body = await run('query Products($first: Int) { products(first: $first) { nodes { id } } }', { first: 'ten' });
    expect(body.errors).toEqual([
      {
        message: 'Variable $first of type Int was provided invalid value',
        locations: [{ line: 1, column: 16 }],
        extensions: { value: 'ten', problems: [{ path: [], explanation: 'Could not coerce value "ten" to Int' }] },
      },
    ]);
  });

  it('an enum value that does not exist lists the ones that do', async () => {
    const body = await run('query Products($sortKey: ProductSortKeys) { products(first: 1, sortKey: $sortKey) { nodes { id } } }', { sortKey: 'CHEAPEST' });
    expect(body.errors?.[0]?.message).toBe('Variable $sortKey of type ProductSortKeys was provided invalid value');
    const [problem] = (body.errors?.[0]?.extensions?.problems ?? []) as { path: unknown[]; explanation: string }[];
    expect(problem).toBeDefined();
    expect(problem?.path).toEqual([]);
    expect(problem?.explanation).toMatch(/^Expected "CHEAPEST" to be one of: .*\bBEST_SELLING\b.*\bTITLE\b/);
  });

  it('problems inside an input object are named by their path, each variable its own error', async () => {
    const body = await run(
      'mutation Create($input: CartInput, $country: CountryCode!) @inContext(country: $country) { cartCreate(input: $input) { cart { id } } }',
      { input: { lines: [{ quantity: 1 }, { merchandiseId: 'gid://shopify/ProductVariant/2001', colour: 'red' }] } },
    );
    expect(body.errors).toEqual([
      {
        message:
          'Variable $input of type CartInput was provided invalid value for lines.0.merchandiseId (Expected value to not be null), lines.1.colour (Field is not defined on CartLineInput)',
        locations: [{ line: 1, column: 17 }],
        extensions: {
          value: { lines: [{ quantity: 1 }, { merchandiseId: 'gid://shopify/ProductVariant/2001', colour: 'red' }] },
          problems: [
            { path: ['lines', 0, 'merchandiseId'], explanation: 'Expected value to not be null' },
            { path: ['lines', 1, 'colour'], explanation: 'Field is not defined on CartLineInput' },
          ],
        },
      },
      {
        message: 'Variable $country of type CountryCode! was provided invalid value',
        locations: [{ line: 1, column: 36 }],
        extensions: { value: null, problems: [{ path: [], explanation: 'Expected value to not be null' }] },
      },
    ]);
  });

  it('a valid value, or a default for one left out, runs the query', async () => {
    const body = await run('query Products($first: Int = 1) { products(first: $first) { nodes { handle } } }', {});
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({ products: { nodes: [{ handle: expect.any(String) }] } });
  });
});

describe('literals, fragments and operations in graphql-ruby’s words', () => {
  it('a literal argument of the wrong type names the argument, its field, the value and the type', async () => {
    const body = await run('query Q { products(first: "ten") { nodes { id } } }', {});
    expect(body.errors).toEqual([
      {
        message: `Argument 'first' on Field 'products' has an invalid value ("ten"). Expected type 'Int'.`,
        locations: [{ line: 1, column: 11 }],
        path: ['query Q', 'products', 'first'],
        extensions: { code: 'argumentLiteralsIncompatible', typeName: 'Field', argumentName: 'first' },
      },
    ]);
    const enumBody = await run('query Q { products(first: 1, sortKey: CHEAPEST) { nodes { id } } }', {});
    expect(enumBody.errors?.[0]).toMatchObject({
      message: `Argument 'sortKey' on Field 'products' has an invalid value (CHEAPEST). Expected type 'ProductSortKeys'.`,
      extensions: { code: 'argumentLiteralsIncompatible', argumentName: 'sortKey' },
    });
    const nested = await run('query Q { collection(handle: "everything") { products(first: true) { nodes { id } } } }', {});
    expect(nested.errors?.[0]?.message).toBe(`Argument 'first' on Field 'products' has an invalid value (true). Expected type 'Int'.`);
  });

  it('a fragment that can never apply says it cannot be spread there', async () => {
    const body = await run('query Q { shop { ...P } } fragment P on Product { id }', {});
    expect(body.errors).toEqual([
      {
        message: "Fragment P on Product can't be spread inside Shop",
        locations: [{ line: 1, column: 18 }],
        path: ['query Q', 'shop', '... P'],
        extensions: { code: 'cannotSpreadFragment', typeName: 'Product', fragmentName: ' P', parentName: 'Shop' },
      },
    ]);
    const inline = await run('query Q { shop { ... on Product { id } } }', {});
    expect(inline.errors?.[0]).toMatchObject({ message: "Fragment on Product can't be spread inside Shop", extensions: { fragmentName: 'unknown' } });
  });

  it('several operations need a name', async () => {
    const body = await run('query A { shop { name } } query B { shop { id } }', {});
    expect(body.errors).toEqual([{ message: 'An operation name is required' }]);
  });
});
