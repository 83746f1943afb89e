// The Subscriptions tab's data: the door for the page's store, authorised by the signed-in
// customer's Cognito id token, and the list and payment methods loaded together.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSite } from '../../components/site/site-provider';
import { storeNameOf } from '../../lib/auth';
import { createSubscriptionsClient, type PaymentMethod, type Subscription, type SubscriptionsClient } from '../../lib/subscriptions';
import { accountDeps } from '../../lib/account/deps';

/** The subscriptions door of the page's store. */
export function useSubscriptionsClient(): SubscriptionsClient {
  const site = useSite();
  const { session } = accountDeps(site);
  return useMemo(
    () =>
      createSubscriptionsClient({
        baseUrl: site.services.servicesUrl,
        store: storeNameOf(site.commerce.storefront.url, site.brand.id, site.commerce.currency),
        idToken: () => session.idToken(),
      }),
    [site, session],
  );
}

/** The list: loading, failed (shown empty with a retry) or ready. */
export type ListLoad = { state: 'loading' } | { state: 'error' } | { state: 'ready'; subscriptions: Subscription[] };
/** Payment methods: loading, failed with the door's message, or ready. */
export type CardsLoad = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; cards: PaymentMethod[] };

/** Loads both lists on mount; `reload` fetches them again, `replace` puts a changed subscription in place. */
export function useSubscriptionsData(client: SubscriptionsClient) {
  const [list, setList] = useState<ListLoad>({ state: 'loading' });
  const [cards, setCards] = useState<CardsLoad>({ state: 'loading' });

  const reload = useCallback(async () => {
    setList({ state: 'loading' });
    setCards({ state: 'loading' });
    const [subs, methods] = await Promise.all([client.load(), client.paymentMethods()]);
    if (!subs.ok) console.error('Subscriptions could not be loaded', subs.failure.code);
    setList(subs.ok ? { state: 'ready', subscriptions: subs.value } : { state: 'error' });
    setCards(methods.ok ? { state: 'ready', cards: methods.value } : { state: 'error', message: methods.failure.message });
  }, [client]);

  // A quiet refresh after a refusal: the list shows the service's state without a loading flash.
  const refresh = useCallback(async () => {
    const subs = await client.load();
    if (subs.ok) setList({ state: 'ready', subscriptions: subs.value });
  }, [client]);

  const replace = useCallback((next: Subscription) => {
    setList((prev) => (prev.state === 'ready' ? { state: 'ready', subscriptions: prev.subscriptions.map((s) => (s.id === next.id ? next : s)) } : prev));
  }, []);

  useEffect(() => void reload(), [reload]);
  return { list, cards, reload, refresh, replace };
}
