// Flag environments and flags in SQLite, seeded from content/flags.json, and how a flag is evaluated for
// a context: off → its off variation; else the first rule whose clauses all match (brand, market, locale
// or any other attribute of the context); else the fallthrough. A rollout buckets the context key the way
// LaunchDarkly does (SHA-1 of `<flag>.<salt>.<key>`), so a visitor keeps their variation.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Db } from '../db/open.js';
import type { FlagContext } from './context.js';
import { fitPage } from '../http/listing.js';

/** Most variations a flag may have, rules a flag may have, clauses a rule and values a clause. */
const MAX_VARIATIONS = 10;
const MAX_RULES = 50;
const MAX_CLAUSES = 10;
const MAX_VALUES = 100;
/** Total weight of a rollout (thousandths of a percent), as LaunchDarkly counts it. */
export const ROLLOUT_TOTAL = 100_000;

const attributeSchema = z.string().regex(/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/, 'attribute must be a plain attribute name');
const valueSchema = z.union([z.string().max(256), z.number().finite(), z.boolean()]);
const rolloutSchema = z
  .array(z.object({ variation: z.number().int().min(0), weight: z.number().int().min(0).max(ROLLOUT_TOTAL) }).strict())
  .min(1)
  .max(MAX_VARIATIONS)
  .refine((r) => r.reduce((sum, w) => sum + w.weight, 0) === ROLLOUT_TOTAL, `rollout weights must add up to ${ROLLOUT_TOTAL}`);
/** What a flag serves: one variation, or a percentage rollout. */
export const servedSchema = z.union([z.object({ variation: z.number().int().min(0) }).strict(), z.object({ rollout: rolloutSchema }).strict()]);
export type Served = z.infer<typeof servedSchema>;
const clauseSchema = z
  .object({ attribute: attributeSchema, op: z.literal('in'), values: z.array(valueSchema).min(1).max(MAX_VALUES), negate: z.boolean().default(false) })
  .strict();
const ruleSchema = z
  .object({
    /** The rule's stable id (LaunchDarkly's `_id`), answered as `ruleId` in a RULE_MATCH reason; default one made from the rule's clauses. */
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).optional(),
    clauses: z.array(clauseSchema).min(1).max(MAX_CLAUSES),
    variation: z.number().int().min(0).optional(), rollout: rolloutSchema.optional() })
  .strict()
  .refine((r) => (r.variation === undefined) !== (r.rollout === undefined), 'a rule serves either a variation or a rollout');
export type Rule = z.infer<typeof ruleSchema>;

/** A change to a flag (the admin route and the flags page): each field optional, at least one. */
export const flagChangeSchema = z
  .object({
    on: z.boolean().optional(),
    offVariation: z.number().int().min(0).optional(),
    fallthrough: servedSchema.optional(),
    rules: z.array(ruleSchema).max(MAX_RULES).optional(),
    trackEvents: z.boolean().optional(),
  })
  .strict()
  .refine((c) => Object.keys(c).length > 0, 'name at least one of on, offVariation, fallthrough, rules, trackEvents');
export type FlagChange = z.infer<typeof flagChangeSchema>;

const seedSchema = z.record(
  z.string().regex(/^[a-z0-9-]{1,64}$/),
  z.object({
    clientSideId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    flags: z.record(
      z.string().regex(/^[a-z0-9][a-z0-9._-]{0,63}$/),
      z.object({
        description: z.string().max(500),
        variations: z.array(z.union([z.boolean(), z.string().max(256)])).min(1).max(MAX_VARIATIONS),
        on: z.boolean(),
        offVariation: z.number().int().min(0),
        fallthrough: servedSchema,
        rules: z.array(ruleSchema).max(MAX_RULES).default([]),
        trackEvents: z.boolean(),
      }),
    ),
  }),
);

/** A stored flag. */
export interface Flag {
  envKey: string;
  key: string;
  description: string;
  variations: (boolean | string)[];
  on: boolean;
  offVariation: number;
  fallthrough: Served;
  rules: Rule[];
  trackEvents: boolean;
  salt: string;
  version: number;
}

/** A flag environment: its key (the brand) and the client-side ID SDKs name it by. */
export interface FlagEnvironment {
  key: string;
  clientSideId: string;
}

interface FlagRow {
  env_key: string;
  key: string;
  description: string;
  variations: string;
  is_on: number;
  off_variation: number;
  fallthrough: string;
  rules: string;
  track_events: number;
  salt: string;
  version: number;
}

const toFlag = (r: FlagRow): Flag => ({
  envKey: r.env_key,
  key: r.key,
  description: r.description,
  variations: JSON.parse(r.variations) as Flag['variations'],
  on: r.is_on === 1,
  offVariation: r.off_variation,
  fallthrough: JSON.parse(r.fallthrough) as Served,
  rules: JSON.parse(r.rules) as Rule[],
  trackEvents: r.track_events === 1,
  salt: r.salt,
  version: r.version,
});

/** Variation indexes a flag's settings name that it does not have. */
function badVariations(variations: number, change: { offVariation?: number; fallthrough?: Served; rules?: Rule[] }): string[] {
  const problems: string[] = [];
  const check = (v: number | undefined, where: string) => {
    if (v !== undefined && v >= variations) problems.push(`${where}: variation ${v} does not exist (the flag has ${variations})`);
  };
  const served = (s: { variation?: number; rollout?: { variation: number }[] } | undefined, where: string) => {
    check(s?.variation, where);
    s?.rollout?.forEach((w, i) => check(w.variation, `${where}.rollout.${i}`));
  };
  check(change.offVariation, 'offVariation');
  served(change.fallthrough, 'fallthrough');
  change.rules?.forEach((r, i) => served(r, `rules.${i}`));
  return problems;
}

/** Stores content/flags.json's environments and any flag not stored yet (flags changed in the twin keep their settings). */
export function seedFlags(db: Db, contentDir: string): void {
  const file = path.join(contentDir, 'flags.json');
  if (!fs.existsSync(file)) return;
  const seed = seedSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  const env = db.prepare('INSERT INTO flag_environments (key, client_side_id) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET client_side_id = excluded.client_side_id');
  const flag = db.prepare(
    `INSERT OR IGNORE INTO flags (env_key, key, description, variations, is_on, off_variation, fallthrough, rules, track_events, salt, version)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
  );
  db.transaction(() => {
    for (const [envKey, e] of Object.entries(seed)) {
      env.run(envKey, e.clientSideId);
      for (const [key, f] of Object.entries(e.flags)) {
        const problems = badVariations(f.variations.length, f);
        if (problems.length) throw new Error(`content/flags.json ${envKey}.${key}: ${problems.join('; ')}`);
        flag.run(envKey, key, f.description, JSON.stringify(f.variations), f.on ? 1 : 0, f.offVariation, JSON.stringify(f.fallthrough), JSON.stringify(f.rules), f.trackEvents ? 1 : 0, crypto.randomBytes(8).toString('hex'));
      }
    }
  })();
}

/** The environment a client-side ID names, if any. */
export function environmentByClientId(db: Db, clientSideId: string): FlagEnvironment | undefined {
  const row = db.prepare('SELECT key, client_side_id FROM flag_environments WHERE client_side_id = ?').get(clientSideId) as { key: string; client_side_id: string } | undefined;
  return row ? { key: row.key, clientSideId: row.client_side_id } : undefined;
}

/** The environment of a key (brand), if any. */
export function environmentByKey(db: Db, key: string): FlagEnvironment | undefined {
  const row = db.prepare('SELECT key, client_side_id FROM flag_environments WHERE key = ?').get(key) as { key: string; client_side_id: string } | undefined;
  return row ? { key: row.key, clientSideId: row.client_side_id } : undefined;
}

/** Every environment, by key. */
export function listEnvironments(db: Db): FlagEnvironment[] {
  return (db.prepare('SELECT key, client_side_id FROM flag_environments ORDER BY key').all() as { key: string; client_side_id: string }[]).map((r) => ({ key: r.key, clientSideId: r.client_side_id }));
}

/** Every flag of an environment, by key. */
export function listFlags(db: Db, envKey: string): Flag[] {
  return (db.prepare('SELECT * FROM flags WHERE env_key = ? ORDER BY key').all(envKey) as FlagRow[]).map(toFlag);
}

/** One flag, if any. */
export function getFlag(db: Db, envKey: string, key: string): Flag | undefined {
  const row = db.prepare('SELECT * FROM flags WHERE env_key = ? AND key = ?').get(envKey, key) as FlagRow | undefined;
  return row ? toFlag(row) : undefined;
}

/** Applies a validated change and raises the flag's version; answers the new flag, or the problems. */
export function changeFlag(db: Db, envKey: string, key: string, change: FlagChange): { flag: Flag } | { problems: string[] } | undefined {
  const current = getFlag(db, envKey, key);
  if (!current) return undefined;
  const problems = badVariations(current.variations.length, change);
  if (problems.length) return { problems };
  const next: Flag = {
    ...current,
    on: change.on ?? current.on,
    offVariation: change.offVariation ?? current.offVariation,
    fallthrough: change.fallthrough ?? current.fallthrough,
    rules: change.rules ?? current.rules,
    trackEvents: change.trackEvents ?? current.trackEvents,
    version: current.version + 1,
  };
  db.prepare('UPDATE flags SET is_on = ?, off_variation = ?, fallthrough = ?, rules = ?, track_events = ?, version = ? WHERE env_key = ? AND key = ?').run(
    next.on ? 1 : 0,
    next.offVariation,
    JSON.stringify(next.fallthrough),
    JSON.stringify(next.rules),
    next.trackEvents ? 1 : 0,
    next.version,
    envKey,
    key,
  );
  return { flag: next };
}

// LaunchDarkly divides by 0xFFFFFFFFFFFFFFF, which is 2^60 once a double.
const LONG_SCALE = 2 ** 60;

/** Where a context falls in [0, 1) for a flag: LaunchDarkly's bucketing by SHA-1 of `<flag>.<salt>.<key>`. */
export function bucket(flagKey: string, salt: string, contextKey: string): number {
  const hex = crypto.createHash('sha1').update(`${flagKey}.${salt}.${contextKey}`).digest('hex').slice(0, 15);
  return parseInt(hex, 16) / LONG_SCALE;
}

function rolloutVariation(rollout: { variation: number; weight: number }[], at: number): number {
  let sum = 0;
  for (const w of rollout) {
    sum += w.weight / ROLLOUT_TOTAL;
    if (at < sum) return w.variation;
  }
  // A rollout has at least one share (rolloutSchema).
  return rollout.at(-1)!.variation;
}

/** The value a flag serves as `variation`: every index a stored flag names exists (badVariations refuses others). */
export function variationValue(flag: Flag, variation: number): boolean | string {
  return flag.variations[variation]!;
}

/** The reason of an evaluation, in LaunchDarkly's shape. */
export type Reason = { kind: 'OFF' } | { kind: 'FALLTHROUGH'; inExperiment?: true } | { kind: 'RULE_MATCH'; ruleIndex: number; ruleId: string; inExperiment?: true };

/** A flag's evaluation for one context, as the client-side endpoints answer it. */
export interface Evaluation {
  value: boolean | string;
  variation: number;
  version: number;
  flagVersion: number;
  trackEvents: boolean;
  reason?: Reason;
}

/**
 * The id a rule is answered with: its own, else a UUID-shaped digest of the flag key and its clauses, so it stays
 * the same when the rule moves in the list (as LaunchDarkly's rule ids do) and changes when its targeting does.
 */
export function ruleIdOf(flagKey: string, rule: Rule): string {
  if (rule.id) return rule.id;
  const hex = crypto.createHash('sha1').update(JSON.stringify([flagKey, rule.clauses])).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

function clauseMatches(clause: Rule['clauses'][number], context: FlagContext): boolean {
  const actual = context.attributes[clause.attribute];
  const candidates = Array.isArray(actual) ? actual : [actual];
  const found = candidates.some((a) => clause.values.some((v) => v === a));
  return clause.negate ? !found : found;
}

/** Evaluates a flag for a context (withReasons adds the reason). */
export function evaluate(flag: Flag, context: FlagContext, withReasons = false): Evaluation {
  let variation: number;
  let reason: Reason;
  if (!flag.on) {
    variation = flag.offVariation;
    reason = { kind: 'OFF' };
  } else {
    const ruleIndex = flag.rules.findIndex((r) => r.clauses.every((c) => clauseMatches(c, context)));
    const rule = flag.rules[ruleIndex];
    const served: Served = rule ? (rule as Served) : flag.fallthrough;
    const rollout = 'rollout' in served && served.rollout ? served.rollout : null;
    variation = rollout ? rolloutVariation(rollout, bucket(flag.key, flag.salt, context.key)) : (served as { variation: number }).variation;
    const inExperiment = rollout && flag.trackEvents ? ({ inExperiment: true } as const) : {};
    reason = rule ? { kind: 'RULE_MATCH', ruleIndex, ruleId: ruleIdOf(flag.key, rule), ...inExperiment } : { kind: 'FALLTHROUGH', ...inExperiment };
  }
  return {
    value: variationValue(flag, variation),
    variation,
    version: flag.version,
    flagVersion: flag.version,
    trackEvents: flag.trackEvents,
    ...(withReasons ? { reason } : {}),
  };
}

/** Every flag of an environment evaluated for a context, by key. */
export function evaluateAll(db: Db, envKey: string, context: FlagContext, withReasons = false): Record<string, Evaluation> {
  const out: Record<string, Evaluation> = {};
  for (const flag of listFlags(db, envKey)) out[flag.key] = evaluate(flag, context, withReasons);
  return out;
}

/** An event an SDK posted, as recorded. */
export interface RecordedFlagEvent {
  id: number;
  channel: 'bulk' | 'diagnostic';
  kind: string;
  payload: unknown;
  receivedAt: string;
}

/** Most events kept per environment: older ones are dropped, so a chatty page cannot grow the database without end. */
export const MAX_FLAG_EVENTS = 20_000;

/** Records posted events (one transaction) and drops the environment's oldest past MAX_FLAG_EVENTS. */
export function recordFlagEvents(db: Db, envKey: string, channel: 'bulk' | 'diagnostic', events: { kind: string }[]): void {
  const insert = db.prepare('INSERT INTO flag_events (env_key, channel, kind, payload, received_at) VALUES (?, ?, ?, ?, ?)');
  const trim = db.prepare(
    'DELETE FROM flag_events WHERE env_key = ? AND id <= (SELECT id FROM flag_events WHERE env_key = ? ORDER BY id DESC LIMIT 1 OFFSET ?)',
  );
  const now = new Date().toISOString();
  db.transaction(() => {
    for (const e of events) insert.run(envKey, channel, e.kind, JSON.stringify(e), now);
    trim.run(envKey, envKey, MAX_FLAG_EVENTS);
  })();
}

/** A page of recorded events, oldest first, and the cursor of the newer page (`after`), if any. */
export interface FlagEventPage {
  events: RecordedFlagEvent[];
  next: { after: number } | null;
}

/** Recorded events of an environment, oldest first (optionally one kind only, after an id): at most `limit`, and a page's bytes. */
export function listFlagEvents(db: Db, envKey: string, opts: { kind?: string; after?: number; limit: number }): FlagEventPage {
  const rows = db
    .prepare(
      `SELECT id, channel, kind, payload, received_at FROM flag_events
       WHERE env_key = ? AND (? IS NULL OR kind = ?) AND id > ? ORDER BY id LIMIT ?`,
    )
    .all(envKey, opts.kind ?? null, opts.kind ?? null, opts.after ?? 0, opts.limit + 1) as { id: number; channel: 'bulk' | 'diagnostic'; kind: string; payload: string; received_at: string }[];
  const page = fitPage(rows, opts.limit, (r) => r.payload.length);
  const newest = page.rows.at(-1);
  return {
    events: page.rows.map((r) => ({ id: r.id, channel: r.channel, kind: r.kind, payload: JSON.parse(r.payload) as unknown, receivedAt: r.received_at })),
    next: page.more && newest ? { after: newest.id } : null,
  };
}

/** The click and page-view goals of an environment (the SDK's `/sdk/goals`): a click on the experiment's Checkout button. */
export function goals(): unknown[] {
  return [{ key: 'checkout-cta-click', kind: 'click', selector: '[data-flag-goal="checkout-cta"]', urls: [{ kind: 'regex', pattern: '.*' }] }];
}
