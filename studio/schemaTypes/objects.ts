import { defineArrayMember, defineField, defineType } from 'sanity';

/** Languages localized fields carry (`{en, fr, ...}`), English first. */
export const LANGUAGES = [
  { id: 'en', title: 'English' },
  { id: 'fr', title: 'French' },
  { id: 'de', title: 'German' },
  { id: 'it', title: 'Italian' },
  { id: 'nl', title: 'Dutch' },
  { id: 'es', title: 'Spanish' },
];

/** Brands a document belongs to. */
export const BRANDS = ['trailmate', 'yardwise', 'homing'];

export const localeString = defineType({
  name: 'localeString',
  title: 'Localized text',
  type: 'object',
  fields: LANGUAGES.map((l) => defineField({ name: l.id, title: l.title, type: 'string' })),
});

export const localeText = defineType({
  name: 'localeText',
  title: 'Localized long text',
  type: 'object',
  fields: LANGUAGES.map((l) => defineField({ name: l.id, title: l.title, type: 'text', rows: 3 })),
});

/** An image file of content/images, by path, with its alt text and size. */
export const contentImage = defineType({
  name: 'contentImage',
  title: 'Image',
  type: 'object',
  fields: [
    defineField({ name: 'path', type: 'string', validation: (r) => r.required().regex(/^images\/[\w./-]+$/, { name: 'content/images path' }) }),
    defineField({ name: 'alt', type: 'localeString' }),
    defineField({ name: 'width', type: 'number' }),
    defineField({ name: 'height', type: 'number' }),
  ],
  preview: { select: { title: 'path' } },
});

export const seo = defineType({
  name: 'seo',
  title: 'SEO',
  type: 'object',
  fields: [defineField({ name: 'title', type: 'string' }), defineField({ name: 'description', type: 'text', rows: 2 })],
});

/** Portable Text with links limited to http(s), mailto, tel and site paths. */
export const richText = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      marks: {
        annotations: [
          {
            name: 'link',
            type: 'object',
            title: 'Link',
            fields: [
              defineField({
                name: 'href',
                type: 'url',
                validation: (r) => r.uri({ scheme: ['http', 'https', 'mailto', 'tel'], allowRelative: true }),
              }),
            ],
          },
        ],
      },
    }),
    // A picture between the paragraphs: in the content it is `{_type: 'image', path, alt, width,
    // height}`, a file of content/images by path (src/build/rich-text.ts keeps only those). Without
    // this member the Portable Text input finds a block type the schema does not allow, shows
    // "Invalid Portable Text value" instead of the editor, and a path into the body (Presentation's
    // click on a paragraph) has no editor to scroll to or put the cursor in. An array member named
    // `image` must be Sanity's `image` type; its upload is not used (the site reads `path` only).
    defineArrayMember({
      type: 'image',
      title: 'Image (a file of content/images)',
      fields: [
        defineField({ name: 'path', type: 'string', validation: (r) => r.required().regex(/^images\/[\w./-]+$/, { name: 'content/images path' }) }),
        defineField({ name: 'alt', type: 'string' }),
        defineField({ name: 'width', type: 'number' }),
        defineField({ name: 'height', type: 'number' }),
      ],
      validation: (r) =>
        r
          .custom((value: { asset?: unknown } | undefined) =>
            value?.asset ? 'The site shows an image in text by its path in content/images; an uploaded file is not shown.' : true,
          )
          .warning(),
      preview: { select: { title: 'path', subtitle: 'alt' } },
    }),
  ],
});

export const brandField = defineField({
  name: 'brand',
  type: 'string',
  options: { list: [...BRANDS, 'shared'] },
  validation: (r) => r.required(),
});

export const languageField = defineField({
  name: 'language',
  type: 'string',
  options: { list: LANGUAGES.map((l) => ({ value: l.id, title: l.title })) },
  validation: (r) => r.required(),
});

export const slugField = defineField({ name: 'slug', type: 'slug', options: { source: 'title' }, validation: (r) => r.required() });

export const objectTypes = [localeString, localeText, contentImage, seo, richText];
