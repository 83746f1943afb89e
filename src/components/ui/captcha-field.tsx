// The ALTCHA widget (self-hosted proof of work): its code is imported in the browser only, when a
// protected form mounts. Its payload goes to the form through onPayload ('' when not verified);
// reset() after a refused or failed submission, since the service spends every payload.
import React, { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useT } from '../site/site-provider';
import { LoadFailed } from './load-failed';

/** What a form can ask of its captcha. */
export interface CaptchaHandle {
  reset(): void;
}

/** Props of CaptchaField. */
export interface CaptchaFieldProps {
  id: string;
  challengeUrl: string;
  onPayload(payload: string): void;
  error?: string;
}

type Widget = HTMLElement & { configure(options: Record<string, unknown>): void; reset(): void };

/** The "I'm not a robot" check, keyboard-usable (a native checkbox with its label), and its error. */
export const CaptchaField = forwardRef<CaptchaHandle, CaptchaFieldProps>(function CaptchaField({ id, challengeUrl, onPayload, error }, ref) {
  const t = useT();
  const widget = useRef<HTMLElement>(null);
  const payloadTo = useRef(onPayload);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  const strings = useMemo(
    () =>
      JSON.stringify({
        label: t('captchaLabel'),
        verifying: t('captchaVerifying'),
        verified: t('captchaVerified'),
        error: t('captchaError'),
        expired: t('captchaExpired'),
        verificationRequired: t('captchaLabel'),
      }),
    [t],
  );

  useEffect(() => {
    payloadTo.current = onPayload;
  }, [onPayload]);

  useEffect(() => {
    let live = true;
    import(/* webpackChunkName: "altcha" */ 'altcha').then(
      () => live && setStatus('ready'),
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  useEffect(() => {
    const el = widget.current as Widget | null;
    if (status !== 'ready' || !el || typeof el.configure !== 'function') return;
    el.configure({ challengeurl: challengeUrl, strings, hidelogo: true, hidefooter: true });
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      payloadTo.current(detail.state === 'verified' && detail.payload ? detail.payload : '');
    };
    el.addEventListener('statechange', onChange);
    return () => el.removeEventListener('statechange', onChange);
  }, [status, challengeUrl, strings]);

  useEffect(() => {
    // The widget's checkbox is what keyboard users reach; tie the error to it.
    const box = widget.current?.querySelector('input[type="checkbox"]');
    if (!box) return;
    if (error) {
      box.setAttribute('aria-describedby', `${id}-error`);
      box.setAttribute('aria-invalid', 'true');
    } else {
      box.removeAttribute('aria-describedby');
      box.removeAttribute('aria-invalid');
    }
  }, [error, id, status]);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        (widget.current as Widget | null)?.reset?.();
        payloadTo.current('');
      },
    }),
    [],
  );

  return (
    <div className="field field--captcha">
      {status === 'error' ? (
        <LoadFailed onRetry={() => (setStatus('loading'), setAttempt((n) => n + 1))} />
      ) : null}
      <altcha-widget ref={widget} name="altcha" challengeurl={challengeUrl} />
      {error ? (
        <p id={`${id}-error`} className="error">
          {error}
        </p>
      ) : null}
    </div>
  );
});
