// Dealer search dialog: a ZIP or postal code in, the authorized
// dealers serving it out, or the spec's no-dealer wording; a failed search keeps the code. One search
// shows one outcome: a new search replaces the last one's dealers, message or error, and the status
// region says the new state.
import { zodResolver } from '@hookform/resolvers/zod';
import React, { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSite, useT } from '../../components/site/site-provider';
import { Modal } from '../../components/ui/modal';
import { findDealers, type DealerSearch } from '../../lib/services';
import { maxLengths } from '../../lib/forms/max-length';
import { dealerQuerySchema } from '../../../wire/services';
import { DealerDetails } from './dealer-card';
import type { ServiceDialogProps } from './local-services-panel';
import { serviceKey, serviceText } from './service-text';
import { servicesConfig } from './services-config';

const formSchema = z.object({ zip: dealerQuerySchema.shape.zip });
const MAX_LENGTHS = maxLengths(formSchema);
type FormValues = z.input<typeof formSchema>;

/** Where the dialog is: nothing asked yet (or a code the field refuses), a search on its way, or its outcome. */
export type DealerSearchView =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'done'; zip: string; result: Exclude<DealerSearch, { outcome: 'invalid' }> };

/** The dealer search dialog. */
export default function DealerSearchDialog({ onClose }: ServiceDialogProps) {
  const site = useSite();
  const t = useT();
  const id = useId();
  const [view, setView] = useState<DealerSearchView>({ state: 'idle' });
  const { register, handleSubmit, formState, setError } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { zip: '' } });
  const zipError = formState.errors.zip?.message;

  const search = handleSubmit(
    async ({ zip }) => {
      setView({ state: 'searching' });
      const found = await findDealers(servicesConfig(site), zip);
      if (found.outcome === 'invalid') {
        setError('zip', { message: found.message }, { shouldFocus: true });
        setView({ state: 'idle' });
        return;
      }
      setView({ state: 'done', zip: zip.trim().toUpperCase(), result: found });
    },
    // A code the field refuses replaces the last outcome too: the field says why.
    () => setView({ state: 'idle' }),
  );

  return (
    <Modal open onClose={onClose} title={t('lsDealerTitle')} closeLabel={t('lsClose')} className="service-dialog">
      <form onSubmit={search} noValidate aria-busy={view.state === 'searching'}>
        <div className="field">
          <label htmlFor={`${id}-zip`}>{t('lsZip')}</label>
          <input
            id={`${id}-zip`}
            autoComplete="postal-code"
            maxLength={MAX_LENGTHS.zip}
            aria-invalid={zipError ? true : undefined}
            aria-describedby={zipError ? `${id}-zip-error` : undefined}
            {...register('zip')}
          />
          {zipError ? (
            <p id={`${id}-zip-error`} className="error">
              {serviceText(t, zipError)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" disabled={view.state === 'searching'} aria-busy={view.state === 'searching' || undefined}>
          {view.state === 'searching' ? t('lsSearching') : t('lsSearch')}
        </button>
      </form>
      <DealerSearchOutcome view={view} headingId={`${id}-results`} onRetry={() => void search()} />
    </Modal>
  );
}

/** Props of DealerSearchOutcome. */
export interface DealerSearchOutcomeProps {
  view: DealerSearchView;
  headingId: string;
  onRetry: () => void;
}

/**
 * The outcome of the last search, one at a time, in one status region that announces each new state
 * (a list of dealers is announced by its heading, not read out whole).
 */
export function DealerSearchOutcome({ view, headingId, onRetry }: DealerSearchOutcomeProps) {
  const t = useT();
  const result = view.state === 'done' ? view.result : null;
  return (
    <div className="dealer-search__outcome">
      <div role="status" aria-live="polite">
        {view.state === 'searching' ? <p>{t('lsSearching')}</p> : null}
        {result?.outcome === 'no-dealers' ? (
          <div className="note">
            <h3>{t(serviceKey('dealerNotFoundTitle'))}</h3>
            <p>{t(serviceKey('dealerNotFound'))}</p>
          </div>
        ) : null}
        {result?.outcome === 'error' ? (
          <p className="error">
            {serviceText(t, result.message)}{' '}
            <button type="button" className="link-button" onClick={onRetry}>
              {t('lsRetry')}
            </button>
          </p>
        ) : null}
        {result?.outcome === 'dealers' && view.state === 'done' ? <p className="visually-hidden">{t('lsDealersFound', { zip: view.zip })}</p> : null}
      </div>
      {result?.outcome === 'dealers' && view.state === 'done' ? (
        <section aria-labelledby={headingId}>
          <h3 id={headingId}>{t('lsDealersFound', { zip: view.zip })}</h3>
          <ul className="dealer-list">
            {result.dealers.map((dealer) => (
              <li key={dealer.id} className="card">
                <h4>{dealer.name}</h4>
                <p>
                  {dealer.city}, {dealer.region}
                </p>
                <DealerDetails dealer={dealer} t={t} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
