// Product and article results: links to the product and article pages of the page's locale, prices
// in its currency; a click after a search is recorded for search analytics.
import { Link } from 'gatsby';
import React, { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { useHits } from 'react-instantsearch';
import { HIGH_FETCH_PRIORITY } from '../../components/site/content-image';
import { useSite, useT } from '../../components/site/site-provider';
import { reportResultClick } from './search-insights';
import { articleHref, productHref, recordPrice, type ArticleRecord, type ProductRecord } from './search-records';

/** How many results a list has for its current search (undefined before the first answer). */
export interface HitsReport {
  count: number;
}

/** True once the service answered (InstantSearch shows empty placeholder results before). */
function answered<R extends object>(results: R | undefined | null): results is R & { nbHits: number } {
  return Boolean(results) && !(results as { __isArtificial?: boolean }).__isArtificial;
}

/** Results whose pictures may be in the first screen (a row of the widest grid): loaded at once, the first with high priority, as the page's largest paint. */
const FIRST_PICTURES = 4;

/** Props of the hit lists. */
export interface HitsProps {
  onReport(report: HitsReport | null): void;
}

/**
 * The hits of the current search as a list renders them: deferred, so the cards of an answer render
 * in a transition that yields to the browser (InstantSearch's updates are urgent ones, one long task
 * on a phone), while the count and status above update at once.
 */
function useDeferredHits<T extends Record<string, unknown>>() {
  const { items, results } = useHits<T>();
  // Each as InstantSearch keeps it (the same object until its next render), so only an answer defers a render.
  return { items: useDeferredValue(items), results: useDeferredValue(results), count: answered(results) ? results.nbHits : undefined };
}

/** The product results of the current page. */
export function ProductHits({ onReport }: HitsProps) {
  const t = useT();
  const site = useSite();
  const { items, results, count } = useDeferredHits<ProductRecord & Record<string, unknown>>();
  useEffect(() => onReport(count === undefined ? null : { count }), [count, onReport]);
  if (!results?.nbHits) return null;
  return (
    <section aria-labelledby="search-products">
      <h2 id="search-products">{t('searchProducts')}</h2>
      <ul className="grid">
        {items.map((hit, index) => {
          const href = productHref(site.locale.urlPath, hit);
          const price = recordPrice(hit, site.locale.currency, site.locale.priceFormat);
          if (!href) return null;
          return (
            <li key={hit.objectID}>
              <article className="card">
                <Link
                  to={href}
                  onClick={() =>
                    reportResultClick(site, { index: results.index, queryID: hit.__queryID, objectID: hit.objectID, position: hit.__position, kind: 'product' })
                  }
                >
                  {hit.image ? (
                    <img
                      src={hit.image}
                      alt=""
                      width={320}
                      height={320}
                      loading={index < FIRST_PICTURES ? 'eager' : 'lazy'}
                      className="search__image"
                      {...(index === 0 ? HIGH_FETCH_PRIORITY : null)}
                    />
                  ) : null}
                  <h3>{hit.title}</h3>
                </Link>
                {price ? (
                  <p className="price">
                    <span className="visually-hidden">{t('price')}: </span>
                    {price}
                  </p>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The article results (first page of the blog index for the same query). */
export function ArticleHits({ onReport }: HitsProps) {
  const t = useT();
  const site = useSite();
  const answer = useDeferredHits<ArticleRecord & Record<string, unknown>>();
  const { count } = answer;
  // One render behind the products: the article list commits on its own, after the product cards,
  // so an answer's cards are not one long commit on a phone.
  const [{ items, results }, setShown] = useState({ items: answer.items, results: answer.results });
  useEffect(() => startTransition(() => setShown({ items: answer.items, results: answer.results })), [answer.items, answer.results]);
  useEffect(() => onReport(count === undefined ? null : { count }), [count, onReport]);
  if (!results?.nbHits) return null;
  return (
    <section aria-labelledby="search-articles">
      <h2 id="search-articles">{t('searchArticles')}</h2>
      <ul className="search__articles">
        {items.map((hit) => {
          const href = articleHref(site.locale.urlPath, site.brand.blogPath, hit);
          if (!href) return null;
          return (
            <li key={hit.objectID}>
              <Link
                to={href}
                onClick={() =>
                  reportResultClick(site, { index: results.index, queryID: hit.__queryID, objectID: hit.objectID, position: hit.__position, kind: 'article' })
                }
              >
                {hit.title}
              </Link>
              {hit.excerpt ? <p className="card__meta">{hit.excerpt}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
