// Gatsby configuration of one brand's site (BRAND env, default trailmate).
import type { GatsbyConfig } from 'gatsby';
import { loadBrand } from './brands';
import { loadEnvFile } from './shared/env-file';
import { parseEnv } from './src/config/env';

loadEnvFile();
const env = parseEnv();
const brand = loadBrand(env.BRAND);

const config: GatsbyConfig = {
  siteMetadata: {
    title: brand.seo.title,
    description: brand.seo.description,
    siteUrl: env.SITE_URL ?? brand.baseUrl,
  },
  trailingSlash: 'always',
  graphqlTypegen: { typesOutputPath: '.cache/gatsby-types.d.ts', generateOnBuild: false },
  plugins: [
    {
      // Content images: File.relativePath equals the content-relative path page contexts carry.
      resolve: 'gatsby-source-filesystem',
      options: {
        name: 'content',
        path: `${__dirname}/${env.CONTENT_DIR}`,
        ignore: ['**/*.ndjson', '**/*.md', '**/*.json'],
      },
    },
    'gatsby-plugin-image',
    {
      // WebP only: every browser the store supports decodes it, and a second fallback format (PNG
      // with palette quantization for the PNG sources) was two thirds of the image processing.
      resolve: 'gatsby-plugin-sharp',
      options: { defaults: { formats: ['webp'], placeholder: 'none', quality: 75 } },
    },
    'gatsby-transformer-sharp',
  ],
};

export default config;
