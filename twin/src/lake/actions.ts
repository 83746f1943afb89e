// Sanity's Actions API (`/data/actions/<dataset>`) as the lake's mutations: publish, unpublish,
// discard, delete, create and edit of a draft, each in the transaction of its request.
import { LakeMutationError } from './patch.js';
import { isDraftId, isPublishedId, type Lake } from './store.js';

const fail = (index: number, status: number, type: string, description: string, extra: Record<string, unknown> = {}) => {
  const err = new LakeMutationError(status, { type, description, ...extra }) as LakeMutationError & { index?: number };
  err.index = index;
  return err;
};

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Translates actions to mutations over the lake's current documents; throws an actionError item for a bad one. */
export function actionsToMutations(lake: Lake, actions: unknown[]): unknown[] {
  const out: unknown[] = [];
  actions.forEach((action, index) => {
    if (!isRecord(action) || typeof action.actionType !== 'string') throw fail(index, 400, 'invalidActionError', 'Each action needs an "actionType"');
    const draftId = action.draftId;
    const publishedId = action.publishedId;
    const needDraft = () => {
      if (typeof draftId !== 'string' || !isDraftId(draftId)) throw fail(index, 400, 'invalidActionError', '"draftId" must be a draft id (drafts.<id>)');
      return draftId;
    };
    const needPublished = () => {
      if (typeof publishedId !== 'string' || !isPublishedId(publishedId)) throw fail(index, 400, 'invalidActionError', '"publishedId" must be a published document id');
      return publishedId;
    };
    switch (action.actionType) {
      case 'sanity.action.document.publish': {
        const d = needDraft();
        const p = needPublished();
        if (d !== `drafts.${p}`) throw fail(index, 400, 'invalidActionError', '"draftId" must be "drafts." followed by "publishedId"');
        const draft = lake.get(d);
        if (!draft) throw fail(index, 409, 'documentNotFoundError', `Draft "${d}" not found`, { id: d });
        if (typeof action.ifDraftRevisionId === 'string' && action.ifDraftRevisionId !== draft._rev) {
          throw fail(index, 409, 'documentRevisionIDDoesNotMatchError', `Document "${d}" has unexpected revision ID ("${draft._rev}"), expected ("${action.ifDraftRevisionId}")`, {
            id: d,
            currentRevisionID: draft._rev,
            expectedRevisionID: action.ifDraftRevisionId,
          });
        }
        const published = lake.get(p);
        if (typeof action.ifPublishedRevisionId === 'string' && action.ifPublishedRevisionId !== published?._rev) {
          throw fail(index, 409, 'documentRevisionIDDoesNotMatchError', `Document "${p}" has unexpected revision ID ("${published?._rev ?? ''}"), expected ("${action.ifPublishedRevisionId}")`, {
            id: p,
            currentRevisionID: published?._rev ?? null,
            expectedRevisionID: action.ifPublishedRevisionId,
          });
        }
        const { _rev: _r, _updatedAt: _u, ...body } = draft;
        out.push({ createOrReplace: { ...body, _id: p } }, { delete: { id: d } });
        break;
      }
      case 'sanity.action.document.unpublish': {
        const d = needDraft();
        const p = needPublished();
        const published = lake.get(p);
        if (!published) throw fail(index, 409, 'documentNotFoundError', `Document "${p}" not found`, { id: p });
        if (!lake.get(d)) {
          const { _rev: _r, _updatedAt: _u, ...body } = published;
          out.push({ create: { ...body, _id: d } });
        }
        out.push({ delete: { id: p } });
        break;
      }
      case 'sanity.action.document.discard': {
        const d = needDraft();
        if (!lake.get(d)) throw fail(index, 409, 'documentNotFoundError', `Draft "${d}" not found`, { id: d });
        out.push({ delete: { id: d } });
        break;
      }
      case 'sanity.action.document.delete': {
        const p = needPublished();
        out.push({ delete: { id: p } });
        const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts : [`drafts.${p}`];
        for (const id of drafts) if (typeof id === 'string' && isDraftId(id)) out.push({ delete: { id } });
        break;
      }
      case 'sanity.action.document.create':
      case 'sanity.action.document.version.create': {
        const p = needPublished();
        const attributes = action.attributes ?? action.document;
        if (!isRecord(attributes) || typeof attributes._type !== 'string') throw fail(index, 400, 'invalidActionError', '"attributes" must be a document with a "_type"');
        const id = `drafts.${p}`;
        if (lake.get(id)) {
          if (action.ifExists === 'ignore') break;
          throw fail(index, 409, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, { id });
        }
        out.push({ create: { ...attributes, _id: id } });
        break;
      }
      case 'sanity.action.document.edit': {
        const d = needDraft();
        const p = needPublished();
        if (!isRecord(action.patch)) throw fail(index, 400, 'invalidActionError', '"patch" must be an object');
        if (!lake.get(d)) {
          const published = lake.get(p);
          if (!published) throw fail(index, 409, 'documentNotFoundError', `Document "${p}" not found`, { id: p });
          const { _rev: _r, _updatedAt: _u, ...body } = published;
          out.push({ create: { ...body, _id: d } });
        }
        out.push({ patch: { ...action.patch, id: d } });
        break;
      }
      default:
        throw fail(index, 400, 'invalidActionError', `Unknown action type "${action.actionType}"`);
    }
  });
  return out;
}
