// What the republisher is doing, per brand: idle (serving the build it started with), queued,
// building, published (when, and which pages changed) or failed (why; the previous build is still
// served). Printed to the console as it changes and shown on the status page (HTML, every value
// escaped) and as JSON.

export type RepublishState = 'idle' | 'queued' | 'building' | 'published' | 'failed';

/** State of one brand. */
export interface BrandStatus {
  brand: string;
  state: RepublishState;
  /** When the state was entered (ISO 8601). */
  since: string;
  /** What asked for the current or last build (document ids, webhook). */
  reasons: string[];
  /**
   * Last successful publish: when, how long from the publish and how long the build and swap took
   * (the rest waited for the build lock or an earlier build), the pages whose HTML changed of all.
   */
  published: ({ at: string } & PublishResult) | null;
  /** Why the last build failed (null after a success). */
  error: string | null;
}

/** A finished publish. */
export interface PublishResult {
  seconds: number;
  buildSeconds: number;
  changedPages: string[];
  pages: number;
  steps?: Record<string, number>;
  /** 'pages': the changed pages were re-rendered; 'gatsby': `gatsby build` ran (`why`: what needed it). */
  how?: 'pages' | 'gatsby';
  why?: string;
  /** The deploy through the host's API, when the brand has a Netlify site: the files uploaded of all. */
  deploy?: PublishedDeploy;
}

/** A deploy made through Netlify's deploy API. */
export interface PublishedDeploy {
  id: string;
  files: number;
  uploaded: number;
  uploadedBytes: number;
  uploadedPaths: string[];
  url: string | null;
}

/** How a publish was built, in words. */
export function howBuilt(result: Pick<PublishResult, 'how' | 'why'>): string {
  if (result.how === 'pages') return 're-rendered the changed pages';
  return result.why ? `gatsby build (${result.why})` : 'gatsby build';
}

export class RepublishStatus {
  private readonly brands = new Map<string, BrandStatus>();

  constructor(
    brands: readonly string[],
    private readonly log: (line: string) => void = console.log,
  ) {
    const now = new Date().toISOString();
    for (const brand of brands) this.brands.set(brand, { brand, state: 'idle', since: now, reasons: [], published: null, error: null });
  }

  get(brand: string): BrandStatus | undefined {
    return this.brands.get(brand);
  }

  all(): BrandStatus[] {
    return [...this.brands.values()];
  }

  private set(brand: string, change: Partial<BrandStatus> & { state: RepublishState }): BrandStatus | null {
    const current = this.brands.get(brand);
    if (!current) return null;
    const next = { ...current, ...change, since: new Date().toISOString() };
    this.brands.set(brand, next);
    return next;
  }

  queued(brands: readonly string[], reasons: readonly string[]): void {
    for (const brand of brands) {
      const status = this.brands.get(brand);
      if (status?.state === 'queued') continue;
      this.set(brand, { state: 'queued', reasons: [...reasons] });
      this.log(`[republish] ${brand}: queued (${reasons.join(', ')})`);
    }
  }

  building(brand: string, reasons: readonly string[]): void {
    this.set(brand, { state: 'building', reasons: [...reasons] });
    this.log(`[republish] ${brand}: building`);
  }

  published(brand: string, result: PublishResult): void {
    const at = new Date().toISOString();
    this.set(brand, { state: 'published', published: { at, ...result }, error: null });
    const shown = result.changedPages.slice(0, 10).join(' ');
    const more = result.changedPages.length > 10 ? ` … (${result.changedPages.length - 10} more)` : '';
    const steps = result.steps ? ` [${Object.entries(result.steps).map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`).join(', ')}]` : '';
    const deploy = result.deploy ? `; deployed to Netlify (deploy ${result.deploy.id}): ${result.deploy.uploaded} of ${result.deploy.files} files uploaded` : '';
    this.log(`[republish] ${brand}: published at ${at}, ${result.seconds.toFixed(1)} s from publish (${howBuilt(result)}; build and swap ${result.buildSeconds.toFixed(1)} s)${steps}; ${result.changedPages.length} of ${result.pages} HTML files changed${shown ? `: ${shown}${more}` : ''}${deploy}`);
  }

  failed(brand: string, error: string): void {
    this.set(brand, { state: 'failed', error });
    this.log(`[republish] ${brand}: failed, the previous build stays up: ${error}`);
  }
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STATE_LABELS: Record<RepublishState, string> = {
  idle: 'Idle (serving the build it started with)',
  queued: 'Queued',
  building: 'Building',
  published: 'Published',
  failed: 'Failed (the previous build is still served)',
};

/** The status page: one section per brand (reload it for news; no timed refresh). */
export function renderStatusPage(statuses: readonly BrandStatus[]): string {
  const sections = statuses.map((s) => {
    const rows: string[] = [
      `<dt>State</dt><dd data-state="${escapeHtml(s.state)}">${escapeHtml(STATE_LABELS[s.state])}</dd>`,
      `<dt>Since</dt><dd><time datetime="${escapeHtml(s.since)}">${escapeHtml(s.since)}</time></dd>`,
    ];
    if (s.reasons.length) rows.push(`<dt>Changed documents</dt><dd>${escapeHtml(s.reasons.join(', '))}</dd>`);
    if (s.error) rows.push(`<dt>Why it failed</dt><dd><pre>${escapeHtml(s.error)}</pre></dd>`);
    if (s.published) {
      const p = s.published;
      rows.push(`<dt>Last published</dt><dd><time datetime="${escapeHtml(p.at)}">${escapeHtml(p.at)}</time> (${p.seconds.toFixed(1)} s from publish; build and swap ${p.buildSeconds.toFixed(1)} s)</dd>`);
      rows.push(`<dt>How</dt><dd>${escapeHtml(howBuilt(p))}</dd>`);
      const pages = p.changedPages.map((page) => `<li>${escapeHtml(page)}</li>`).join('');
      rows.push(`<dt>Pages changed</dt><dd>${p.changedPages.length} of ${p.pages} HTML files${pages ? `<ul>${pages}</ul>` : ''}</dd>`);
      if (p.deploy) rows.push(`<dt>Netlify deploy</dt><dd>${escapeHtml(p.deploy.id)}: ${p.deploy.uploaded} of ${p.deploy.files} files uploaded</dd>`);
    }
    return `<section aria-labelledby="brand-${escapeHtml(s.brand)}"><h2 id="brand-${escapeHtml(s.brand)}">${escapeHtml(s.brand)}</h2><dl>${rows.join('')}</dl></section>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Republish status</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#111}dt{font-weight:600}dd{margin:0 0 .5rem}pre{white-space:pre-wrap;background:#f4f4f4;padding:.5rem}</style>
</head>
<body>
<main>
<h1>Republish status</h1>
${sections.join('\n')}
</main>
</body>
</html>
`;
}
