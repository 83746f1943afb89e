// Brand settings, interface strings and dealers.
import { defineArrayMember, defineField, defineType } from 'sanity';
import { brandField, LANGUAGES } from './objects';

export const brandSettings = defineType({
  name: 'brandSettings',
  title: 'Brand settings',
  type: 'document',
  fields: [
    brandField,
    defineField({ name: 'name', type: 'string' }),
    defineField({ name: 'baseUrl', type: 'url', validation: (r) => r.uri({ scheme: ['https', 'http'] }) }),
    defineField({ name: 'supportEmail', type: 'string' }),
    defineField({
      name: 'marketPaths',
      type: 'array',
      of: [defineArrayMember({ type: 'object', fields: ['country', 'language', 'path'].map((name) => defineField({ name, type: 'string' })) })],
    }),
    defineField({
      name: 'careLines',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          fields: [defineField({ name: 'countries', type: 'array', of: [{ type: 'string' }] }), defineField({ name: 'phone', type: 'string' }), defineField({ name: 'hours', type: 'string' })],
        }),
      ],
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'brand' } },
});

export const translationGroup = defineType({
  name: 'translationGroup',
  title: 'Translation group',
  type: 'document',
  fields: [
    brandField,
    defineField({ name: 'groupKey', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'siteIdentifier', type: 'string' }),
    defineField({
      name: 'strings',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          fields: [
            defineField({ name: 'key', type: 'string' }),
            defineField({ name: 'placeholder', type: 'string' }),
            defineField({
              name: 'localizedStrings',
              type: 'array',
              description: `One entry per language, keyed by its code (${LANGUAGES.map((l) => l.id).join(', ')}).`,
              of: [defineArrayMember({ type: 'object', fields: [defineField({ name: 'value', type: 'text', rows: 2 })] })],
            }),
          ],
          preview: { select: { title: 'key' } },
        }),
      ],
    }),
  ],
  preview: { select: { title: 'groupKey', subtitle: 'brand' } },
});

export const dealer = defineType({
  name: 'dealer',
  type: 'document',
  fields: [
    brandField,
    defineField({ name: 'name', type: 'string' }),
    defineField({ name: 'slug', type: 'slug' }),
    ...['phone', 'email', 'city', 'region', 'country'].map((name) => defineField({ name, type: 'string' })),
    defineField({ name: 'companyOwned', type: 'boolean' }),
    defineField({ name: 'serviceAreas', type: 'array', of: [{ type: 'string' }] }),
    defineField({ name: 'consultationTypes', type: 'array', of: [{ type: 'string' }] }),
  ],
});

export const settingsTypes = [brandSettings, translationGroup, dealer];
