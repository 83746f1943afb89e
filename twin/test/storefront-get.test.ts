import { describe, expect, it } from 'vitest';
import { TOKENS, useTestTwin } from './helpers.js';

const twin = useTestTwin();

const headers = { 'X-Shopify-Storefront-Access-Token': TOKENS['trailmate-us'] };
const QUERY = 'query P($handle: String!) { product(handle: $handle) { handle } }';
const get = (variables: string) =>
  fetch(`${twin.endpoint()}?query=${encodeURIComponent(QUERY)}&variables=${encodeURIComponent(variables)}`, { headers });
const post = (variables: unknown) =>
  fetch(twin.endpoint(), { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: `{"query":${JSON.stringify(QUERY)},"variables":${variables}}` });

describe('GET graphql.json variables', () => {
  it('runs a query with JSON object variables', async () => {
    const res = await get('{"handle":"trail-bowl"}');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { product: { handle: 'trail-bowl' } }, extensions: { context: { country: 'US', language: 'EN' } } });
  });

  it('answers variables that are not a JSON object with the same 400 as POST, never 500', async () => {
    for (const bad of ['1', '"handle"', 'true', '[1]']) {
      const viaGet = await get(bad);
      const viaPost = await post(bad);
      expect(viaPost.status).toBe(400);
      expect(viaGet.status).toBe(400);
      expect(await viaGet.json()).toEqual(await viaPost.json());
    }
  });

  it('answers malformed JSON variables with 400', async () => {
    for (const bad of ['{', '{"handle":', 'nope']) {
      const res = await get(bad);
      expect(res.status).toBe(400);
      expect((await res.json()).errors[0].message).toMatch(/JSON/);
    }
  });

  it('reads null or empty variables as none', async () => {
    const res = await get('null');
    expect(res.status).toBe(200);
    expect((await res.json()).errors[0].message).toMatch(/\$handle/);
  });
});
