// Article metadata (spec §3): arbitrary keys plus a tag list, from the brand's settings and the post,
// planned into the article page's SEO data and written in its head as plain attribute values.
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blogPages } from '../../src/build/pages/editorial';
import type { LocaleInput, PagePlanOf } from '../../src/build/plan';
import { buildSeo } from '../../src/build/seo';
import type { BlogPostDoc, BrandSettingsDoc } from '../../src/build/content-types';
import { SeoHead } from '../../src/components/site/seo-head';
import { articleMetadata, metaKey } from '../../src/lib/content/article-metadata';
import type { LocaleContext } from '../../src/lib/content/site-context';

describe('article metadata', () => {
  it('keeps arbitrary keys, the post over the brand, and the tags of both without repeats', () => {
    const meta = articleMetadata(
      { entries: [{ key: 'publisher', value: 'https://trailmate.example' }, { key: 'section', value: 'News' }], tags: ['Trailmate', 'dogs'] },
      { entries: [{ key: 'section', value: 'Gear' }, { key: 'Reading_Time', value: ' 4  min ' }], tags: ['Dogs', 'hammocks', ' '] },
    );
    expect(meta.entries).toEqual([
      { key: 'publisher', value: 'https://trailmate.example' },
      { key: 'section', value: 'Gear' },
      { key: 'reading_time', value: '4 min' },
    ]);
    expect(meta.tags).toEqual(['Trailmate', 'dogs', 'hammocks']);
  });

  it('leaves out keys that cannot name a meta property, the head’s own keys and empty values', () => {
    expect(metaKey('"><script>alert(1)</script>')).toBeNull();
    expect(metaKey('has space')).toBeNull();
    expect(metaKey('tag')).toBeNull();
    expect(metaKey('article:published_time')).toBeNull();
    expect(metaKey('article:section')).toBe('section');
    const meta = articleMetadata({ entries: [{ key: 'x y', value: 'a' }, { key: 'ok', value: '' }, null, { key: 'mood', value: 'calm\n\u0000 day' }] });
    expect(meta.entries).toEqual([{ key: 'mood', value: 'calm day' }]);
  });
});

const locale = { id: 'en-us', urlPath: '', language: 'en', hreflang: 'en-US', isDefault: true } as LocaleContext;
const text = [{ _key: 'b', _type: 'block', style: 'normal', markDefs: [], children: [{ _key: 's', _type: 'span', text: 'Body', marks: [] }] }];

function input(settings: Partial<BrandSettingsDoc>, post: Partial<BlogPostDoc>): LocaleInput {
  const doc = { _id: 'blogPost-a-en', language: 'en', title: 'A post', slug: 'a-post', excerpt: 'About a post', body: text, publishedAt: '2026-05-21T14:00:00Z', ...post } as BlogPostDoc;
  return {
    locale,
    brand: { blogPath: '/blog/' },
    site: { press: [], posts: [doc], categories: [], settings },
    strings: { home: 'Home', blogSectionTitle: 'Blog' },
    contentDir: 'content',
    queryRedirectsOn: () => [],
  } as unknown as LocaleInput;
}

describe('an article page’s head', () => {
  const plans = blogPages(
    input(
      { articleMetadata: { entries: [{ key: 'publisher', value: 'https://trailmate.example' }], tags: ['Trailmate'] } },
      { tags: ['gear'], metadata: [{ key: 'section', value: 'Gear & "care"' }, { key: '<b>', value: 'x' }] },
    ),
    new Map(),
  );
  const article = plans.find((p) => p.template === 'article-detail') as PagePlanOf<'article-detail'>;

  it('the plan carries the brand’s and the post’s metadata', () => {
    expect(article.tags).toEqual(['Trailmate', 'gear']);
    expect(article.articleMeta).toEqual([
      { key: 'publisher', value: 'https://trailmate.example' },
      { key: 'section', value: 'Gear & "care"' },
    ]);
  });

  it('writes each key as article:<key> and each tag as article:tag, escaped as attribute values', () => {
    const seo = buildSeo({
      brand: { name: 'Trailmate', baseUrl: 'https://trailmate.example', seo: { title: 'Trailmate', description: 'Gear' } } as Parameters<typeof buildSeo>[0]['brand'],
      locale: locale,
      title: 'A post',
      description: 'About a post',
      canonicalPath: '/blog/a-post/',
      alternates: [],
      ogType: 'article',
      shareImage: { path: '/share.png', alt: 'A post' },
      noindex: false,
      tags: article.tags,
      articleMeta: article.articleMeta,
    });
    const html = renderToStaticMarkup(<SeoHead seo={seo} breadcrumbs={[]} site={undefined} />);
    expect(html).toContain('<meta property="article:tag" content="Trailmate"/>');
    expect(html).toContain('<meta property="article:tag" content="gear"/>');
    expect(html).toContain('<meta property="article:publisher" content="https://trailmate.example"/>');
    expect(html).toContain('<meta property="article:section" content="Gear &amp; &quot;care&quot;"/>');
    expect(html).not.toContain('<b>');
  });
});
