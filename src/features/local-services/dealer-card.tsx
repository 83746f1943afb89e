// One dealer as the local-services dialogs show it: distance (miles in the US, kilometres in Canada),
// phone (tel: link), service areas, the support wording of company-owned or independent dealers and the
// plan-unavailable notice.
import React from 'react';
import { useSite, type Translate } from '../../components/site/site-provider';
import type { Dealer } from '../../lib/services';

/** The details of a dealer (under a heading or a radio label). */
export function DealerDetails({ dealer, t }: { dealer: Dealer; t: Translate }) {
  const { locale } = useSite();
  const km = locale.country === 'CA';
  const distance = Math.max(1, Math.round(km ? dealer.distanceMiles * 1.609344 : dealer.distanceMiles));
  return (
    <>
      <p>{t(km ? 'lsDistanceKm' : 'lsDistanceMiles', { distance: distance.toLocaleString(locale.priceFormat) })}</p>
      <p>
        {t('lsPhone')}: <a href={`tel:${dealer.phone.replace(/[^\d+]/g, '')}`}>{dealer.phone}</a>
      </p>
      <p>
        {t('lsServiceAreas')}: {dealer.serviceAreas.join(', ')}
      </p>
      <p className="note">{t(dealer.companyOwned ? 'lsCompanyOwned' : 'lsIndependent')}</p>
      {dealer.planAvailable ? null : <p className="note">{t('lsPlanUnavailable')}</p>}
    </>
  );
}
