// A button that asks the store to email the link that replaces a card ("Update link sent."), with
// its sending, sent and failed states announced beside it.
import React, { useState } from 'react';
import { useT } from '../../components/site/site-provider';
import type { SubscriptionsClient } from '../../lib/subscriptions';
import { messageKey, messageKeyOf } from './subscription-format';

/** Props of UpdateLinkButton. */
export interface UpdateLinkButtonProps {
  cardId: number;
  client: SubscriptionsClient;
  /** Visible text and accessible name. */
  text: string;
  label: string;
  className?: string;
}

type LinkState = { state: 'idle' } | { state: 'sending' } | { state: 'sent' } | { state: 'failed'; key: string };

/** Sends a card's update link. */
export function UpdateLinkButton({ cardId, client, text, label, className = 'button button--secondary' }: UpdateLinkButtonProps) {
  const t = useT();
  const [link, setLink] = useState<LinkState>({ state: 'idle' });

  async function send() {
    setLink({ state: 'sending' });
    const result = await client.sendUpdateLink(cardId);
    setLink(result.ok ? { state: 'sent' } : { state: 'failed', key: messageKey(result.failure.message) });
  }

  return (
    <>
      <button type="button" className={className} aria-label={label} disabled={link.state === 'sending'} onClick={() => void send()}>
        {link.state === 'sending' ? t('subWorking') : text}
      </button>
      <div aria-live="polite">
        {link.state === 'sent' ? (
          <p role="status" className="form-success">
            {t(messageKeyOf('updateLinkSent'))} {t('subLinkNotice')}
          </p>
        ) : null}
        {link.state === 'failed' ? (
          <p role="alert" className="form-error">
            {t(link.key)}
          </p>
        ) : null}
      </div>
    </>
  );
}
