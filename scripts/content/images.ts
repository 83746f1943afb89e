// Draws every product, collection and article image locally: flat SVG shapes rendered to PNG by sharp.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { ImageJob } from './catalogue/build';
import { type BrandInfo, seeded } from './lib/core-exports';

/** SVG path data of each silhouette, drawn on a 100×100 grid. */
const SHAPES: Record<Exclude<ImageJob['shape'], 'article'>, string> = {
  hammock: 'M10 30 L90 30 L80 75 L20 75 Z M18 30 L10 18 M82 30 L90 18',
  cover: 'M25 15 Q50 8 75 15 L78 55 L85 85 L15 85 L22 55 Z',
  coat: 'M20 35 Q50 15 80 35 L85 70 Q50 85 15 70 Z M35 30 L50 45 L65 30',
  harness: 'M25 40 Q50 20 75 40 L75 65 Q50 80 25 65 Z M40 40 L40 65 M60 40 L60 65',
  leash: 'M20 80 Q30 20 50 30 Q70 40 75 20 M70 15 A8 8 0 1 1 80 25',
  collar: 'M50 20 A30 30 0 1 1 49.9 20 Z M50 30 A20 20 0 1 0 50.1 30 Z',
  carrier: 'M20 35 L80 35 L80 85 L20 85 Z M35 35 Q50 5 65 35',
  bowl: 'M15 45 L85 45 Q80 80 50 80 Q20 80 15 45 Z',
  bed: 'M10 55 Q10 35 30 38 L70 38 Q90 35 90 55 L90 78 L10 78 Z',
  bag: 'M25 30 L75 30 L80 85 L20 85 Z M38 30 Q50 12 62 30',
  bottle: 'M42 10 L58 10 L58 22 Q72 28 72 40 L72 88 L28 88 L28 40 Q28 28 42 22 Z',
  flag: 'M30 10 L33 10 L33 90 L30 90 Z M33 12 L75 24 L33 38 Z',
  fence: 'M10 40 L90 40 L90 48 L10 48 Z M10 65 L90 65 L90 73 L10 73 Z M18 25 L26 25 L26 88 L18 88 Z M46 25 L54 25 L54 88 L46 88 Z M74 25 L82 25 L82 88 L74 88 Z',
  tracker: 'M35 30 L65 30 Q72 30 72 37 L72 63 Q72 70 65 70 L35 70 Q28 70 28 63 L28 37 Q28 30 35 30 Z M10 45 L28 45 L28 55 L10 55 Z M72 45 L90 45 L90 55 L72 55 Z',
  battery: 'M25 25 L70 25 L70 80 L25 80 Z M40 15 L55 15 L55 25 L40 25 Z',
  kit: 'M15 35 L85 35 L85 85 L15 85 Z M38 35 L38 25 L62 25 L62 35 M44 52 L56 52 L56 58 L62 58 L62 70 L56 70 L56 76 L44 76 L44 70 L38 70 L38 58 L44 58 Z',
  ball: 'M50 15 A35 35 0 1 1 49.9 15 Z',
  ramp: 'M10 85 L90 30 L90 40 L22 85 Z',
  // Image-only icons (catalogue `icon`): each fence system, kit and part looks like itself.
  inGroundFence: 'M8 62 L92 62 L92 66 L8 66 Z M14 64 Q50 90 86 64 L86 68 Q50 96 14 68 Z M20 30 L23 30 L23 62 L20 62 Z M23 32 L40 38 L23 44 Z M48 30 L51 30 L51 62 L48 62 Z M51 32 L68 38 L51 44 Z M76 30 L79 30 L79 62 L76 62 Z M79 32 L94 38 L79 44 Z',
  wirelessFence: 'M38 45 L62 45 L62 85 L38 85 Z M47 45 L47 32 L53 32 L53 45 Z M42 55 L58 55 L58 60 L42 60 Z M30 30 Q50 10 70 30 L66 34 Q50 18 34 34 Z M20 22 Q50 -6 80 22 L76 26 Q50 2 24 26 Z',
  barrier: 'M12 30 L18 30 L18 88 L12 88 Z M82 30 L88 30 L88 88 L82 88 Z M18 36 L82 36 L82 42 L18 42 Z M18 76 L82 76 L82 82 L18 82 Z M28 42 L32 42 L32 76 L28 76 Z M40 42 L44 42 L44 76 L40 76 Z M56 42 L60 42 L60 76 L56 76 Z M68 42 L72 42 L72 76 L68 76 Z',
  wireSpool: 'M20 20 L80 20 L80 28 L20 28 Z M20 72 L80 72 L80 80 L20 80 Z M30 28 L70 28 L70 72 L30 72 Z M30 36 L70 36 M30 44 L70 44 M30 52 L70 52 M30 60 L70 60 M70 60 Q88 62 92 88',
  trainingKit: 'M15 40 L85 40 L85 85 L15 85 Z M35 40 Q50 20 65 40 M25 52 L45 52 L45 74 L25 74 Z M31 58 A4 4 0 1 0 31.1 58 Z M56 56 L76 56 Q80 62 76 68 L62 68 L56 74 Z',
  splice: 'M8 46 L30 46 L30 54 L8 54 Z M70 46 L92 46 L92 54 L70 54 Z M30 38 L70 38 Q76 50 70 62 L30 62 Q24 50 30 38 Z M40 38 L40 62 M60 38 L60 62',
  gift: 'M15 40 L85 40 L85 55 L15 55 Z M20 55 L80 55 L80 88 L20 88 Z M46 40 L54 40 L54 88 L46 88 Z M50 40 Q30 18 28 32 Q28 40 50 40 Z M50 40 Q70 18 72 32 Q72 40 50 40 Z',
  wipes: 'M15 45 Q15 35 25 35 L75 35 Q85 35 85 45 L85 80 L15 80 Z M38 35 Q50 20 62 35 M35 50 L65 50 L65 58 L35 58 Z',
  // A collar with its receiver box and contact points (training, bark and fence receiver collars).
  receiverCollar: 'M50 12 A27 27 0 1 1 49.9 12 Z M50 21 A18 18 0 1 0 50.1 21 Z M34 68 L66 68 L66 90 L34 90 Z M42 90 L46 90 L46 96 L42 96 Z M54 90 L58 90 L58 96 L54 96 Z M40 74 L60 74 L60 78 L40 78 Z',
};

/** A circle as path data (so marks are single paths). */
function dot(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy} A${r} ${r} 0 1 0 ${cx + r} ${cy} A${r} ${r} 0 1 0 ${cx - r} ${cy} Z`;
}

/** Small marks on a 24×24 grid, drawn in a picture's corner: each look of a shape has another. */
const MARKS: string[] = [
  // paw
  `M12 13 Q6 13 6 19 Q6 22 9 21 L12 20 L15 21 Q18 22 18 19 Q18 13 12 13 Z ${dot(5, 10, 2.2)} ${dot(9.5, 6, 2.3)} ${dot(14.5, 6, 2.3)} ${dot(19, 10, 2.2)}`,
  // bone
  `M7 10 L17 10 L17 14 L7 14 Z ${dot(6, 9, 2.6)} ${dot(6, 15, 2.6)} ${dot(18, 9, 2.6)} ${dot(18, 15, 2.6)}`,
  // star
  'M12 2 L14.6 9 L22 9 L16 13.6 L18.3 21 L12 16.5 L5.7 21 L8 13.6 L2 9 L9.4 9 Z',
  // leaf
  'M4 20 Q4 6 20 4 Q20 18 6 20 Z M6 18 L15 9',
  // map pin
  `M12 22 L6 13 A7 7 0 1 1 18 13 Z ${dot(12, 9, 2.6)}`,
  // heart
  'M12 21 L3.5 12 A4.8 4.8 0 0 1 12 6.5 A4.8 4.8 0 0 1 20.5 12 Z',
  // drop
  'M12 2 Q19 11 19 15 A7 7 0 0 1 5 15 Q5 11 12 2 Z',
  // bolt
  'M14 2 L5 13 L11 13 L9 22 L19 10 L13 10 Z',
];

/** Fills laid over a silhouette (light lines or spots, clipped to it), one per look; the first is plain. */
const PATTERNS: (string | null)[] = [
  null,
  '<path d="M0 8 L8 0" stroke="#fff" stroke-width="2.2"/>',
  `<path d="${dot(4, 4, 1.6)}" fill="#fff"/>`,
  '<path d="M0 6 L4 2 L8 6" fill="none" stroke="#fff" stroke-width="1.6"/>',
  '<path d="M0 0 L8 0 M0 0 L0 8" stroke="#fff" stroke-width="1.4"/>',
  '<path d="M0 4 Q2 1 4 4 T8 4" fill="none" stroke="#fff" stroke-width="1.6"/>',
];

/** Tilt (degrees) of a silhouette by look. */
const TILTS = [0, -7, 7];

/** One silhouette at (x, y) with its size on the 100-unit grid scaled by `scale`, in its look. */
function silhouette(job: ImageJob, brand: BrandInfo, shape: string, x: number, y: number, scale: number, look: number | undefined, n: number): string {
  const tilt = look === undefined ? 0 : TILTS[look % TILTS.length]!;
  const pattern = look === undefined ? null : PATTERNS[look % PATTERNS.length]!;
  const id = `fill${n}`;
  return `<g transform="translate(${x} ${y}) scale(${scale}) rotate(${tilt} 50 50)">${pattern ? `<defs><pattern id="${id}" patternUnits="userSpaceOnUse" width="8" height="8">${pattern}</pattern></defs>` : ''}<path d="${shape}" fill="${job.color}" fill-rule="evenodd" stroke="${brand.colors.primary}" stroke-width="2" stroke-linejoin="round"/>${pattern ? `<path d="${shape}" fill="url(#${id})" fill-rule="evenodd" opacity="0.45"/>` : ''}</g>`;
}

function productSvg(job: ImageJob, brand: BrandInfo): string {
  const random = seeded(`image:${job.seed}`);
  const circle = 180 + Math.floor(random() * 120);
  const cx = 200 + Math.floor(random() * 400);
  // A collection draws up to three of its products' shapes side by side; a product its own.
  const shapes = job.group?.length ? job.group.map((shape) => SHAPES[shape]) : [job.shape === 'article' ? SHAPES.bed : SHAPES[job.shape]];
  const slot = job.width / shapes.length;
  const scale = Math.min(slot * (shapes.length > 1 ? 1.15 : 1), job.height) / 133;
  const oy = (job.height - 100 * scale) / 2 + 10;
  const drawn = shapes.map((shape, n) => silhouette(job, brand, shape, slot * n + (slot - 100 * scale) / 2, oy, scale, job.look, n)).join('');
  const markSize = Math.min(job.width, job.height) / 6;
  const mark = job.look === undefined ? '' : `<g transform="translate(${job.width - markSize * 1.35} ${markSize * 0.35}) scale(${markSize / 24})"><path d="${MARKS[job.look % MARKS.length]}" fill="${brand.colors.primary}" fill-rule="evenodd" stroke="${brand.colors.primary}" stroke-width="1" stroke-linejoin="round"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${job.width}" height="${job.height}" viewBox="0 0 ${job.width} ${job.height}">
<rect width="100%" height="100%" fill="${brand.colors.light}"/>
<circle cx="${cx}" cy="${job.height / 2}" r="${circle}" fill="${brand.colors.accent}" opacity="0.35"/>
<rect y="${job.height - 70}" width="100%" height="70" fill="${brand.colors.primary}"/>
${drawn}${mark}
</svg>`;
}

function articleSvg(job: ImageJob, brand: BrandInfo): string {
  const random = seeded(`image:${job.seed}`);
  const sunX = 150 + Math.floor(random() * 900);
  const hill1 = 300 + Math.floor(random() * 120);
  const hill2 = 380 + Math.floor(random() * 100);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${job.width}" height="${job.height}" viewBox="0 0 ${job.width} ${job.height}">
<rect width="100%" height="100%" fill="${brand.colors.light}"/>
<circle cx="${sunX}" cy="170" r="90" fill="${brand.colors.accent}"/>
<path d="M0 ${hill1} Q300 ${hill1 - 160} 600 ${hill1} T1200 ${hill1 - 40} L1200 630 L0 630 Z" fill="${job.color}"/>
<path d="M0 ${hill2} Q400 ${hill2 - 120} 800 ${hill2 + 20} T1200 ${hill2} L1200 630 L0 630 Z" fill="${brand.colors.primary}"/>
${job.overlay ? `<g transform="translate(${job.width / 2 - 150} ${job.height - 330}) scale(3)"><path d="${SHAPES[job.overlay]}" fill="${job.overlayColor ?? brand.colors.accent}" fill-rule="evenodd" stroke="${brand.colors.light}" stroke-width="2" stroke-linejoin="round"/></g>` : ''}
</svg>`;
}

/** PNG bytes of one image job. */
export async function renderImage(job: ImageJob, brand: BrandInfo): Promise<Buffer> {
  const svg = job.shape === 'article' ? articleSvg(job, brand) : productSvg(job, brand);
  return sharp(Buffer.from(svg)).png({ palette: true, colours: 32, compressionLevel: 9, effort: 10 }).toBuffer();
}

/** Renders the jobs of one brand into `<outDir>/<job.path>`; returns total bytes written. */
export async function renderImages(outDir: string, brand: BrandInfo, jobs: ImageJob[]): Promise<number> {
  let bytes = 0;
  for (const job of jobs) {
    const png = await renderImage(job, brand);
    const target = join(outDir, job.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, png);
    bytes += png.length;
  }
  return bytes;
}
