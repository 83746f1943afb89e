// The search page's results (loaded after first paint): InstantSearch over the brand's products and
// blog indexes in the page's language, its state (query, sort, filters, page) kept in the address.
import { history } from 'instantsearch.js/es/lib/routers';
import React, { memo, startTransition, useCallback, useEffect, useMemo, useRef } from 'react';
import { Configure, Index, InstantSearch, useInstantSearch, useSearchBox } from 'react-instantsearch';
import { useSite, useT } from '../../components/site/site-provider';
import { createSearchClient } from '../../lib/search/client';
import { indexName } from '../../lib/search/index-names';
import { ArticleHits, ProductHits, type HitsReport } from './search-hits';
import { SearchSort, SearchFilters } from './search-controls';
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

/** How the page's search form searches, once the results have loaded. */
export interface SearchBox {
  refine(query: string): void;
}

/** Props of SearchResults. */
export interface SearchResultsProps {
  onSummary(summary: SearchSummary | null): void;
  /** Told the status line's text (loading, the count, no results; null once gone). */
  onStatus(text: string | null): void;
  /** Handed how to search (null once gone): the page's own form searches through it. */
  connect(box: SearchBox | null): void;
  /** Told the query searched, whenever it changes (the page's form shows it). */
  showQuery(query: string): void;
  /** The router's search (`?query=…`): an in-site navigation to another address is searched anew. */
  search?: string;
}

/** The search page's InstantSearch app. */
function SearchResults({ onSummary, onStatus, connect, showQuery, search }: SearchResultsProps) {
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
      <SearchApp scope={scope} onSummary={onSummary} onStatus={onStatus} connect={connect} showQuery={showQuery} />
    </InstantSearch>
  );
}

// The page renders again when the status line changes; the results do not, their props being the same.
export default memo(SearchResults);

function SearchApp({ scope, onSummary, onStatus, connect, showQuery }: { scope: SearchScope } & Pick<SearchResultsProps, 'onSummary' | 'onStatus' | 'connect' | 'showQuery'>) {
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

  const statusText = failed
    ? ''
    : status === 'stalled' || total === null
      ? t('searchLoading')
      : total === 0
        ? t('noResults')
        : t('searchResultCount', { count: total });
  useEffect(() => onStatus(statusText), [statusText, onStatus]);
  useEffect(() => () => onStatus(null), [onStatus]);
  // The page's form searches through this InstantSearch, and shows its query.
  const { query: searched, refine } = useSearchBox();
  useEffect(() => {
    connect({ refine });
    return () => connect(null);
  }, [connect, refine]);
  useEffect(() => showQuery(searched), [searched, showQuery]);

  return (
    <>
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
    </>
  );
}
