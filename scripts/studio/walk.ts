// `npx tsx scripts/studio/walk.ts [--product <id>] [--keep]`: Studio against the twin's lake, in Chromium, as
// an editor uses it. Needs the twin (`npm start`, or `npm run twin`) and Studio (`npm run studio`) running.
// It accepts the lake's local certificate as a person does (opens the lake's https address and proceeds
// past Chromium's warning), signs in with the `#token=` address, opens a product, types into its English
// title, waits for the draft in the lake, publishes, and waits for the published document and the
// Storefront API to show the title; then puts the title back (unless --keep). Prints each step with its
// time, the HTTP versions of the lake's answers, and what the browser console reported as errors.
// Not part of `npm test`: Studio is not in the root install.
import { chromium, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnvFile } from '../../shared/env-file';
import { cliArgs } from '../cli-args';
import { withLocalTwinKey } from '../local-secrets';
import { studioEnv } from '../studio-env';

const ROOT = path.resolve(__dirname, '..', '..');

async function main(): Promise<void> {
  loadEnvFile();
  const { values: args } = cliArgs('npx tsx scripts/studio/walk.ts [--product <id>] [--keep] [--studio URL]', {
    product: { type: 'string' },
    keep: { type: 'boolean', default: false },
    studio: { type: 'string', default: 'http://localhost:3333' },
  });
  const key = withLocalTwinKey(process.env, ROOT).TWIN_ADMIN_KEY;
  if (!key) throw new Error('No twin admin key: set TWIN_ADMIN_KEY or run `npm start` once (it makes the local one).');
  const twinUrl = process.env.TWIN_URL || 'http://127.0.0.1:8787';
  const apiHost = studioEnv(process.env).SANITY_STUDIO_TWIN_API_HOST ?? '';
  // Studio calls the project's host: the project id in front of the API host's name.
  const projectHost = new URL(apiHost.replace('://localhost', '://twin.localhost'));
  const started = Date.now();
  const step = (what: string) => console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${what}`);

  const lake = async (groq: string) => {
    const res = await fetch(`${twinUrl}/sanity/v2025-04-01/data/query/production?query=${encodeURIComponent(groq)}&perspective=raw`, { headers: { authorization: `Bearer ${key}` } });
    if (!res.ok) throw new Error(`The lake answered ${res.status} to ${groq}`);
    return ((await res.json()) as { result: unknown }).result;
  };
  const mutate = async (mutations: unknown[]) => {
    const res = await fetch(`${twinUrl}/sanity/v2025-04-01/data/mutate/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ mutations }),
    });
    if (!res.ok) throw new Error(`The lake answered ${res.status} to a mutation: ${await res.text()}`);
  };
  const waitFor = async (what: string, check: () => Promise<boolean>, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    step(what);
  };

  const id = args.product ?? ((await lake('*[_type == "product" && !(_id in path("drafts.**"))][0]._id')) as string);
  const original = (await lake(`*[_id == "${id}"][0]`)) as Record<string, unknown> & { title?: { en?: string } };
  if (!original?.title?.en) throw new Error(`Product ${id} has no English title to edit`);
  if (await lake(`defined(*[_id == "drafts.${id}"][0])`)) throw new Error(`Product ${id} has a draft already: publish or discard it first, or pick another with --product`);
  const edited = `${original.title.en} (edited ${new Date().toISOString().slice(11, 19)})`;
  step(`product ${id}: "${original.title.en}" → "${edited}"`);

  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-walk-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
  const errors: string[] = [];
  const protocols = new Map<string, number>();
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text().split('\n')[0]?.slice(0, 200) ?? '');
    });
    // Every write Studio sends (actions, mutations), with the lake's answer when it is not a success.
    page.on('response', (res) => {
      if (!/\/data\/(actions|mutate)\//.test(res.url())) return;
      const kinds = [...new Set(((res.request().postDataJSON() as { actions?: { actionType?: string }[] } | null)?.actions ?? []).map((a) => a.actionType?.replace('sanity.action.document.', '')))];
      if (process.env.WALK_VERBOSE || !res.ok()) void res.text().then((body) => step(`${res.status()} ${kinds.join('+') || 'mutate'}${res.ok() ? '' : `: ${body.slice(0, 300)}`}`));
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.responseReceived', (e: { response: { url: string; protocol?: string } }) => {
      if (e.response.url.startsWith(projectHost.origin)) protocols.set(e.response.protocol ?? '?', (protocols.get(e.response.protocol ?? '?') ?? 0) + 1);
    });

    // The one-time step a person takes: open the lake's address and proceed past the certificate warning.
    const pong = page.getByText('PONG', { exact: true });
    for (let attempt = 1; !(await pong.isVisible()); attempt++) {
      await page.goto(`${projectHost.origin}/sanity/v1/ping`).catch(() => undefined);
      const advanced = page.locator('#details-button');
      // Chromium's warning page loads after the navigation has failed: wait for it (or for the answer).
      await advanced.or(pong).first().waitFor({ timeout: 10_000 }).catch(() => undefined);
      if (await advanced.isVisible()) {
        await advanced.click();
        await page.locator('#proceed-link').click();
      }
      const shown = await pong.waitFor({ timeout: 30_000 }).then(() => true, () => false);
      if (!shown && attempt === 3) throw new Error(`The lake's https address did not answer PONG: ${(await page.locator('body').innerText()).slice(0, 120)}`);
    }
    step(`certificate accepted for ${projectHost.host}`);

    await page.goto(`${args.studio}/twin#token=${key}`);
    await page.waitForURL(/\/twin\/structure/, { timeout: 60_000 });
    step('signed in to Studio');
    await page.goto(`${args.studio}/twin/structure/product;${id}`);
    const input = page.locator('input[id="title.en"]');
    await input.waitFor({ timeout: 60_000 });
    await waitFor('the form is editable', async () => !(await input.evaluate((e: HTMLInputElement) => e.readOnly)), 60_000);
    if (await page.getByText('Trying to connect').count()) throw new Error('Studio says "Trying to connect…"');

    await input.click();
    await input.press('End');
    await input.pressSequentially(edited.slice(original.title.en.length), { delay: 20 });
    await waitFor('the draft is saved in the lake with the title', async () => (await lake(`*[_id == "drafts.${id}"][0].title.en`)) === edited);

    if (process.env.WALK_DEBUG) {
      await page.waitForTimeout(5000);
      await page.screenshot({ path: path.join(os.tmpdir(), 'studio-walk-before-publish.png') });
    }
    await publish(page);
    if (process.env.WALK_DEBUG) {
      await page.waitForTimeout(3000);
      await page.screenshot({ path: path.join(os.tmpdir(), 'studio-walk-after-publish.png') });
    }
    await waitFor('published: the document has the title and the draft is gone', async () => {
      const [published, draft] = (await lake(`[*[_id == "${id}"][0].title.en, defined(*[_id == "drafts.${id}"][0])]`)) as [string, boolean];
      return published === edited && !draft;
    });
    await page.screenshot({ path: path.join(os.tmpdir(), 'studio-walk.png') });
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
    if (!args.keep) {
      await mutate([{ patch: { id, set: { 'title.en': original.title.en } } }, { delete: { id: `drafts.${id}` } }]).catch((e: Error) => console.error(`Could not put the title back: ${e.message}`));
      step(`title put back to "${original.title.en}"`);
    }
    console.log(`HTTP versions of the lake's answers: ${[...protocols].map(([p, n]) => `${p} ×${n}`).join(', ') || 'none seen'}`);
    const shown = [...new Set(errors)].filter((e) => !/ERR_NAME_NOT_RESOLVED|Failed to fetch version/.test(e));
    if (shown.length) console.log(`Browser console errors (beside sanity.io's CDNs, unreachable offline):\n  ${shown.slice(0, 15).join('\n  ')}`);
  }
}

/** Clicks Studio's Publish action once it is enabled. */
async function publish(page: Page): Promise<void> {
  const button = page.locator('[data-testid="action-publish"]').or(page.getByRole('button', { name: /^Publish$/ })).first();
  await button.waitFor({ timeout: 30_000 });
  const deadline = Date.now() + 30_000;
  while ((await button.isDisabled()) || (await button.getAttribute('data-disabled')) === 'true') {
    if (Date.now() > deadline) {
      // Say why: the form marks fields with validation errors; their tooltips say what is wrong.
      const errorIcons = page.locator('[data-testid="input-validation-icon-error"]');
      const why: string[] = [`${await errorIcons.count()} field(s) with validation errors`];
      for (const icon of (await errorIcons.all()).slice(0, 3)) {
        await icon.scrollIntoViewIfNeeded().catch(() => undefined);
        await icon.hover({ force: true }).catch(() => undefined);
        await page.waitForTimeout(800);
        why.push(...(await page.locator('[data-ui="Popover"], [role="tooltip"]').allInnerTexts()));
      }
      throw new Error(`The Publish action stayed disabled${why.length ? `: ${why.join(' ').replace(/\s+/g, ' ').slice(0, 600)}` : ''}`);
    }
    await page.waitForTimeout(250);
  }
  await button.click({ timeout: 5000 });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
