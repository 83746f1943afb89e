// The first-aid guide's PDF download link, with the file's size in the page's language.
import React from 'react';
import { useT } from '../../components/site/site-provider';

/** Props of GuideDownload. */
export interface GuideDownloadProps {
  download: { href: string; sizeLabel: string };
}

/** A plain download link (hidden in print); the file is built with the site. */
export function GuideDownload({ download }: GuideDownloadProps) {
  const t = useT();
  return (
    <p className="no-print">
      <a className="button" href={download.href} download type="application/pdf">
        {t('downloadGuidePdf', { size: download.sizeLabel })}
      </a>
    </p>
  );
}
