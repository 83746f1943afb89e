import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/config/env';
import { createContentClient } from '../../src/lib/content/client';

// A stand-in for a Sanity-compatible content lake: records each request and answers a GROQ result.
const requests: { url: string; authorization?: string }[] = [];
let server: http.Server;
let origin = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push({ url: req.url ?? '', authorization: req.headers.authorization });
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ result: [{ _id: 'product-1', title: 'Rover Hammock' }], ms: 1 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the content door on a content lake (SANITY_API_HOST)', () => {
  it('queries the lake host, not a project hostname, in the published perspective only', async () => {
    const env = parseEnv({ SANITY_PROJECT_ID: 'twin', SANITY_DATASET: 'production', SANITY_API_HOST: `${origin}/sanity/` });
    const client = createContentClient(env, process.cwd());
    const result = await client.fetch<{ title: string }[]>('*[_type == $type]{_id, title}', { type: 'product' });
    expect(result).toEqual([{ _id: 'product-1', title: 'Rover Hammock' }]);
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url, origin);
    expect(url.pathname).toBe('/sanity/v2025-04-01/data/query/production');
    expect(url.searchParams.get('perspective')).toBe('published');
    expect(url.searchParams.get('query')).toBe('*[_type == $type]{_id, title}');
    expect(url.searchParams.get('$type')).toBe('"product"');
    expect(requests[0]!.authorization).toBeUndefined();
  });
});
