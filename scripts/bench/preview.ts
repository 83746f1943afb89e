// `npx tsx scripts/bench/preview.ts [--runs N] [--log-builds]`: a saved draft until the preview shows
// it. The preview process (scripts/preview/main.ts) runs in front of a twin of its own, as `npm start`
// runs it, building Trailmate's preview into a temporary folder (its first build is a whole
// `gatsby build` unless the parked preview cache matches the code); then, N times each, a product's
// title and a blog post's body are changed in a draft through @sanity/client, and the time until the
// preview page (signed in) shows the new text is measured. Prints each run and the median. A
// measurement, not a test.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@sanity/client';
import { launchTwin } from '../../shared/twin-process';
import { cliArgs } from '../cli-args';
import { launchPreview } from '../preview/process';

const PRODUCT_ID = 'shopifyProduct-8000001000001';
const PRODUCT_PATH = '/car-seat-covers/rover-hammock-extended-width/';
const BLOG_ID = 'blogPost-trailmate-meet-the-core-sweater-en';
const BLOG_PATH = '/blog/meet-the-core-sweater/';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main(): Promise<void> {
  const { values: args } = cliArgs('npx tsx scripts/bench/preview.ts [--runs N] [--log-builds]', {
    runs: { type: 'string', default: '5' },
    'log-builds': { type: 'boolean', default: false },
  });
  const runs = Number(args.runs);
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-preview-'));
  const adminKey = randomBytes(24).toString('hex');
  const secret = randomBytes(18).toString('base64url');
  const twin = await launchTwin({ rateLimit: 0, env: { TWIN_ADMIN_KEY: adminKey } });
  const lines: string[] = [];
  const preview = await launchPreview({
    twinUrl: twin.url,
    dir: path.join(work, 'preview'),
    brands: ['trailmate'],
    ports: { trailmate: 0 },
    env: { PREVIEW_SECRET: secret, TWIN_ADMIN_KEY: adminKey },
    logBuilds: args['log-builds'],
    onLine: (line) => {
      lines.push(line);
      if (line.startsWith('[preview]') || args['log-builds']) console.log(line);
    },
  });
  const lake = createClient({ projectId: 'twin', dataset: 'production', apiHost: `${twin.url}/sanity`, useProjectHostname: false, apiVersion: '2025-04-01', useCdn: false, token: adminKey });
  try {
    const origin = preview.origins.trailmate;
    if (!origin) throw new Error('The preview did not start trailmate');
    const signIn = await fetch(`${origin}/__preview/sign-in`, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin }, body: new URLSearchParams({ secret }).toString() });
    const [cookie = ''] = (signIn.headers.get('set-cookie') ?? '').split(';');
    const shows = async (pathname: string, text: string) => {
      const res = await fetch(`${origin}${pathname}`, { headers: { Cookie: cookie } });
      return res.status === 200 && (await res.text()).includes(text);
    };
    const until = async (pathname: string, text: string, timeoutMs: number) => {
      const started = Date.now();
      while (!(await shows(pathname, text))) {
        if (Date.now() - started > timeoutMs) throw new Error(`The preview did not show "${text}" on ${pathname} within ${timeoutMs / 1000} s:\n${lines.slice(-40).join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return (Date.now() - started) / 1000;
    };
    const product = (await lake.getDocument(PRODUCT_ID))!;
    const first = await until(PRODUCT_PATH, (product.title as { en: string }).en, 20 * 60_000);
    console.log(`first preview served after ${first.toFixed(1)} s`);
    // Let the start's build settle before measuring.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const titleRuns: number[] = [];
    const bodyRuns: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const title = `Rover Hammock Draft ${run} ${randomBytes(3).toString('hex')}`;
      const saved = Date.now();
      await lake.createOrReplace({ ...product, _id: `drafts.${PRODUCT_ID}`, title: { ...(product.title as object), en: title }, store: { ...(product.store as object), title } });
      await until(PRODUCT_PATH, title, 5 * 60_000);
      titleRuns.push((Date.now() - saved) / 1000);
      console.log(`product title, run ${run}: ${((Date.now() - saved) / 1000).toFixed(2)} s`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const post = (await lake.getDocument(BLOG_ID))!;
    const body = post.body as { children: { text: string }[] }[];
    for (let run = 1; run <= runs; run += 1) {
      const sentence = `A draft sentence ${run} ${randomBytes(3).toString('hex')}.`;
      const changed = body.map((block, index) => (index === 0 ? { ...block, children: block.children.map((child, c) => (c === 0 ? { ...child, text: sentence } : child)) } : block));
      const saved = Date.now();
      await lake.createOrReplace({ ...post, _id: `drafts.${BLOG_ID}`, body: changed });
      await until(BLOG_PATH, sentence, 5 * 60_000);
      bodyRuns.push((Date.now() - saved) / 1000);
      console.log(`blog body, run ${run}: ${((Date.now() - saved) / 1000).toFixed(2)} s`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    for (const [what, seconds] of [['product title', titleRuns], ['blog body', bodyRuns]] as const) console.log(`${what}: median ${median(seconds).toFixed(2)} s of ${seconds.map((s) => s.toFixed(2)).join(', ')}`);
  } finally {
    await preview.stop();
    await twin.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
