// `npx tsx scripts/studio/presentation-walk.ts [--brand trailmate] [--page /blog/five-tips-for-hiking/] [--block N]`:
// click-to-edit in Studio's Presentation tool against the twin, in Chromium. Needs the twin, the
// preview process (`npm start`, or scripts/preview/main.ts) and Studio (`npm run studio`) running.
// Signs in with the `#token=` address, opens the brand's Presentation tool at a blog post, says
// whether the form's body field shows the Portable Text editor (or Studio's "Invalid Portable Text
// value" in its place), then clicks the post's title and two blocks of its body in the preview frame.
// After each click it prints Studio's address, which element of the form has the focus, which body
// block holds the cursor and whether that block is in view; it exits with 1 when the title's input or
// the clicked block did not get the focus. Screenshots go to the system's temporary folder. Not part
// of `npm test`: Studio is not in the root install.
import { chromium, type Frame, type Page } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnvFile } from '../../shared/env-file';
import { cliArgs } from '../cli-args';
import { withLocalTwinKey } from '../local-secrets';

const ROOT = path.resolve(__dirname, '..', '..');

interface FormState {
  url: string;
  focused: string;
  cursorBlock: string | null;
  blockInView: boolean | null;
}

async function main(): Promise<void> {
  loadEnvFile();
  const { values: args } = cliArgs('npx tsx scripts/studio/presentation-walk.ts [--brand B] [--page PATH] [--block N] [--studio URL]', {
    brand: { type: 'string', default: 'trailmate' },
    page: { type: 'string', default: '/blog/five-tips-for-hiking/' },
    block: { type: 'string', default: '12' },
    studio: { type: 'string', default: 'http://localhost:3333' },
  });
  const key = withLocalTwinKey(process.env, ROOT).TWIN_ADMIN_KEY;
  if (!key) throw new Error('No twin admin key: set TWIN_ADMIN_KEY or run `npm start` once (it makes the local one).');
  const started = Date.now();
  const step = (what: string) => console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${what}`);

  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-presentation-'));
  // The twin's lake certificate is local: accepted here as Playwright's ignoreHTTPSErrors does.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox'],
    ignoreHTTPSErrors: true,
    viewport: { width: 1600, height: 1000 },
  });
  const errors: string[] = [];
  const failures: string[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text().split('\n')[0]?.slice(0, 200) ?? '');
    });
    await page.goto(`${args.studio}/twin#token=${key}`);
    await page.waitForURL(/\/twin\/structure/, { timeout: 60_000 });
    step('signed in to Studio');
    await page.goto(`${args.studio}/twin/preview-${args.brand}?preview=${encodeURIComponent(args.page)}`);
    const frame = await previewFrame(page);
    const blocks = frame.locator('[data-sanity*="path=body:"]');
    // A brand's first preview may be a whole build (minutes).
    await blocks.first().waitFor({ timeout: 300_000 });
    const count = await blocks.count();
    step(`the preview shows ${args.page} with ${count} marked body blocks`);

    // The body field: the Portable Text editor, or Studio's "Invalid Portable Text value" in its place.
    const body = page.locator('[data-testid="field-body"]').first();
    await body.waitFor({ timeout: 60_000 });
    const editor = body.locator('[data-slate-editor]');
    const invalid = body.getByText('Invalid Portable Text value');
    await editor.or(invalid).first().waitFor({ timeout: 60_000 });
    if (await invalid.isVisible()) {
      const why = (await body.locator('[data-testid="alert-warning"]').first().innerText()).split('\n').filter(Boolean).slice(0, 3).join(' / ');
      failures.push(`the body field shows no editor: ${why}`);
    }
    step(`the form is open at ${new URL(page.url()).pathname}; body field: ${(await editor.count()) ? 'the Portable Text editor' : 'no editor'}`);
    await page.waitForTimeout(1500);

    await frame.locator('[data-sanity*="path=title"]').first().click();
    await page.waitForTimeout(2500);
    const title = await formState(page);
    report(step, 'clicked the title', title);
    if (!title.focused.startsWith('input#title')) failures.push(`a click on the title focused ${title.focused}`);
    await page.screenshot({ path: path.join(os.tmpdir(), 'presentation-title.png') });

    const first = Number(args.block);
    for (const [index, shot] of [
      [Math.min(first, count - 1), 'presentation-body.png'],
      [Math.min(first + 6, count - 1), 'presentation-body-2.png'],
    ] as const) {
      const block = blocks.nth(index);
      const blockKey = /path=body:([^;]+)/.exec((await block.getAttribute('data-sanity')) ?? '')?.[1];
      step(`clicking body block ${index} (key ${blockKey}): "${(await block.innerText()).slice(0, 60)}"`);
      await block.scrollIntoViewIfNeeded();
      await block.click();
      await page.waitForTimeout(3000);
      const state = await formState(page);
      report(step, `clicked body block ${index}`, state);
      if (state.cursorBlock !== blockKey || !state.blockInView) failures.push(`a click on body block ${blockKey} left the cursor in ${state.cursorBlock ?? 'no block'} (block in view: ${state.blockInView})`);
      await page.screenshot({ path: path.join(os.tmpdir(), shot) });
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
    const shown = [...new Set(errors)].filter((e) => !/ERR_NAME_NOT_RESOLVED|Failed to fetch version|ERR_INTERNET_DISCONNECTED/.test(e));
    if (shown.length) console.log(`Browser console errors:\n  ${shown.slice(0, 15).join('\n  ')}`);
  }
  if (failures.length) {
    console.error(`Click-to-edit did not reach the form:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else step('click-to-edit reached the form: the title and each body block clicked got the focus');
}

function report(step: (what: string) => void, what: string, state: FormState): void {
  step(`${what}: address ${decodeURIComponent(new URL(state.url).pathname)}`);
  step(`  focus: ${state.focused}; cursor in block: ${state.cursorBlock ?? 'none'}; that block in view in the form: ${state.blockInView ?? 'n/a'}`);
}

/** The preview's frame inside Presentation. */
async function previewFrame(page: Page): Promise<Frame> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const frame = page.frames().find((f) => /preview-[a-z]+\.localhost/.test(f.url()) && !f.url().includes('/__preview/enable'));
    if (frame) return frame;
    if (Date.now() > deadline) throw new Error(`No preview frame: ${page.frames().map((f) => f.url()).join(', ')}`);
    await page.waitForTimeout(500);
  }
}

/** Studio's address, the focused element of the form, the body block holding the cursor and whether it is on screen. */
async function formState(page: Page): Promise<FormState> {
  // A string, not a function: tsx's transform adds helpers to functions that the page does not have.
  return page.evaluate(FORM_STATE) as Promise<FormState>;
}

const FORM_STATE = `(() => {
  const active = document.activeElement;
  const describe = (e) => e ? e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.getAttribute('data-testid') ? '[data-testid=' + e.getAttribute('data-testid') + ']' : '') + (e.isContentEditable ? ' (contenteditable)' : '') : 'none';
  const selection = window.getSelection();
  const node = selection && selection.anchorNode;
  const anchor = node ? (node.nodeType === 1 ? node : node.parentElement) : null;
  const blockEl = anchor && anchor.closest('[data-slate-editor] [data-block-key], [data-slate-editor] [data-key]');
  const cursorBlock = blockEl ? (blockEl.getAttribute('data-block-key') || blockEl.getAttribute('data-key')) : null;
  let blockInView = null;
  const match = decodeURIComponent(location.href).match(/_key=="([^"]+)"/);
  if (match) {
    const el = document.querySelector('[data-slate-editor] [data-block-key="' + match[1] + '"], [data-slate-editor] [data-key="' + match[1] + '"]');
    if (el) {
      const r = el.getBoundingClientRect();
      blockInView = r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
    } else blockInView = false;
  }
  return { url: location.href, focused: describe(active), cursorBlock, blockInView };
})()`;

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
