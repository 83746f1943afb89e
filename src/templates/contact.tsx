// Contact us template (`/contact-us/`): content, care details, support cards, store locations;
// the general and dealer contact forms.
import type { PageProps } from 'gatsby';
import React from 'react';
import type { ContactPageContext } from '../lib/content/page-types';
import { makeT } from '../components/site/site-provider';
import { TemplateHead } from '../components/site/template-head';
import { ContentPage } from '../compositions/content/content-page';
import { PageSections } from '../compositions/content/page-sections';
import { ContactFormsIsland } from '../features/forms/form-islands';
import { Layout } from '../compositions/layout/layout';

/** The contact page. */
export default function ContactTemplate({ pageContext }: PageProps<object, ContactPageContext>) {
  const { support, site } = pageContext;
  const t = makeT(site);
  return (
    <Layout site={site} breadcrumbs={pageContext.breadcrumbs} images={pageContext.images}>
      <ContentPage page={pageContext.page} fallbackTitle={t('contactUs')}>
        <section className="section" aria-labelledby="customer-care">
          <h2 id="customer-care">{t('customerCare')}</h2>
          <ul>
            {support.email ? (
              <li>
                {t('emailUs', { email: '' })}
                <a href={`mailto:${support.email}`}>{support.email}</a>
              </li>
            ) : null}
            {support.phone ? (
              <li>
                {t('callUs', { phone: '' })}
                <a href={`tel:${support.phone.replace(/[^+\d]/g, '')}`}>{support.phone}</a>
              </li>
            ) : null}
            {support.careHours ? <li>{t('careHours', { hours: support.careHours })}</li> : null}
          </ul>
        </section>
        <ContactFormsIsland />
      </ContentPage>
      {pageContext.supportCards.length > 0 ? (
        <PageSections
          hasTitle
          sections={[{ _key: 'support-cards', _type: 'supportCards', heading: t('customerCare'), text: '', cards: pageContext.supportCards }]}
        />
      ) : null}
      {pageContext.storeLocations.length > 0 ? (
        // A store's own opening hours, labelled as such: they are not the customer care hours above.
        // Stores are in the United States and Canada, whose addresses read "City, Region Postal code".
        <section className="section" aria-labelledby="our-stores">
          <h2 id="our-stores">{t('ourStores')}</h2>
          <ul className="grid">
            {pageContext.storeLocations.map((store) => (
              <li key={store.key} className="card">
                <h3>{store.name}</h3>
                <address>
                  {store.address}
                  <br />
                  {`${store.city}, ${store.region} ${store.postalCode}`}
                  <br />
                  {store.country}
                </address>
                {store.phone ? <p>{t('callUs', { phone: store.phone })}</p> : null}
                {store.hours ? <p className="card__meta">{t('storeHours', { hours: store.hours })}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Layout>
  );
}

export const Head = TemplateHead;
