// The "Activate a collar" button of the account's Subscriptions tab on brands that sell GPS collars
// (feature `activation`), and its dialog. The dialog's steps load as their own chunk on first open.
import React, { Component, Suspense, lazy, useCallback, useState, type ReactNode } from 'react';
import { Modal } from '../../components/ui/modal';
import { useSite, useT } from '../../components/site/site-provider';
import { reportError } from '../../lib/errors/early';

/** Props of CollarActivation. */
export interface CollarActivationProps {
  /** Called once a collar is activated, so the list can show its running plan. */
  onActivated: () => void;
}

const loadFlow = () => import(/* webpackChunkName: "collar-activation" */ './collar-activation-flow');
let flowPromise: ReturnType<typeof loadFlow> | null = null;
// A failed chunk load is forgotten, so Try again fetches it anew.
const flow = () => (flowPromise ??= loadFlow().catch((error: unknown) => ((flowPromise = null), Promise.reject(error))));
const lazyFlow = () => lazy(flow);

/** Shows a plain failure with a retry when the dialog's code cannot be loaded. */
class ChunkBoundary extends Component<{ fallback: (retry: () => void) => ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    reportError(error);
  }
  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}

/** Button and dialog that activate a GPS collar with a service plan. */
export function CollarActivation({ onActivated }: CollarActivationProps) {
  const t = useT();
  const { brand } = useSite();
  const [open, setOpen] = useState(false);
  // React.lazy remembers a failed load; a retry needs a fresh lazy component.
  const [Flow, setFlow] = useState(lazyFlow);
  const close = useCallback(() => setOpen(false), []);
  if (!brand.features.includes('activation')) return null;
  return (
    <div className="collar-activation-entry">
      <button type="button" className="button" onClick={() => setOpen(true)} onPointerEnter={() => void flow().catch(() => undefined)} onFocus={() => void flow().catch(() => undefined)}>
        {t('actOpen')}
      </button>
      <Modal open={open} onClose={close} title={t('actOpen')} closeLabel={t('actClose')}>
        <ChunkBoundary
          fallback={(retry) => (
            <div role="alert" className="form-error">
              <p>{t('actMsgGeneric')}</p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  setFlow(lazyFlow);
                  retry();
                }}
              >
                {t('actTryAgain')}
              </button>
            </div>
          )}
        >
          <Suspense fallback={<p role="status">{t('actLoading')}</p>}>
            <Flow onActivated={onActivated} onClose={close} />
          </Suspense>
        </ChunkBoundary>
      </Modal>
    </div>
  );
}
