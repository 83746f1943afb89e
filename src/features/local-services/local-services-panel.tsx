// Yardwise's local services on the page: buttons for the dealer search, the consultation scheduler
// and the referral program (each where the brand enables the feature). Only these buttons ship
// with the page; a dialog's code loads when its button is pressed.
import React, { useCallback, useState } from 'react';
import { useSite, useT } from '../../components/site/site-provider';
import { useOnDemand, type OnDemand } from '../../components/ui/on-demand';
import { useFlag } from '../../components/site/use-flag';

/** Props every local-services dialog takes. */
export interface ServiceDialogProps {
  onClose: () => void;
}

type DialogId = 'dealers' | 'scheduler' | 'referral';

const importDealers = () => import(/* webpackChunkName: "local-services" */ './dealer-search-dialog');
const importScheduler = () => import(/* webpackChunkName: "local-services" */ './scheduler-dialog');
const importReferral = () => import(/* webpackChunkName: "local-services" */ './referral-dialog');

const BUTTONS: { id: DialogId; labelKey: string }[] = [
  { id: 'dealers', labelKey: 'lsFindDealer' },
  { id: 'scheduler', labelKey: 'lsBookConsultation' },
  { id: 'referral', labelKey: 'lsReferFriend' },
];

/** The local-services section; renders nothing for brands without these features. */
export function LocalServicesPanel() {
  const site = useSite();
  const t = useT();
  const [open, setOpen] = useState<DialogId | null>(null);
  const [dealers, loadDealers] = useOnDemand<ServiceDialogProps>(importDealers);
  const [scheduler, loadScheduler] = useOnDemand<ServiceDialogProps>(importScheduler);
  const [referral, loadReferral] = useOnDemand<ServiceDialogProps>(importReferral);
  const close = useCallback(() => setOpen(null), []);
  const states: Record<DialogId, [OnDemand<ServiceDialogProps>, () => void]> = {
    dealers: [dealers, loadDealers],
    scheduler: [scheduler, loadScheduler],
    referral: [referral, loadReferral],
  };
  // Each shipped feature shows while its flag is on.
  const on: Record<DialogId, boolean> = { dealers: useFlag('dealer-locator'), scheduler: useFlag('consultation-scheduler'), referral: useFlag('referral-program') };
  const enabled = BUTTONS.filter((b) => site.brand.features.includes(b.id) && on[b.id]);
  if (!enabled.length) return null;
  const current = open ? states[open][0] : null;
  const failed = enabled.find((b) => states[b.id][0].status === 'error' && open === b.id);
  return (
    <section className="section local-services" aria-labelledby="local-services-title">
      <h2 id="local-services-title">{t('lsTitle')}</h2>
      <p>{t('lsIntro')}</p>
      <div className="local-services__actions">
        {enabled.map((b) => {
          const [state, load] = states[b.id];
          const busy = open === b.id && state.status === 'loading';
          return (
            <button
              key={b.id}
              type="button"
              className="button"
              aria-haspopup="dialog"
              aria-busy={busy || undefined}
              onClick={() => {
                setOpen(b.id);
                load();
              }}
            >
              {t(b.labelKey)}
            </button>
          );
        })}
      </div>
      <p role="status" className="note">
        {current?.status === 'loading' ? t('lsLoading') : ''}
      </p>
      {failed ? (
        <p role="alert" className="error">
          {t('lsLoadFailed')}{' '}
          <button type="button" className="link-button" onClick={states[failed.id][1]}>
            {t('lsRetry')}
          </button>
        </p>
      ) : null}
      {current?.status === 'ready' ? <current.Component onClose={close} /> : null}
    </section>
  );
}
