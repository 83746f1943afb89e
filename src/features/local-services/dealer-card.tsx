// One dealer as the local-services dialogs show it: name, phone (tel: link), service areas, the
// support wording of company-owned or independent dealers and the plan-unavailable notice.
import React from 'react';
import type { Translate } from '../../components/site/site-provider';
import type { Dealer } from '../../lib/services';

/** The details of a dealer (under a heading or a radio label). */
export function DealerDetails({ dealer, t }: { dealer: Dealer; t: Translate }) {
  return (
    <>
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
