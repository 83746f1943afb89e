// Orders: newest first, paged by cursors
// (previous, Page N, next; a missing link struck through), and one order's detail.
import React, { useCallback, useEffect, useState } from 'react';
import { AddressLines } from '../../components/ui/address-lines';
import { paginationLabels } from '../../components/ui/pagination';
import { useT } from '../../components/site/site-provider';
import { formatDate, formatMoney } from '../../lib/i18n';
import { ACCOUNT_PATHS, localizePath } from '../../lib/paths';
import type { Order, OrderPage } from '../../lib/storefront/customer';
import { FormMessage } from '../../components/ui/form-message';
import { orderStatusLabel } from './order-status';
import { isProStaff } from './pro-staff';
import { useAccount } from './use-account';

/** Orders per page. */
export const ORDERS_PAGE_SIZE = 10;


type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; page: OrderPage };

/** The orders list, or one order when the search names it (`?order=<id>`). */
export function OrdersView() {
  const orderId = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('order');
  return orderId ? <OrderDetail id={orderId} /> : <OrdersList />;
}

function useMoney() {
  const { site } = useAccount();
  return (m: { amount: string; currencyCode: string } | null) => (m ? formatMoney(m.amount, m.currencyCode, site.locale.priceFormat) : '');
}

function OrdersList() {
  const t = useT();
  const { session, customers, site } = useAccount();
  const money = useMoney();
  const [cursor, setCursor] = useState<{ after?: string | null; before?: string | null }>({});
  const [pageNumber, setPageNumber] = useState(1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const labels = paginationLabels(t);

  const fetchPage = useCallback(async () => {
    setLoad({ state: 'loading' });
    const token = await session.accessToken();
    const page = token ? await customers.orders(token, { ...cursor, size: ORDERS_PAGE_SIZE }) : null;
    if (page && !page.ok) console.error('Orders could not be loaded', page.failure);
    setLoad(page?.ok && page.value ? { state: 'ready', page: page.value } : { state: 'error' });
  }, [session, customers, cursor]);
  useEffect(() => void fetchPage(), [fetchPage]);

  if (load.state === 'loading') return <p role="status">{t('loading')}</p>;
  if (load.state === 'error') {
    return (
      <FormMessage tone="error">
        {t('ordersLoadFailed')}{' '}
        <button type="button" className="button" onClick={() => void fetchPage()}>
          {t('tryAgain')}
        </button>
      </FormMessage>
    );
  }
  const { page } = load;
  if (!page.orders.length && pageNumber === 1) return <p>{t('noOrders')}</p>;
  const detailHref = (o: Order) => `${localizePath(site.locale.urlPath, ACCOUNT_PATHS.orders)}?order=${encodeURIComponent(o.id.replace(/^.*\//, '').replace(/\?.*$/, ''))}`;
  return (
    <>
      <table className="orders-table">
        <caption className="visually-hidden">{t('ordersHeading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orderNumber', { name: '' }).trim()}</th>
            <th scope="col">{t('orderDate')}</th>
            <th scope="col">{t('orderPayment')}</th>
            <th scope="col">{t('orderFulfillment')}</th>
            <th scope="col">{t('orderTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {page.orders.map((o) => (
            <tr key={o.id}>
              <th scope="row">
                {/* A full load: the detail is the same page with another search. */}
                <a href={detailHref(o)} aria-label={t('viewOrder', { name: o.name })}>
                  {o.name}
                </a>
              </th>
              <td data-label={t('orderDate')}>{formatDate(o.processedAt, site.locale.hreflang)}</td>
              <td data-label={t('orderPayment')}>{orderStatusLabel(o.financialStatus, t)}</td>
              <td data-label={t('orderFulfillment')}>{orderStatusLabel(o.fulfillmentStatus, t)}</td>
              <td data-label={t('orderTotal')}>
                {money(o.currentTotal)} · {t('orderItems', { count: o.productCount })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav aria-label={labels.nav} className="pagination">
        <ul>
          <li>
            {page.hasPreviousPage ? (
              <button type="button" className="link-button" rel="prev" onClick={() => (setCursor({ before: page.startCursor }), setPageNumber((n) => n - 1))}>
                {labels.previous}
              </button>
            ) : (
              <s className="pagination__disabled" aria-disabled="true">
                {labels.previous}
              </s>
            )}
          </li>
          <li>
            <span aria-current="page" className="pagination__current">
              {labels.page(pageNumber)}
            </span>
          </li>
          <li>
            {page.hasNextPage ? (
              <button type="button" className="link-button" onClick={() => (setCursor({ after: page.endCursor }), setPageNumber((n) => n + 1))}>
                {labels.next}
              </button>
            ) : (
              <s className="pagination__disabled" aria-disabled="true">
                {labels.next}
              </s>
            )}
          </li>
        </ul>
      </nav>
    </>
  );
}

type DetailLoad = { state: 'loading' } | { state: 'error' } | { state: 'missing' } | { state: 'ready'; order: Order; pro: boolean };

function OrderDetail({ id }: { id: string }) {
  const t = useT();
  const { session, customers, site, customer } = useAccount();
  const money = useMoney();
  const [load, setLoad] = useState<DetailLoad>({ state: 'loading' });
  const fetchOrder = useCallback(async () => {
    setLoad({ state: 'loading' });
    const token = await session.accessToken();
    const answer = token ? await customers.order(token, id) : null;
    if (answer && !answer.ok) console.error('Order could not be loaded', answer.failure);
    const found = answer?.ok ? answer.value : null;
    if (!found) setLoad({ state: 'error' });
    else if (!found.order) setLoad({ state: 'missing' });
    else setLoad({ state: 'ready', order: found.order, pro: isProStaff(found.customerTags, customer?.tags) });
  }, [session, customers, id, customer]);
  useEffect(() => void fetchOrder(), [fetchOrder]);
  const back = <a href={localizePath(site.locale.urlPath, ACCOUNT_PATHS.orders)}>{t('backToOrders')}</a>;

  if (load.state === 'loading') return <p role="status">{t('loading')}</p>;
  if (load.state === 'error') {
    return (
      <FormMessage tone="error">
        {t('ordersLoadFailed')}{' '}
        <button type="button" className="button" onClick={() => void fetchOrder()}>
          {t('tryAgain')}
        </button>
      </FormMessage>
    );
  }
  if (load.state === 'missing') {
    return (
      <>
        <p role="status">{t('orderNotFound')}</p>
        <p>{back}</p>
      </>
    );
  }
  const { order, pro } = load;
  const a = order.shippingAddress;
  return (
    <article className="order-detail" aria-labelledby="order-title">
      <p>{back}</p>
      <h2 id="order-title">{t('orderNumber', { name: order.name })}</h2>
      <dl className="order-facts">
        <dt>{t('orderDate')}</dt>
        <dd>{formatDate(order.processedAt, site.locale.hreflang)}</dd>
        <dt>{t('orderPayment')}</dt>
        <dd>{orderStatusLabel(order.financialStatus, t)}</dd>
        <dt>{t('orderFulfillment')}</dt>
        <dd>{orderStatusLabel(order.fulfillmentStatus, t)}</dd>
        {order.shippingMethod ? (
          <>
            <dt>{t('orderShippingMethod')}</dt>
            <dd>{order.shippingMethod}</dd>
          </>
        ) : null}
      </dl>
      {pro ? <p className="badge">{t('proStaffDiscount')}</p> : null}
      <p className="note">{t('ordersFinal')}</p>
      <ul className="order-lines">
        {order.lines.map((line, i) => (
          <li key={`${line.title}-${i}`}>
            {line.image ? <img src={line.image.url} alt={line.image.altText ?? line.title} width={64} height={64} loading="lazy" /> : null}
            <div>
              <p>
                <strong>{line.title}</strong>
                {line.variantTitle ? ` — ${line.variantTitle}` : ''}
              </p>
              <p>{t('quantityLabel', { count: line.quantity })}</p>
              <p>{line.shippingMode === 'autoship' ? t('shippingModeAutoship', { interval: line.interval ?? '' }) : t('shippingModeOneTime')}</p>
              <p>
                {line.discountedTotal.amount !== line.originalTotal.amount ? (
                  <>
                    <s>{money(line.originalTotal)}</s> {money(line.discountedTotal)}
                  </>
                ) : (
                  money(line.originalTotal)
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {order.discounts.length ? (
        <section aria-labelledby="order-discounts">
          <h3 id="order-discounts">{t('orderDiscounts')}</h3>
          <ul>
            {order.discounts.map((d, i) => (
              <li key={i}>
                {d.title || d.targetType}: {'percentage' in d.value ? `${d.value.percentage}%` : money(d.value)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <dl className="order-totals">
        <dt>{t('orderSubtotal')}</dt>
        <dd>{money(order.subtotal)}</dd>
        <dt>{t('orderShipping')}</dt>
        <dd>{money(order.shipping)}</dd>
        <dt>{t('orderTax')}</dt>
        <dd>{money(order.tax)}</dd>
        <dt>{t('orderTotal')}</dt>
        <dd>{money(order.currentTotal)}</dd>
      </dl>
      {a ? (
        <section aria-labelledby="order-address">
          <h3 id="order-address">{t('orderShipTo')}</h3>
          <AddressLines lines={[a.name, a.company, a.address1, a.address2, [a.city, a.provinceCode ?? a.province, a.zip].filter(Boolean).join(' '), a.country]} />
        </section>
      ) : null}
      {order.tracking.length ? (
        <section aria-labelledby="order-tracking">
          <h3 id="order-tracking">{t('orderTracking')}</h3>
          <ul>
            {order.tracking.map((tr, i) => (
              <li key={i}>
                {tr.company}{' '}
                {tr.url && /^https:\/\//.test(tr.url) ? (
                  <a href={tr.url} rel="noopener noreferrer" target="_blank">
                    {tr.number ?? tr.url}
                  </a>
                ) : (
                  tr.number
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
