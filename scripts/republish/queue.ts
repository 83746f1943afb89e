// The republish queue: publishes ask for brands to rebuild; a short pause gathers the publishes of one
// editorial action (several documents at once) into one build, and everything asked while a build
// runs is gathered into one follow-up build of the union of brands. Only one build runs at a time.

/** One build of the queue: the brands and why (the documents or webhooks that asked for it). */
export interface RepublishJob {
  brands: string[];
  reasons: string[];
}

/** Options of a RepublishQueue. */
export interface RepublishQueueOptions {
  /** Runs one build; a rejection is the build's failure (the queue carries on). */
  run: (job: RepublishJob) => Promise<void>;
  /** Pause after the first request before building, gathering the requests that follow (default 250 ms). */
  settleMs?: number;
  /** Told when brands wait for a build. */
  onQueued?: (job: RepublishJob) => void;
}

export class RepublishQueue {
  private pending: { brands: Set<string>; reasons: string[] } | null = null;
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly settleMs: number;
  private waiters: (() => void)[] = [];

  constructor(private readonly options: RepublishQueueOptions) {
    this.settleMs = options.settleMs ?? 250;
  }

  /** Asks for a rebuild of these brands (nothing for an empty list). */
  request(brands: readonly string[], reason: string): void {
    if (brands.length === 0) return;
    this.pending ??= { brands: new Set(), reasons: [] };
    for (const brand of brands) this.pending.brands.add(brand);
    if (!this.pending.reasons.includes(reason)) this.pending.reasons.push(reason);
    this.options.onQueued?.(this.snapshot(this.pending));
    if (!this.running && !this.timer) this.timer = setTimeout(() => this.start(), this.settleMs);
  }

  /** Whether a build runs now. */
  get building(): boolean {
    return this.running !== null;
  }

  /** Drops what waits and starts nothing more (a running build finishes). */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
    if (!this.running) this.settle();
  }

  /** Resolves once nothing is queued or building. */
  idle(): Promise<void> {
    if (!this.running && !this.pending) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private snapshot(pending: { brands: Set<string>; reasons: string[] }): RepublishJob {
    return { brands: [...pending.brands], reasons: [...pending.reasons] };
  }

  private start(): void {
    this.timer = null;
    if (!this.pending) return this.settle();
    const job = this.snapshot(this.pending);
    this.pending = null;
    this.running = this.options
      .run(job)
      .catch(() => undefined)
      .finally(() => {
        this.running = null;
        if (this.pending) this.timer = setTimeout(() => this.start(), 0);
        else this.settle();
      });
  }

  private settle(): void {
    for (const resolve of this.waiters.splice(0)) resolve();
  }
}
