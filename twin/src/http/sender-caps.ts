// What one sender may send to the vendors' browser-facing endpoints (analytics hits, flag events, error
// envelopes) in a window of time, and how many event streams it may hold open. A sender is the client address
// the socket reports (`clientIp`: no proxy header is trusted), as the hosted collectors count per address.
import type { Context } from 'hono';
import { clientIp } from './hardening.js';

/** What one sender may send per window: items (hits, events, envelopes) and bytes of body. */
export interface SenderBudget {
  count: number;
  bytes: number;
  windowMs: number;
}

/** Whether a charge fits the sender's window; when not, in how many seconds the window starts over. */
export type Charge = { ok: true } | { ok: false; retryAfter: number };

/** Most senders followed at once; past it, finished windows are forgotten (all, if none has finished). */
const MAX_SENDERS = 10_000;

/** The sender of a request: its client address. */
export const senderOf = (c: Context): string => clientIp(c);

/** Counts what each sender sent in its current window and refuses what would take it past the budget. */
export class SenderWindows {
  private readonly windows = new Map<string, { start: number; count: number; bytes: number }>();

  constructor(
    readonly budget: SenderBudget,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts `count` items and `bytes` bytes for the sender, or refuses them all when they do not fit. */
  charge(sender: string, count: number, bytes: number): Charge {
    const w = this.window(sender);
    if (w.count + count > this.budget.count || w.bytes + bytes > this.budget.bytes) return { ok: false, retryAfter: this.retryAfter(w) };
    w.count += count;
    w.bytes += bytes;
    return { ok: true };
  }

  /** Refuses a sender whose window is used up before its body is read. */
  spent(sender: string): Charge {
    const w = this.window(sender);
    return w.count >= this.budget.count || w.bytes >= this.budget.bytes ? { ok: false, retryAfter: this.retryAfter(w) } : { ok: true };
  }

  /** Forgets what the sender sent (a right sign-in clears its wrong tries). */
  forget(sender: string): void {
    this.windows.delete(sender);
  }

  private window(sender: string) {
    const now = this.now();
    let w = this.windows.get(sender);
    if (!w || now - w.start >= this.budget.windowMs) {
      if (!w && this.windows.size >= MAX_SENDERS) this.sweep(now);
      w = { start: now, count: 0, bytes: 0 };
      this.windows.set(sender, w);
    }
    return w;
  }

  private retryAfter(w: { start: number }): number {
    return Math.max(1, Math.ceil((w.start + this.budget.windowMs - this.now()) / 1000));
  }

  private sweep(now: number): void {
    for (const [sender, w] of this.windows) if (now - w.start >= this.budget.windowMs) this.windows.delete(sender);
    if (this.windows.size >= MAX_SENDERS) this.windows.clear();
  }
}

/** Counts the event streams each sender holds open (listen, flag streams). */
export class StreamSlots {
  private readonly open = new Map<string, number>();

  constructor(readonly perSender: number) {}

  /** Takes a slot for the sender: answers its release (safe to call more than once), or null when the sender holds every slot. */
  take(sender: string): (() => void) | null {
    const held = this.open.get(sender) ?? 0;
    if (held >= this.perSender) return null;
    this.open.set(sender, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const now = (this.open.get(sender) ?? 1) - 1;
      if (now > 0) this.open.set(sender, now);
      else this.open.delete(sender);
    };
  }

  /** Streams the sender holds open. */
  held(sender: string): number {
    return this.open.get(sender) ?? 0;
  }
}
