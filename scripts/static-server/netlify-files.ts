// Reads a site's `_redirects` and `_headers` with Netlify's own parsers (@netlify/redirect-parser,
// @netlify/headers-parser: the ones Netlify's build and `netlify dev` use), so the local server applies
// exactly the rules Netlify reads. A line a parser rejects is reported, never guessed at.
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import type { HostHeaderRule } from '../../src/build/headers-file';
import { parsedRedirectSchema, type ParsedRedirect } from './redirect-rules';

/** Rules read from a deploy file and the problems found in it (each a message). */
export interface ReadRules<T> {
  rules: T[];
  errors: string[];
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The rules of a `_redirects` file as Netlify reads them (an absent file has none). */
export async function readRedirectsFile(file: string): Promise<ReadRules<ParsedRedirect>> {
  const parsed = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: false });
  const errors = parsed.errors.map(message);
  const rules: ParsedRedirect[] = [];
  parsed.redirects.forEach((raw, index) => {
    const rule = parsedRedirectSchema.safeParse(raw);
    if (rule.success) rules.push(rule.data);
    else errors.push(`Redirect ${index + 1} (${JSON.stringify(raw)}) is not a rule this server knows: ${rule.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  });
  return { rules, errors };
}

/** The rules of a `_headers` file as Netlify reads them (an absent file has none). */
export async function readHeadersFile(file: string): Promise<ReadRules<HostHeaderRule>> {
  const parsed = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
  const rules = parsed.headers.flatMap((header) => ('forRegExp' in header ? [{ for: header.for, values: header.values, forRegExp: header.forRegExp }] : []));
  return { rules, errors: parsed.errors.map(message) };
}
