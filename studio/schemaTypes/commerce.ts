// Commerce documents, shaped like Sanity Connect for Shopify: what the store owns is under `store`
// (read-only here: the store syncs it), our editorial additions beside it.
import { defineArrayMember, defineField, defineType } from 'sanity';
import { brandField, LANGUAGES } from './objects';

const storeField = (fields: ReturnType<typeof defineField>[]) =>
  defineField({ name: 'store', title: 'Shopify (synced)', type: 'object', readOnly: true, options: { collapsible: true, collapsed: true }, fields });

export const product = defineType({
  name: 'product',
  type: 'document',
  fields: [
    brandField,
    defineField({ name: 'title', type: 'localeString', description: 'Shown instead of the Shopify title, per language.' }),
    defineField({ name: 'description', type: 'localeText' }),
    defineField({ name: 'languages', type: 'array', of: [{ type: 'string' }], options: { list: LANGUAGES.map((l) => ({ value: l.id, title: l.title })) } }),
    defineField({ name: 'canBeShown', type: 'boolean', initialValue: true }),
    defineField({ name: 'availability', type: 'string', options: { list: ['available', 'comingSoon', 'discontinued'] } }),
    defineField({ name: 'petType', type: 'string' }),
    defineField({ name: 'pathPrefix', type: 'string' }),
    defineField({ name: 'pathAliases', type: 'array', of: [{ type: 'string' }] }),
    defineField({ name: 'images', type: 'array', of: [defineArrayMember({ type: 'contentImage' })] }),
    defineField({
      name: 'optionLabels',
      type: 'array',
      of: [defineArrayMember({ type: 'object', fields: [defineField({ name: 'option', type: 'string' }), defineField({ name: 'name', type: 'localeString' })] })],
    }),
    defineField({
      name: 'videos',
      type: 'array',
      of: [defineArrayMember({ type: 'object', fields: [defineField({ name: 'title', type: 'localeString' }), defineField({ name: 'src', type: 'string' }), defineField({ name: 'durationSeconds', type: 'number' })] })],
    }),
    defineField({
      name: 'reviews',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          fields: [
            defineField({ name: 'title', type: 'string' }),
            defineField({ name: 'body', type: 'text' }),
            defineField({ name: 'rating', type: 'number', validation: (r) => r.min(1).max(5) }),
            defineField({ name: 'language', type: 'string' }),
            defineField({ name: 'date', type: 'date' }),
          ],
        }),
      ],
    }),
    defineField({ name: 'addOns', type: 'array', of: [defineArrayMember({ type: 'reference', to: [{ type: 'product' }] })] }),
    // A product's SEO title and description are per language, as its title (editorial documents' are plain text).
    defineField({
      name: 'seo',
      title: 'SEO',
      type: 'object',
      fields: [defineField({ name: 'title', type: 'localeString' }), defineField({ name: 'description', type: 'localeText' })],
    }),
    storeField([
      defineField({ name: 'id', type: 'number' }),
      defineField({ name: 'gid', type: 'string' }),
      defineField({ name: 'title', type: 'string' }),
      defineField({ name: 'slug', type: 'slug' }),
      defineField({ name: 'productType', type: 'string' }),
      defineField({ name: 'vendor', type: 'string' }),
      defineField({ name: 'tags', type: 'array', of: [{ type: 'string' }] }),
      defineField({ name: 'status', type: 'string' }),
      defineField({ name: 'descriptionHtml', type: 'text' }),
      defineField({ name: 'previewImageUrl', type: 'string' }),
      defineField({ name: 'variants', type: 'array', of: [defineArrayMember({ type: 'reference', to: [{ type: 'productVariant' }] })] }),
      defineField({ name: 'isDeleted', type: 'boolean' }),
    ]),
  ],
  preview: { select: { title: 'title.en', fallback: 'store.title', subtitle: 'brand' }, prepare: ({ title, fallback, subtitle }) => ({ title: title || fallback, subtitle }) },
});

export const productVariant = defineType({
  name: 'productVariant',
  title: 'Product variant',
  type: 'document',
  readOnly: true,
  fields: [
    brandField,
    storeField([
      defineField({ name: 'id', type: 'number' }),
      defineField({ name: 'gid', type: 'string' }),
      defineField({ name: 'productId', type: 'number' }),
      defineField({ name: 'sku', type: 'string' }),
      defineField({ name: 'title', type: 'string' }),
      defineField({ name: 'option1', type: 'string' }),
      defineField({ name: 'option2', type: 'string' }),
      defineField({ name: 'option3', type: 'string' }),
      defineField({ name: 'price', type: 'number' }),
      defineField({ name: 'compareAtPrice', type: 'number' }),
    ]),
  ],
  preview: { select: { title: 'store.title', subtitle: 'store.sku' } },
});

export const collection = defineType({
  name: 'collection',
  type: 'document',
  fields: [
    brandField,
    defineField({ name: 'title', type: 'localeString' }),
    defineField({ name: 'description', type: 'localeText' }),
    defineField({ name: 'image', type: 'contentImage' }),
    storeField([
      defineField({ name: 'id', type: 'number' }),
      defineField({ name: 'gid', type: 'string' }),
      defineField({ name: 'title', type: 'string' }),
      defineField({ name: 'slug', type: 'slug' }),
      defineField({ name: 'sortOrder', type: 'string' }),
      defineField({ name: 'descriptionHtml', type: 'text' }),
      defineField({ name: 'products', type: 'array', of: [defineArrayMember({ type: 'reference', to: [{ type: 'product' }] })] }),
    ]),
  ],
  preview: { select: { title: 'title.en', fallback: 'store.title', subtitle: 'brand' }, prepare: ({ title, fallback, subtitle }) => ({ title: title || fallback, subtitle }) },
});

export const globalProduct = defineType({
  name: 'globalProduct',
  title: 'Global product',
  type: 'document',
  fields: [brandField, defineField({ name: 'title', type: 'string' }), defineField({ name: 'product', type: 'reference', to: [{ type: 'product' }] })],
});

export const globalProductCollection = defineType({
  name: 'globalProductCollection',
  title: 'Global product collection',
  type: 'document',
  fields: [brandField, defineField({ name: 'collection', type: 'reference', to: [{ type: 'collection' }] })],
});

export const commerceTypes = [product, productVariant, collection, globalProduct, globalProductCollection];
