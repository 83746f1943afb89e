// Editorial documents: one per brand and language (`translationKey` ties the languages together).
import { defineArrayMember, defineField, defineType } from 'sanity';
import { BRANDS, brandField, languageField, slugField } from './objects';

const common = [brandField, languageField, defineField({ name: 'translationKey', type: 'string' }), defineField({ name: 'title', type: 'string', validation: (r) => r.required() })];
const publishedAt = defineField({ name: 'publishedAt', type: 'datetime' });
const seoField = defineField({ name: 'seo', type: 'seo' });
const preview = { select: { title: 'title', subtitle: 'language' } };

const hero = defineArrayMember({
  name: 'hero',
  type: 'object',
  fields: [
    defineField({ name: 'heading', type: 'string' }),
    defineField({ name: 'text', type: 'text', rows: 3 }),
    defineField({ name: 'image', type: 'contentImage' }),
    defineField({
      name: 'cta',
      type: 'object',
      fields: [defineField({ name: 'label', type: 'string' }), defineField({ name: 'href', type: 'string', validation: (r) => r.regex(/^\/[\w\-./]*$/, { name: 'site path' }) })],
    }),
  ],
});
const productGrid = defineArrayMember({
  name: 'productGrid',
  type: 'object',
  fields: [defineField({ name: 'heading', type: 'string' }), defineField({ name: 'products', type: 'array', of: [{ type: 'reference', to: [{ type: 'globalProduct' }] }] })],
});
const collectionGrid = defineArrayMember({
  name: 'collectionGrid',
  type: 'object',
  fields: [defineField({ name: 'heading', type: 'string' }), defineField({ name: 'collections', type: 'array', of: [{ type: 'reference', to: [{ type: 'globalProductCollection' }] }] })],
});
const supportCards = defineArrayMember({
  name: 'supportCards',
  type: 'object',
  fields: [defineField({ name: 'heading', type: 'string' }), defineField({ name: 'cards', type: 'array', of: [{ type: 'reference', to: [{ type: 'supportCard' }] }] })],
});
const sections = defineField({ name: 'sections', type: 'array', of: [hero, productGrid, collectionGrid, supportCards] });

export const page = defineType({
  name: 'page',
  type: 'document',
  fields: [...common, slugField, defineField({ name: 'template', type: 'string' }), defineField({ name: 'body', type: 'richText' }), sections, seoField, publishedAt],
  preview,
});

export const sharedPage = defineType({
  name: 'sharedPage',
  title: 'Shared page',
  type: 'document',
  fields: [
    ...common,
    defineField({ name: 'brands', type: 'array', of: [{ type: 'string' }], options: { list: BRANDS } }),
    slugField,
    defineField({ name: 'template', type: 'string' }),
    defineField({ name: 'body', type: 'richText' }),
    sections,
    seoField,
    publishedAt,
  ],
  preview,
});

export const blogCategory = defineType({
  name: 'blogCategory',
  title: 'Blog category',
  type: 'document',
  fields: [...common, slugField, defineField({ name: 'description', type: 'text', rows: 2 }), seoField, publishedAt],
  preview,
});

export const person = defineType({
  name: 'person',
  type: 'document',
  fields: [
    ...common,
    defineField({ name: 'name', type: 'string' }),
    slugField,
    defineField({ name: 'role', type: 'string' }),
    defineField({ name: 'bio', type: 'text' }),
    defineField({ name: 'image', type: 'contentImage' }),
    publishedAt,
  ],
  preview: { select: { title: 'name', subtitle: 'language' } },
});

export const blogPost = defineType({
  name: 'blogPost',
  title: 'Blog post',
  type: 'document',
  fields: [
    ...common,
    slugField,
    defineField({ name: 'excerpt', type: 'text', rows: 3 }),
    defineField({ name: 'body', type: 'richText' }),
    defineField({ name: 'category', type: 'reference', to: [{ type: 'blogCategory' }] }),
    defineField({ name: 'author', type: 'reference', to: [{ type: 'person' }] }),
    defineField({ name: 'image', type: 'contentImage' }),
    defineField({ name: 'tags', type: 'array', of: [{ type: 'string' }] }),
    defineField({ name: 'products', type: 'array', of: [{ type: 'reference', to: [{ type: 'product' }] }] }),
    seoField,
    publishedAt,
  ],
  preview,
});

export const pressRelease = defineType({
  name: 'pressRelease',
  title: 'Press release',
  type: 'document',
  fields: [...common, slugField, defineField({ name: 'excerpt', type: 'text', rows: 3 }), defineField({ name: 'body', type: 'richText' }), defineField({ name: 'outlet', type: 'string' }), seoField, publishedAt],
  preview,
});

export const supportCard = defineType({
  name: 'supportCard',
  title: 'Support card',
  type: 'document',
  fields: [
    ...common,
    slugField,
    defineField({ name: 'text', type: 'text', rows: 2 }),
    defineField({ name: 'icon', type: 'string' }),
    defineField({
      name: 'link',
      type: 'object',
      fields: [
        defineField({ name: 'type', type: 'string', options: { list: ['internal', 'external'] } }),
        defineField({ name: 'targetId', type: 'string' }),
        defineField({ name: 'path', type: 'string' }),
      ],
    }),
    publishedAt,
  ],
  preview,
});

export const storeLocation = defineType({
  name: 'storeLocation',
  title: 'Store location',
  type: 'document',
  fields: [
    ...common,
    slugField,
    ...['name', 'address', 'city', 'region', 'postalCode', 'country', 'phone', 'hours'].map((name) => defineField({ name, type: 'string' })),
    publishedAt,
  ],
  preview,
});

export const notificationBanner = defineType({
  name: 'notificationBanner',
  title: 'Notification banner',
  type: 'document',
  fields: [
    ...common,
    defineField({ name: 'messageText', type: 'string' }),
    defineField({ name: 'messageLink', type: 'string' }),
    defineField({ name: 'scheduledMessageEnabled', type: 'boolean' }),
    defineField({ name: 'scheduledMessage', type: 'string' }),
    defineField({ name: 'scheduledLink', type: 'string' }),
    defineField({ name: 'startDate', type: 'datetime' }),
    defineField({ name: 'endDate', type: 'datetime' }),
  ],
  preview,
});

export const trainingVideo = defineType({
  name: 'trainingVideo',
  title: 'Training video',
  type: 'document',
  fields: [
    ...common,
    slugField,
    defineField({ name: 'description', type: 'text', rows: 3 }),
    defineField({ name: 'order', type: 'number' }),
    defineField({ name: 'src', type: 'string' }),
    defineField({ name: 'poster', type: 'contentImage' }),
    defineField({ name: 'durationSeconds', type: 'number' }),
    defineField({
      name: 'captions',
      type: 'array',
      of: [defineArrayMember({ type: 'object', fields: [defineField({ name: 'language', type: 'string' }), defineField({ name: 'src', type: 'string' })] })],
    }),
    publishedAt,
  ],
  preview,
});

export const productManual = defineType({
  name: 'productManual',
  title: 'Product manual',
  type: 'document',
  fields: [
    ...common,
    slugField,
    defineField({ name: 'product', type: 'reference', to: [{ type: 'product' }], validation: (r) => r.required() }),
    defineField({
      name: 'file',
      type: 'object',
      description: 'The manual: a dataset file (media/<brand>/<name>.pdf, published by the site under /media/<brand>/) or an https URL.',
      fields: [
        defineField({ name: 'src', type: 'string', validation: (r) => r.required().regex(/^(media\/[a-z0-9-]+\/[a-z0-9.-]+|https:\/\/\S+)$/, { name: 'dataset file or https URL' }) }),
        defineField({ name: 'mimeType', type: 'string' }),
        defineField({ name: 'size', type: 'number', description: 'Bytes' }),
      ],
    }),
    publishedAt,
  ],
  preview,
});

export const editorialTypes = [page, sharedPage, blogCategory, person, blogPost, pressRelease, supportCard, storeLocation, notificationBanner, trainingVideo, productManual];
