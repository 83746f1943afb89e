// Article detail template (`/blog/<slug>/`): Portable Text body, author, featured products,
// "Was this article helpful?".
import { Link, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { ArticleDetailPageContext } from '../lib/content/page-types';
import { builtContext, type StoredContext } from '../lib/content/stored-context';
import { PortableText } from '../components/portable-text/portable-text';
import { ContentImage, imagePreload } from '../components/site/content-image';
import { makeT } from '../components/site/site-provider';
import { TemplateHead } from '../components/site/template-head';
import { ProductGrid } from '../features/catalogue/product-card';
import { ArticleFeedbackIsland } from '../features/forms/form-islands';
import { Layout } from '../compositions/layout/layout';
import { editMarker } from '../components/site/edit-marker';

/** `sizes` of the article's image (its preload uses the same). */
const ARTICLE_IMAGE_SIZES = '(min-width: 1024px) 48rem, 100vw';

/** One blog post. */
export default function ArticleDetailTemplate({ pageContext }: PageProps<object, ArticleDetailPageContext>) {
  const { article, site } = pageContext;
  const t = makeT(site);
  return (
    <Layout site={site} breadcrumbs={pageContext.breadcrumbs} images={pageContext.images}>
      <article>
        <header>
          {/* Preview builds only: the post's title and body open in Studio when clicked. */}
          <h1 {...editMarker(article.documentId, 'blogPost', 'title')}>{article.title}</h1>
          <p className="card__meta">
            {t('publishedOn', { date: article.formattedDate })}
            {article.author ? ` · ${t('byAuthor', { author: article.author.name })}` : ''}
            {article.category ? (
              <>
                {' · '}
                <Link to={article.category.href}>{article.category.title}</Link>
              </>
            ) : null}
          </p>
        </header>
        <ContentImage image={article.image} priority sizes={ARTICLE_IMAGE_SIZES} />
        <PortableText
          value={article.body}
          editMarker={editMarker(article.documentId, 'blogPost', 'body')}
          blockMarker={(key) => editMarker(article.documentId, 'blogPost', `body:${key}`)}
        />
        {article.author ? (
          <section className="section" aria-label={t('byAuthor', { author: article.author.name })}>
            <p>
              <strong>{article.author.name}</strong>
              {article.author.role ? `, ${article.author.role}` : ''}
            </p>
            {article.author.bio ? <p>{article.author.bio}</p> : null}
          </section>
        ) : null}
        <ArticleFeedbackIsland articleId={article.slug} />
      </article>
      {article.products.length > 0 ? (
        <section className="section" aria-labelledby="article-products">
          <h2 id="article-products">{t('featuredProducts')}</h2>
          <ProductGrid products={article.products} headingLevel="h3" />
        </section>
      ) : null}
    </Layout>
  );
}

/** The article's <head>, with its image preloaded. */
export function Head({ pageContext }: HeadProps<object, StoredContext<'article-detail'>>) {
  const { article, images } = builtContext(pageContext);
  const preload = imagePreload(article.image, images, ARTICLE_IMAGE_SIZES);
  return <TemplateHead pageContext={pageContext} preload={preload} />;
}
