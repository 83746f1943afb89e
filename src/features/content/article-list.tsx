// Article cards, category links and press cards for the blog and press listings.
import { Link } from 'gatsby';
import React from 'react';
import type { ArticleCard, ArticleCategoryLink, PressCard } from '../../lib/content/page-types';
import { ContentImage } from '../../components/site/content-image';
import { useT } from '../../components/site/site-provider';

/** A grid of article cards (it leads its page: the first image is fetched first, the rest lazily). */
export function ArticleList({ articles }: { articles: ArticleCard[] }) {
  const t = useT();
  return (
    <ul className="grid">
      {articles.map((article, index) => (
        <li key={article.slug}>
          <article className="card">
            <ContentImage image={article.image} decorative priority={index === 0} sizes="(min-width: 1024px) 33vw, (min-width: 480px) 50vw, 100vw" />
            <h2>
              <Link to={article.href}>{article.title}</Link>
            </h2>
            <p className="card__meta">
              <time dateTime={article.publishedAt}>{article.formattedDate}</time>
              {article.category ? ` · ${article.category.title}` : ''}
            </p>
            <p>{article.excerpt}</p>
            <Link to={article.href} aria-hidden="true" tabIndex={-1} className="note">
              {t('readMore', { title: article.title })}
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** Links to every blog category, the current one marked. */
export function CategoryLinks({ categories, current, allHref }: { categories: ArticleCategoryLink[]; current?: string; allHref?: string }) {
  const t = useT();
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('categories')}>
      <ul className="tabs">
        {allHref ? (
          <li>
            <Link to={allHref} aria-current={current ? undefined : 'page'}>
              {t('allArticles')}
            </Link>
          </li>
        ) : null}
        {categories.map((category) => (
          <li key={category.slug}>
            <Link to={category.href} aria-current={category.slug === current ? 'page' : undefined}>
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A list of press release cards. */
export function PressList({ releases }: { releases: PressCard[] }) {
  const t = useT();
  return (
    <ul className="grid">
      {releases.map((release) => (
        <li key={release.slug}>
          <article className="card">
            <h2>
              <Link to={release.href}>{release.title}</Link>
            </h2>
            <p className="card__meta">
              <time dateTime={release.publishedAt}>{release.formattedDate}</time>
              {release.outlet ? ` · ${t('pressOutlet', { outlet: release.outlet })}` : ''}
            </p>
            <p>{release.excerpt}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
