// Ships with the page: a placeholder that loads a form's code when the browser is idle or on the
// first pointer or focus on it, then renders the form. A failed load shows an error and a retry.
import React, { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useT } from '../../components/site/site-provider';
import { onIdle } from '../../lib/timing/idle';
import { LoadFailed } from '../../components/ui/load-failed';

/** A dynamic import of a form module whose default export is the form. */
export type FormLoader<P> = () => Promise<{ default: ComponentType<P> }>;

type LoadState<P> = { status: 'waiting' | 'loading' | 'error' } | { status: 'ready'; Form: ComponentType<P> };

/** Props of LazyForm: a stable loader (defined at module level) and the form's props. */
export interface LazyFormProps<P> {
  load: FormLoader<P>;
  props: P;
}

/** The form once its code is here; until then a loading note, or the error with a retry button. */
export function LazyForm<P extends object>({ load, props }: LazyFormProps<P>) {
  const t = useT();
  const [state, setState] = useState<LoadState<P>>({ status: 'waiting' });
  const started = useRef(false);
  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState({ status: 'loading' });
    load().then(
      (module) => setState({ status: 'ready', Form: module.default }),
      () => {
        started.current = false;
        setState({ status: 'error' });
      },
    );
  }, [load]);
  useEffect(() => onIdle(start), [start]);

  if (state.status === 'ready') {
    const { Form } = state;
    return <Form {...props} />;
  }
  return (
    <div className="form-placeholder" onPointerEnter={start} onFocus={start}>
      {state.status === 'error' ? (
        <LoadFailed onRetry={start} />
      ) : (
        <p className="note" role="status">
          {t('formLoading')}
        </p>
      )}
    </div>
  );
}
