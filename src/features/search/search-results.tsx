// The search page's results (loaded after first paint): InstantSearch over the brand's products and
// blog indexes in the page's language, its state (query, sort, filters, page) kept in the address.
import { history } from 'instantsearch.js/es/lib/routers';
import React, { memo, startTransition, useCallback, useEffect, useMemo, useRef } from 'react';
import { Configure, Index, InstantSearch, useInstantSearch } from 'react-instantsearch';
import { useSite, useT } from '../../components/site/site-provider';
import { createSearchClient } from '../../lib/search/client';
import { indexName } from '../../lib/search/index-names';
import { ArticleHits, ProductHits, type HitsReport } from './search-hits';
import { SearchForm, SearchSort, SearchFilters } from './search-controls';
import type { SearchDraftRef } from './search-draft';
import { withArticleRequests } from './search-client';
import { searchConfigOf } from './search-insights';
import { parseSearchRoute, routeToUiState, searchRouteToSearch, uiStateToRoute, type SearchRoute, type SearchScope } from './search-route';
import { SearchPagination } from './search-pagination';

// The result lists and controls re-render only when InstantSearch changes what they show, not when
// the result count above them changes (a count update would otherwise render every hit again).
const Products = memo(ProductHits);
const Articles = memo(ArticleHits);
const Filters = memo(SearchFilters);
const Sort = memo(SearchSort);
const Pages = memo(SearchPagination);

/** What the page shows about the current search (breadcrumbs). */
export interface SearchSummary {
  query: string;
  results: number;
}

/** Props of SearchResults. */
export interface SearchResultsProps {
  onSummary(summary: SearchSummary | null): void;
  /** The router's search (`?query=…`): an in-site navigation to another address is searched anew. */
  search?: string;
  /** What the shopper typed in the page's own form before this took it over. */
  draft?: SearchDraftRef;
}

/** The search page's InstantSearch app. */
export default function SearchResults({ onSummary, search, draft }: SearchResultsProps) {
  const site = useSite();
  const scope: SearchScope = useMemo(
    () => ({ brand: site.brand.id, language: site.locale.language, currency: site.locale.currency }),
    [site.brand.id, site.locale.language, site.locale.currency],
  );
  const productsIndex = indexName(scope.brand, scope.language, 'products');
  const client = useMemo(() => withArticleRequests(createSearchClient(searchConfigOf(site))), [site]);
  // InstantSearch follows Back and Forward (popstate) itself; a navigation inside the site (a link,
  // the header search) changes the address without one, so the router is told to read it again.
  const readAddress = useRef<(() => void) | null>(null);
  const routing = useMemo(
    () => ({
      router: history<SearchRoute>({
        // Absolute, as the router compares it with location.href before adding a history entry.
        createURL: ({ routeState, location }) => `${location.origin}${location.pathname}${searchRouteToSearch(routeState)}`,
        parseURL: ({ location }) => parseSearchRoute(location.search),
        cleanUrlOnDispose: false,
        writeDelay: 0,
        start: (onUpdate) => {
          readAddress.current = onUpdate;
        },
        dispose: () => {
          readAddress.current = null;
        },
      }),
      stateMapping: {
        stateToRoute: (uiState: Record<string, object>) => uiStateToRoute(uiState[productsIndex], scope),
        routeToState: (route: SearchRoute) => ({ [productsIndex]: routeToUiState(route, scope) }),
      },
    }),
    [productsIndex, scope],
  );
  const lastSearch = useRef(search);
  useEffect(() => {
    if (search === lastSearch.current) return;
    lastSearch.current = search;
    readAddress.current?.();
  }, [search]);
  return (
    <InstantSearch searchClient={client} indexName={productsIndex} routing={routing} future={{ preserveSharedStateOnUnmount: true }}>
      <Configure hitsPerPage={12} clickAnalytics />
      <SearchApp scope={scope} onSummary={onSummary} draft={draft} />
    </InstantSearch>
  );
}

function SearchApp({ scope, onSummary, draft }: { scope: SearchScope; onSummary: SearchResultsProps['onSummary']; draft?: SearchDraftRef }) {
  const t = useT();
  const { status, error, refresh, indexUiState, results } = useInstantSearch({ catchError: true });
  const sort = uiStateToRoute(indexUiState, scope).sort;
  const articlesIndex = indexName(scope.brand, scope.language, 'blogs', sort);
  const [products, setProducts] = React.useState<HitsReport | null>(null);
  const [articles, setArticles] = React.useState<HitsReport | null>(null);
  // Counts arrive as transitions, which React renders in slices that yield to the browser.
  const reportProducts = useCallback((report: HitsReport | null) => startTransition(() => setProducts(report)), []);
  const reportArticles = useCallback((report: HitsReport | null) => startTransition(() => setArticles(report)), []);
  const failed = status === 'error' || Boolean(error);
  const query = indexUiState.query ?? '';
  const total = products && articles ? products.count + articles.count : null;

  useEffect(() => {
    onSummary(!failed && total !== null && results?.query === query ? { query, results: total } : null);
  }, [failed, total, query, results?.query, onSummary]);

  return (
    <div className="search">
      <SearchForm draft={draft} />
      <p role="status" aria-live="polite" className="note search__status">
        {failed
          ? ''
          : status === 'stalled' || total === null
            ? t('searchLoading')
            : total === 0
              ? t('noResults')
              : t('searchResultCount', { count: total })}
      </p>
      {failed ? (
        <div role="alert" className="search__error">
          <p>{t('searchUnavailable')}</p>
          <button type="button" className="button" onClick={() => refresh()}>
            {t('tryAgain')}
          </button>
        </div>
      ) : null}
      <div className="collection" hidden={failed}>
        <Filters currency={scope.currency} />
        <div>
          <div className="collection__toolbar">
            <Sort scope={scope} />
          </div>
          <Products onReport={reportProducts} />
          <Pages />
          <Index indexName={articlesIndex} key={articlesIndex}>
            <Configure hitsPerPage={6} clickAnalytics />
            <Articles onReport={reportArticles} />
          </Index>
        </div>
      </div>
    </div>
  );
}
