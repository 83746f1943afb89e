// What `npm run content:edit` does (scripts/content-lake/edit.ts): reads and changes documents of the content lake through
// @sanity/client, the way Studio does: the twin's lake (TWIN_URL, token TWIN_ADMIN_KEY) by default,
// the hosted project when SANITY_PROJECT_ID is set (SANITY_DATASET, SANITY_TOKEN).
//
//   get <id>                        the published document and its draft, if any
//   set <id> <path> <value> [--draft]
//                                   sets one attribute (value as JSON, else as text) on the
//                                   published document, or with --draft on its draft (made from
//                                   the published document when there is none)
//   publish <id>                    publishes the draft: the published id from the draft and the
//                                   draft deleted, in one transaction
//   discard <id>                    deletes the draft
import { createClient, type SanityClient } from '@sanity/client';

export const USAGE = `Usage: npm run content:edit -- get <id>
       npm run content:edit -- set <id> <path> <value> [--draft]
       npm run content:edit -- publish <id>
       npm run content:edit -- discard <id>`;

/** The lake the environment points at: the hosted project with SANITY_PROJECT_ID, else the twin's. */
export function lakeClient(env: NodeJS.ProcessEnv = process.env): SanityClient {
  const apiVersion = (env.SANITY_API_VERSION || '2025-04-01').replace(/^v/, '');
  if (env.SANITY_PROJECT_ID) {
    return createClient({ projectId: env.SANITY_PROJECT_ID, dataset: env.SANITY_DATASET || 'production', apiVersion, token: env.SANITY_TOKEN, useCdn: false });
  }
  const twin = (env.TWIN_URL || 'http://127.0.0.1:8787').replace(/\/+$/, '');
  return createClient({
    projectId: 'twin',
    dataset: 'production',
    apiHost: `${twin}/sanity`,
    useProjectHostname: false,
    apiVersion,
    useCdn: false,
    token: env.TWIN_ADMIN_KEY,
  });
}

const publishedId = (id: string) => id.replace(/^drafts\./, '');
const draftId = (id: string) => `drafts.${publishedId(id)}`;

/** A value given on the command line: JSON when it parses, else the text itself. */
export function parseValue(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** Runs one command; answers what to print. */
export async function runEdit(args: string[], client: SanityClient): Promise<string> {
  const [command, id, ...rest] = args.filter((a) => a !== '--draft');
  const toDraft = args.includes('--draft');
  if (!command || !id) throw new Error(USAGE);
  switch (command) {
    case 'get': {
      const [published, draft] = await client.getDocuments([publishedId(id), draftId(id)]);
      return JSON.stringify({ published, draft }, null, 2);
    }
    case 'set': {
      const [path, raw] = rest;
      if (!path || raw === undefined) throw new Error(USAGE);
      const value = parseValue(raw);
      if (!toDraft) {
        const doc = await client.patch(publishedId(id)).set({ [path]: value }).commit();
        return `Set ${path} on ${doc._id} (revision ${doc._rev}).`;
      }
      const [published, draft] = await client.getDocuments([publishedId(id), draftId(id)]);
      const tx = client.transaction();
      if (!draft) {
        if (!published) throw new Error(`No document ${publishedId(id)} to draft from.`);
        const { _rev: _r, _updatedAt: _u, _createdAt: _c, ...body } = published;
        tx.create({ ...body, _id: draftId(id), _type: published._type });
      }
      tx.patch(draftId(id), (p) => p.set({ [path]: value }));
      const res = await tx.commit();
      return `Set ${path} on ${draftId(id)} (transaction ${res.transactionId}); publish with: npm run content:edit -- publish ${publishedId(id)}`;
    }
    case 'publish': {
      const draft = await client.getDocument(draftId(id));
      if (!draft) throw new Error(`No draft ${draftId(id)} to publish.`);
      const { _rev: _r, _updatedAt: _u, ...body } = draft;
      const res = await client
        .transaction()
        .createOrReplace({ ...body, _id: publishedId(id), _type: draft._type })
        .delete(draftId(id))
        .commit();
      return `Published ${publishedId(id)} (transaction ${res.transactionId}).`;
    }
    case 'discard': {
      const res = await client.delete(draftId(id));
      return `Discarded ${draftId(id)} (transaction ${res.transactionId}).`;
    }
    default:
      throw new Error(USAGE);
  }
}

