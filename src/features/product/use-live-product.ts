// The live product after hydration, when the browser is idle; the static page shows until then
// and stays as it is when the check fails (optional data degrades).
import { useEffect, useState } from 'react';
import { onIdle } from '../../lib/timing/idle';
import type { CommerceContext } from '../../lib/content/site-context';
import type { LiveProduct } from '../../lib/storefront/product-check';

/** undefined until checked (or when the check failed), null when the store no longer has it. */
export function useLiveProduct(commerce: CommerceContext, productId: string): LiveProduct | null | undefined {
  const [live, setLive] = useState<LiveProduct | null | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    const run = () => {
      import(/* webpackChunkName: "live-product" */ './live-product')
        .then((m) => m.loadLiveProduct(commerce, productId))
        .then((answer) => {
          if (!answer.ok) return console.error('Live product check failed', answer.failure.code);
          if (!cancelled) setLive(answer.value);
        })
        .catch((error: unknown) => console.error('Live product check failed', error));
    };
    const cancel = onIdle(run, { timeout: 2000, fallback: 500 });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [commerce, productId]);
  return live;
}
