// Collection template (`/<handle>/`): description, then the sortable, filterable product grid, its
// state in the address (a collection larger than one page sorts, filters and pages through the search door).
import type { PageProps } from 'gatsby';
import React from 'react';
import type { CollectionPageContext } from '../lib/content/page-types';
import { TemplateHead } from '../components/site/template-head';
import { CollectionBrowser } from '../features/catalogue/collection-browser';
import { COLLECTION_PAGE_SIZE } from '../features/catalogue/collection-route';
import { CollectionSearch } from '../features/catalogue/collection-search';
import { defaultSort } from '../lib/catalogue/sort-filter';
import { Layout } from '../compositions/layout/layout';

/** A collection page. */
export default function CollectionTemplate({ pageContext, location }: PageProps<object, CollectionPageContext>) {
  const { collection } = pageContext;
  return (
    <Layout site={pageContext.site} breadcrumbs={pageContext.breadcrumbs} images={pageContext.images}>
      <h1>{collection.title}</h1>
      {collection.description ? <p className="rich-text">{collection.description}</p> : null}
      {collection.products.length > COLLECTION_PAGE_SIZE ? (
        <CollectionSearch handle={collection.handle} products={collection.products} defaultSort={defaultSort(collection.sortOrder)} routerSearch={location.search} />
      ) : (
        <CollectionBrowser
          products={collection.products}
          defaultSort={defaultSort(collection.sortOrder)}
          routerSearch={location.search}
          list={{ id: collection.handle, name: collection.handle }}
        />
      )}
    </Layout>
  );
}

export const Head = TemplateHead;
