// The lake serves the article metadata of content/ as the site's queries read it (content model:
// brandSettings.articleMetadata, blogPost.metadata and tags), so a build against the twin's lake and
// one over the files write the same article heads.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@sanity/client';
import { startTestTwin } from './helpers.js';

const CONTENT = path.resolve(__dirname, '..', '..', 'content');
let twin: Awaited<ReturnType<typeof startTestTwin>>;

beforeAll(async () => {
  twin = await startTestTwin({ contentDir: CONTENT });
});
afterAll(async () => {
  await twin.stop();
});

const lake = () => createClient({ projectId: 'twin', dataset: 'production', apiHost: `${twin.url}/sanity`, useProjectHostname: false, apiVersion: '2025-04-01', useCdn: false });

describe('article metadata in the lake', () => {
  it('a brand’s settings carry arbitrary keys plus a tag list; its posts their own keys and tags', async () => {
    const settings = await lake().fetch<{ articleMetadata: { entries: { key: string; value: string }[]; tags: string[] } }>(
      '*[_type == "brandSettings" && brand == $brand][0]{articleMetadata}',
      { brand: 'trailmate' },
    );
    expect(settings.articleMetadata.entries).toEqual([{ _key: expect.any(String), key: 'publisher', value: expect.stringMatching(/^https:\/\//) }]);
    expect(settings.articleMetadata.tags).toEqual(['Trailmate']);
    const posts = await lake().fetch<{ tags: string[]; metadata: { key: string; value: string }[] }[]>(
      '*[_type == "blogPost" && brand == $brand && language == "de"]{tags, metadata}',
      { brand: 'trailmate' },
    );
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.metadata).toEqual([{ _key: expect.any(String), key: 'section', value: expect.any(String) }]);
    }
  });
});
