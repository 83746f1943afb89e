// The guide's download: the browser's print dialog, where the page can also be saved as a PDF.
import React from 'react';
import { useT } from '../../components/site/site-provider';

/** Print button (itself hidden in print). */
export function PrintButton() {
  const t = useT();
  return (
    <p className="no-print">
      <button type="button" className="button" onClick={() => window.print()}>
        {t('printGuide')}
      </button>
    </p>
  );
}
