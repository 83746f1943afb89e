// Algolia's filter languages over plain records: `filters` (a subset of its SQL-like syntax),
// `facetFilters` and `numericFilters` (arrays are AND, nested arrays OR).

/** A parsed filter, evaluated against a record. */
export type Filter =
  | { kind: 'facet'; attr: string; value: string }
  | { kind: 'num'; attr: string; op: NumericOp; value: number }
  | { kind: 'range'; attr: string; lo: number; hi: number }
  | { kind: 'and' | 'or'; items: Filter[] }
  | { kind: 'not'; item: Filter };

type NumericOp = '<' | '<=' | '=' | '!=' | '>=' | '>';

/** A filter the client wrote wrongly; answered as 400 with its message. */
export class FilterError extends Error {}

/** Value of a dotted attribute path (`prices.USD`). */
export function attributeValue(record: Record<string, unknown>, attr: string): unknown {
  let v: unknown = record;
  for (const part of attr.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

/** Whether a record passes a filter. */
export function matches(record: Record<string, unknown>, f: Filter): boolean {
  switch (f.kind) {
    case 'and':
      return f.items.every((i) => matches(record, i));
    case 'or':
      return f.items.some((i) => matches(record, i));
    case 'not':
      return !matches(record, f.item);
    case 'facet': {
      const want = f.value.toLowerCase();
      return asList(attributeValue(record, f.attr)).some((v) => String(v).toLowerCase() === want);
    }
    case 'range':
      return asList(attributeValue(record, f.attr)).some((v) => typeof v === 'number' && v >= f.lo && v <= f.hi);
    case 'num':
      return asList(attributeValue(record, f.attr)).some((v) => typeof v === 'number' && compare(v, f.op, f.value));
  }
}

function compare(a: number, op: NumericOp, b: number): boolean {
  switch (op) {
    case '<': return a < b;
    case '<=': return a <= b;
    case '=': return a === b;
    case '!=': return a !== b;
    case '>=': return a >= b;
    case '>': return a > b;
  }
}

function toNumber(raw: string, where: string): number {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n)) throw new FilterError(`${where}: "${raw}" is not a number`);
  return n;
}

/**
 * Parses `attr:value` (one element of facetFilters). As Algolia documents it, a `-` before the value
 * negates (`petType:-dog`: every record whose petType is not dog) and `\-` keeps a value that starts
 * with a minus (`sku:\-12`).
 */
function facetFilter(raw: string): Filter {
  const at = raw.indexOf(':');
  if (at <= 0) throw new FilterError(`facetFilters: "${raw}" is not attribute:value`);
  const attr = raw.slice(0, at).trim();
  let value = raw.slice(at + 1).trim();
  const negate = value.startsWith('-');
  if (negate) value = value.slice(1);
  else if (value.startsWith('\\-')) value = value.slice(1);
  const f: Filter = { kind: 'facet', attr, value: unquote(value) };
  return negate ? { kind: 'not', item: f } : f;
}

/** Parses `attr > n` or `attr:lo TO hi` (one element of numericFilters). */
function numericFilter(raw: string): Filter {
  const range = /^\s*([\w.-]+)\s*:\s*(-?[\d.eE+-]+)\s+TO\s+(-?[\d.eE+-]+)\s*$/.exec(raw);
  if (range) return { kind: 'range', attr: range[1]!, lo: toNumber(range[2]!, 'numericFilters'), hi: toNumber(range[3]!, 'numericFilters') };
  const cmp = /^\s*([\w.-]+)\s*(<=|>=|!=|<|>|=)\s*(-?[\d.eE+-]+)\s*$/.exec(raw);
  if (!cmp) throw new FilterError(`numericFilters: "${raw}" is not attribute operator number`);
  return { kind: 'num', attr: cmp[1]!, op: cmp[2] as NumericOp, value: toNumber(cmp[3]!, 'numericFilters') };
}

/** facetFilters or numericFilters as Algolia takes them: a string, or a list whose nested lists are ORed. */
export function listFilter(value: unknown, name: 'facetFilters' | 'numericFilters'): Filter | undefined {
  if (value === undefined || value === null) return undefined;
  const one = name === 'facetFilters' ? facetFilter : numericFilter;
  const element = (v: unknown): Filter => {
    if (typeof v === 'string') return one(v);
    if (Array.isArray(v)) {
      if (v.some((x) => typeof x !== 'string')) throw new FilterError(`${name}: nested lists hold strings only`);
      return { kind: 'or', items: v.map((x) => one(x as string)) };
    }
    throw new FilterError(`${name}: expected a string or a list of strings and lists`);
  };
  if (typeof value === 'string') {
    // The string form is a JSON list when it starts with "[" (how URL params carry lists).
    if (value.trim().startsWith('[')) return listFilter(parseJsonList(value, name), name);
    return { kind: 'and', items: value.split(',').filter((s) => s.trim()).map((s) => one(s.trim())) };
  }
  if (!Array.isArray(value)) throw new FilterError(`${name}: expected a string or a list`);
  return { kind: 'and', items: value.map(element) };
}

function parseJsonList(value: string, name: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw new FilterError(`${name}: malformed list`);
  }
}

function unquote(v: string): string {
  return v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1).replace(/\\"/g, '"') : v;
}

/** Parses the `filters` string: `attr:value`, `attr:"two words"`, `attr op n`, `attr:lo TO hi`, AND, OR, NOT, parentheses. */
export function parseFilters(source: string): Filter | undefined {
  if (!source.trim()) return undefined;
  const tokens = tokenize(source);
  let pos = 0;
  const peek = () => tokens[pos];
  const fail = (why: string): never => {
    throw new FilterError(`filters: ${why} near "${tokens.slice(pos, pos + 3).join(' ') || 'end'}"`);
  };
  const expr = (): Filter => {
    const first = term();
    const items = [first];
    while (peek() === 'OR') {
      pos++;
      items.push(term());
    }
    return items.length === 1 ? first : { kind: 'or', items };
  };
  const term = (): Filter => {
    const first = factor();
    const items = [first];
    while (peek() === 'AND') {
      pos++;
      items.push(factor());
    }
    return items.length === 1 ? first : { kind: 'and', items };
  };
  const factor = (): Filter => {
    const t = peek();
    if (t === undefined) return fail('expected a condition');
    if (t === 'NOT') {
      pos++;
      return { kind: 'not', item: factor() };
    }
    if (t === '(') {
      pos++;
      const inner = expr();
      if (peek() !== ')') fail('expected ")"');
      pos++;
      return inner;
    }
    if (t === ')' || t === 'AND' || t === 'OR') fail('expected a condition');
    pos++;
    return atom(t);
  };
  const atom = (t: string): Filter => {
    const cmp = /^([\w.-]+)(<=|>=|!=|<|>|=)$/.exec(t);
    if (cmp) {
      const n = tokens[pos++];
      if (n === undefined) return fail('expected a number');
      return { kind: 'num', attr: cmp[1]!, op: cmp[2] as NumericOp, value: toNumber(n, 'filters') };
    }
    const at = t.indexOf(':');
    if (at <= 0) return fail('expected attribute:value');
    const attr = unquote(t.slice(0, at));
    const value = unquote(t.slice(at + 1));
    if (peek() === 'TO') {
      pos++;
      const hi = tokens[pos++];
      if (hi === undefined) return fail('expected a number after TO');
      return { kind: 'range', attr, lo: toNumber(value, 'filters'), hi: toNumber(hi, 'filters') };
    }
    return { kind: 'facet', attr, value };
  };
  const result = expr();
  if (pos < tokens.length) fail('unexpected text');
  return result;
}

/** Splits a filters string into parentheses, keywords, `attr:value` atoms (quotes kept) and comparison heads. */
function tokenize(source: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source.charAt(i);
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '(' || ch === ')') {
      out.push(ch);
      i++;
      continue;
    }
    let tok = '';
    while (i < source.length && !/[\s()]/.test(source.charAt(i))) {
      if (source.charAt(i) === '"') {
        const end = source.indexOf('"', i + 1);
        if (end < 0) throw new FilterError('filters: unterminated quote');
        tok += source.slice(i, end + 1);
        i = end + 1;
        continue;
      }
      // A comparison ends the attribute token so that `price>10` and `price > 10` read alike.
      const op = /^(<=|>=|!=|<|>|=)/.exec(source.slice(i));
      if (op && !tok.includes(':')) {
        tok += op[0];
        i += op[0].length;
        break;
      }
      tok += source.charAt(i++);
    }
    const previous = out.at(-1);
    if (/^(<=|>=|!=|<|>|=)$/.test(tok) && previous !== undefined && /^[\w.-]+$/.test(previous)) out[out.length - 1] = previous + tok;
    else out.push(tok);
  }
  return out;
}
