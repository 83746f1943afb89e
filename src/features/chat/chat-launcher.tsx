// The live chat's launcher on every page: a small button ships with the page; the chat window's
// code loads when it is first pressed and stays mounted (with its conversation) afterwards.
import React, { useCallback, useState } from 'react';
import { useT } from '../../components/site/site-provider';
import { useOnDemand } from '../../components/ui/on-demand';
import { useFlag } from '../../components/site/use-flag';

/** Props of the chat window. */
export interface ChatWindowProps {
  open: boolean;
  onClose: () => void;
}

const importWindow = () => import(/* webpackChunkName: "chat-window" */ './chat-window');

/** Chat launcher button and, once loaded, the chat window. */
export function ChatLauncher() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [chat, load] = useOnDemand<ChatWindowProps>(importWindow);
  const close = useCallback(() => setOpen(false), []);
  // The live-chat flag switches the launcher (and an open conversation) off on an open page.
  if (!useFlag('live-chat')) return null;
  return (
    <div className="chat-launcher">
      {chat.status === 'error' && open ? (
        <p role="alert" className="error">
          {t('chatLoadFailed')}{' '}
          <button type="button" className="link-button" onClick={load}>
            {t('chatRetry')}
          </button>
        </p>
      ) : null}
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={(open && chat.status === 'loading') || undefined}
        onClick={() => {
          setOpen(true);
          load();
        }}
      >
        {open && chat.status === 'loading' ? t('chatLoading') : t('chatLauncher')}
      </button>
      {chat.status === 'ready' ? <chat.Component open={open} onClose={close} /> : null}
    </div>
  );
}
