// A GROQ query has a cost and a time limit in the content lake: a pathological query (a few nested `*`) is
// answered with Sanity's query error within the limit, and while it runs the twin goes on answering others.
import { describe, expect, it } from 'vitest';
import { createClient } from '@sanity/client';
import { MAX_QUERY_MS, runQuery } from '../src/lake/groq.js';
import { useTestTwin } from './helpers.js';

const twin = useTestTwin();
// Six nested `*`: every document for every document, six deep (N^6 evaluations).
const PATHOLOGICAL = '*{"a":*{"a":*{"a":*{"a":*{"a":*{"a":1}}}}}}';
const queryUrl = (query: string) => `${twin.url}/sanity/v2025-02-19/data/query/production?query=${encodeURIComponent(query)}`;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; at: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started, at: performance.now() };
}

describe('GROQ limits of the content lake', () => {
  it("answers a pathological query with Sanity's query error within the limit, and keeps answering other requests meanwhile", async () => {
    const slow = timed(async () => {
      const res = await fetch(queryUrl(PATHOLOGICAL));
      return { status: res.status, body: (await res.json()) as { error?: { description: string; type: string } } };
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const other = await timed(async () => (await fetch(queryUrl('count(*[_type == "product"])'))).json() as Promise<{ result: number }>);
    const root = await timed(async () => (await fetch(`${twin.url}/`)).status);
    const refused = await slow;

    expect(refused.value.status).toBe(400);
    expect(refused.value.body.error).toMatchObject({ type: 'queryExecutionError' });
    expect(refused.value.body.error!.description).toMatch(/time limit of \d+ ms|too expensive/);
    // The query's own evaluation time is bounded; the wall clock adds what the machine spends on others.
    expect(refused.ms).toBeLessThan(MAX_QUERY_MS + 3000);
    // Answered while the pathological query still ran, not after it.
    expect(other.value.result).toBe(4);
    expect(other.ms).toBeLessThan(1000);
    expect(root.value).toBe(200);
    expect(other.at).toBeLessThan(refused.at);
  });

  it('hands @sanity/client the error as Sanity does (status 400, the description as message), and answers the next query as before', async () => {
    const client = createClient({ projectId: 'twin', dataset: 'production', apiHost: `${twin.url}/sanity`, useProjectHostname: false, apiVersion: '2025-04-01', useCdn: false });
    const err = (await client.fetch(PATHOLOGICAL).then(
      () => null,
      (e: unknown) => e,
    )) as { statusCode: number; message: string } | null;
    expect(err).toMatchObject({ statusCode: 400 });
    expect(err!.message).toMatch(/time limit|too expensive/);
    expect(await client.fetch('*[_type == "product" && store.slug.current == $handle][0].store.title', { handle: 'trail-bowl' })).toBe('Trail Bowl');
  });

  it('counts a query\'s steps and its result\'s size, and stops a query of many streams without an unhandled rejection', async () => {
    const docs = Array.from({ length: 30 }, (_, i) => ({ _id: `doc-${i}`, _type: 'thing', n: i, text: 'x'.repeat(100) }));
    await expect(runQuery('*[count(*[n > ^.n]) > 0]', {}, docs, { limits: { steps: 100 } })).rejects.toMatchObject({
      status: 400,
      body: { type: 'queryExecutionError', description: 'Query is too expensive: more than 100 evaluation steps' },
    });
    await expect(runQuery('*{"all": *}', {}, docs, { limits: { resultBytes: 10_000 } })).rejects.toMatchObject({
      body: { type: 'queryExecutionError', description: 'Query result exceeds the limit of 10000 bytes' },
    });
    await expect(runQuery('count(*[_id in *._id && count(*[n in *.n]) > 0])', {}, docs, { limits: { steps: 50 } })).rejects.toMatchObject({ body: { type: 'queryExecutionError' } });
    // Within the limits the answer is the one groq-js gives.
    expect(await runQuery('count(*[count(*[n > ^.n]) > 0])', {}, docs)).toBe(29);
    expect(await runQuery('*[_type == "thing" && n < 2]{n, "later": count(*[n > ^.n])}', {}, docs)).toEqual([
      { n: 0, later: 29 },
      { n: 1, later: 28 },
    ]);
  });
});
