import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { ShareImagePlanner } from '../../src/build/share-image';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function sourceImage(dir: string, colour: string): Promise<string> {
  const file = path.join(dir, 'source.png');
  await sharp({ create: { width: 400, height: 400, channels: 3, background: colour } }).png().toFile(file);
  return file;
}

describe('share images on a cached build', () => {
  it('writes a 1200×630 JPEG, keeps it while its source is unchanged and re-encodes it when the source changes', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'share-'));
    dirs.push(dir);
    const publicDir = path.join(dir, 'public');
    const source = await sourceImage(dir, '#ff0000');
    const plan = () => {
      const planner = new ShareImagePlanner();
      return { planner, publicPath: planner.plan({ source }) };
    };

    const first = plan();
    expect(await first.planner.write(publicDir)).toBe(1);
    const target = path.join(publicDir, first.publicPath);
    const meta = await sharp(target).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    const firstBytes = readFileSync(target);
    const firstWritten = statSync(target).mtimeMs;

    const again = plan();
    expect(await again.planner.write(publicDir)).toBe(1);
    expect(statSync(target).mtimeMs).toBe(firstWritten);

    await sourceImage(dir, '#0000ff');
    const later = new Date(firstWritten + 5000);
    utimesSync(source, later, later);
    const changed = plan();
    expect(await changed.planner.write(publicDir)).toBe(1);
    expect(readFileSync(target).equals(firstBytes)).toBe(false);
  });
});
