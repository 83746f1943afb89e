// The preview's long-lived re-renderer (scripts/build/renderer-host.ts): one process answers one
// re-render per request, its result read from its `RERENDER` line; a renderer that dies answers its
// exit code and the next re-render starts a fresh one. Run against a small renderer of the same
// protocol in a site folder of its own (the real one needs a built site: e2e/builds/preview.spec.ts).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RendererHost } from '../../scripts/build/renderer-host';

const ROOT = path.resolve(__dirname, '..', '..');

// Answers each line with its run number and process id; dies on the run named by DIE_ON.
const RENDERER = `import { createInterface } from 'node:readline';
let runs = 0;
createInterface({ input: process.stdin }).on('line', () => {
  runs += 1;
  if (process.env.DIE_ON === String(runs)) {
    console.log('dying');
    process.exit(7);
  }
  console.log(\`run \${runs} in \${process.pid}\`);
  process.stdout.write('\\nRERENDER ' + JSON.stringify({ outcome: runs === 3 ? 'needs-gatsby' : 'rendered', reason: 'r' + runs, pages: ['/' + runs + '/'] }) + '\\n');
});
`;

const hosts: RendererHost[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function host(env: NodeJS.ProcessEnv = {}): RendererHost {
  const site = mkdtempSync(path.join(os.tmpdir(), 'renderer-host-'));
  dirs.push(site);
  mkdirSync(path.join(site, 'scripts', 'build'), { recursive: true });
  writeFileSync(path.join(site, 'scripts', 'build', 'rerender-pages.ts'), RENDERER);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  const made = new RendererHost(site, { ...process.env, ...env });
  hosts.push(made);
  return made;
}

const pid = (tail: string[]) => /in (\d+)/.exec(tail.find((line) => line.startsWith('run ')) ?? '')?.[1];

describe('the kept re-renderer', () => {
  it('answers each re-render from the same process, in the order asked, with the one-time exit codes', async () => {
    const renderer = host();
    const seen: string[] = [];
    const [first, second, third] = await Promise.all([renderer.rerender((line) => seen.push(line)), renderer.rerender(), renderer.rerender()]);
    expect(first.result).toMatchObject({ outcome: 'rendered', pages: ['/1/'] });
    expect(first.code).toBe(0);
    expect(second.result?.pages).toEqual(['/2/']);
    expect(third).toMatchObject({ code: 2, result: { outcome: 'needs-gatsby', reason: 'r3' } });
    expect(pid(second.tail)).toBe(pid(first.tail));
    expect(pid(third.tail)).toBe(pid(first.tail));
    expect(seen).toContain(`run 1 in ${pid(first.tail)}`);
    expect(renderer.running).toBe(true);
  }, 30_000);

  it('answers a renderer that dies with its exit code and its last lines, and starts a fresh one for the next re-render', async () => {
    const renderer = host({ DIE_ON: '2' });
    const first = await renderer.rerender();
    const died = await renderer.rerender();
    expect(died).toMatchObject({ code: 7, result: null });
    expect(died.tail).toContain('dying');
    expect(renderer.running).toBe(false);
    const again = await renderer.rerender();
    expect(again.result?.pages).toEqual(['/1/']);
    expect(pid(again.tail)).not.toBe(pid(first.tail));
  }, 30_000);

  it('starts a fresh process after being stopped', async () => {
    const renderer = host();
    const first = await renderer.rerender();
    renderer.stop();
    expect(renderer.running).toBe(false);
    const next = await renderer.rerender();
    expect(next.result?.pages).toEqual(['/1/']);
    expect(pid(next.tail)).not.toBe(pid(first.tail));
  }, 30_000);
});
