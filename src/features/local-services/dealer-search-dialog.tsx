// Dealer search dialog: a ZIP or postal code in, the authorized
// dealers serving it out, or the spec's no-dealer wording; a failed search keeps the code.
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

/** The dealer search dialog. */
export default function DealerSearchDialog({ onClose }: ServiceDialogProps) {
  const site = useSite();
  const t = useT();
  const id = useId();
  const [result, setResult] = useState<(DealerSearch & { zip: string }) | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { zip: '' } });
  const zipError = formState.errors.zip?.message;

  const search = handleSubmit(async ({ zip }) => {
    const found = await findDealers(servicesConfig(site), zip);
    if (found.outcome === 'invalid') {
      setError('zip', { message: found.message }, { shouldFocus: true });
      setResult(null);
      return;
    }
    setResult({ ...found, zip: zip.trim().toUpperCase() });
  });

  return (
    <Modal open onClose={onClose} title={t('lsDealerTitle')} closeLabel={t('lsClose')} className="service-dialog">
      <form onSubmit={search} noValidate aria-busy={formState.isSubmitting}>
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
        <button type="submit" className="button" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting || undefined}>
          {formState.isSubmitting ? t('lsSearching') : t('lsSearch')}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {formState.isSubmitting ? <p>{t('lsSearching')}</p> : null}
        {!formState.isSubmitting && result?.outcome === 'no-dealers' ? (
          <div className="note">
            <h3>{t(serviceKey('dealerNotFoundTitle'))}</h3>
            <p>{t(serviceKey('dealerNotFound'))}</p>
          </div>
        ) : null}
      </div>
      {!formState.isSubmitting && result?.outcome === 'error' ? (
        <p role="alert" className="error">
          {serviceText(t, result.message)}{' '}
          <button type="button" className="link-button" onClick={() => void search()}>
            {t('lsRetry')}
          </button>
        </p>
      ) : null}
      {result?.outcome === 'dealers' ? (
        <section aria-labelledby={`${id}-results`}>
          <h3 id={`${id}-results`}>{t('lsDealersFound', { zip: result.zip })}</h3>
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
    </Modal>
  );
}
