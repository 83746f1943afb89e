// The click-to-edit overlay script of the preview pages (`/__preview/visual-editing.js`): Sanity's
// visual editing (studio/overlay/visual-editing.ts), bundled once by esbuild from Studio's own
// install (studio/ has its own package.json; `npm run studio` installs it), since Presentation needs
// Studio anyway and this keeps the overlay's protocol the one of the installed Presentation tool.
// Served by the preview server to signed-in previews only; never part of a build, public or preview.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** Path of the overlay script on a preview origin (src/components/site/preview-notice.tsx loads it). */
export const OVERLAY_PATH = '/__preview/visual-editing.js';

const STUDIO = path.resolve(__dirname, '..', '..', 'studio');
const ENTRY = path.join(STUDIO, 'overlay', 'visual-editing.ts');

/** The overlay's bundle, or null when Studio is not installed. */
export type OverlayBundle = { code: string } | { missing: string };

let bundle: Promise<OverlayBundle> | null = null;

/** Bundles the overlay once (a few seconds), then answers from memory. */
export function overlayBundle(studioDir: string = STUDIO): Promise<OverlayBundle> {
  bundle ??= (async (): Promise<OverlayBundle> => {
    if (!existsSync(path.join(studioDir, 'node_modules', '@sanity', 'visual-editing', 'package.json'))) {
      return { missing: 'Studio is not installed: run `npm run studio` once, then restart the preview.' };
    }
    const result = await build({
      entryPoints: [studioDir === STUDIO ? ENTRY : path.join(studioDir, 'overlay', 'visual-editing.ts')],
      absWorkingDir: studioDir,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      write: false,
      // Named outputs only (nothing is written): the script and the stylesheet its UI kit imports.
      outdir: path.join(studioDir, '.overlay'),
      legalComments: 'none',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    const js = result.outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? '';
    const css = result.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? '';
    // The stylesheet goes in with the script, as one <style> (the preview's CSP allows inline styles).
    const style = css ? `(()=>{const s=document.createElement('style');s.textContent=${JSON.stringify(css)};document.head.append(s)})();\n` : '';
    return { code: `${style}${js}` };
  })().catch((error: unknown) => {
    bundle = null;
    return { missing: `The overlay could not be bundled: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
  });
  return bundle;
}
