// Ships with every page (footer): the newsletter's heading and a plain form shell. Its code
// (react-hook-form, zod, the captcha) loads on the first focus, pointer or submit in the shell,
// then the real form takes over with the values typed so far and the focus where it was.
import React, { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { useT } from '../../components/site/site-provider';
import { HoneypotField, HONEYPOT_NAME } from '../../components/ui/honeypot-field';
import { LoadFailed } from '../../components/ui/load-failed';

/** Fields of the newsletter form. */
export type NewsletterFieldName = 'firstName' | 'email' | 'interest';

/** Props of the loaded form: ids, what the shell held, the field to focus, and whether to submit at once. */
export interface NewsletterFormProps {
  idPrefix: string;
  initial: { firstName?: string; email?: string; interest?: 'Cat' | 'Dog'; website?: string };
  focus?: NewsletterFieldName;
  submitNow?: boolean;
}

type Loaded = { Form: ComponentType<NewsletterFormProps>; props: NewsletterFormProps };

function snapshot(form: HTMLFormElement | null): Pick<NewsletterFormProps, 'initial' | 'focus'> {
  if (!form) return { initial: {} };
  const data = new FormData(form);
  const interest = data.get('interest');
  const active = document.activeElement;
  const focus = active instanceof HTMLInputElement && form.contains(active) ? (active.name as NewsletterFieldName) : undefined;
  return {
    initial: {
      firstName: String(data.get('firstName') ?? ''),
      email: String(data.get('email') ?? ''),
      interest: interest === 'Cat' || interest === 'Dog' ? interest : undefined,
      website: String(data.get(HONEYPOT_NAME) ?? ''),
    },
    focus,
  };
}

/** The footer's newsletter signup (10% off the first order). */
export function NewsletterSignup() {
  const t = useT();
  const idPrefix = useId();
  const shell = useRef<HTMLFormElement>(null);
  const section = useRef<HTMLElement>(null);
  const loading = useRef<Promise<void> | null>(null);
  const submitRequested = useRef(false);
  // The shell control that last had focus, named when it got it: the swap puts focus back there
  // even when the shell lost it on the way (to the page body).
  const lastFocused = useRef<string | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);

  const load = () => {
    setFailed(false);
    loading.current ??= import(/* webpackChunkName: "newsletter-form" */ './newsletter-form').then(
      (module) => {
        const props = { idPrefix, ...snapshot(shell.current), submitNow: submitRequested.current };
        // Swap in one go so no keystroke lands between the shell and the form.
        flushSync(() => setLoaded({ Form: module.default, props }));
        // Focus that fell to the page with the shell (its button, or a field the form did not focus)
        // goes back to the same control in the form.
        const lost = !document.activeElement || document.activeElement === document.body;
        if (lost && lastFocused.current) {
          const name = lastFocused.current;
          const target = name === 'submit' ? 'button[type="submit"]' : `[name="${name}"]`;
          section.current?.querySelector<HTMLElement>(target)?.focus();
        }
      },
      () => {
        loading.current = null;
        setFailed(true);
      },
    );
  };

  // A field focused (or typed in) before the page's code ran sent no focus event to React: the
  // form loads at once, keeping what was typed and the focus.
  useEffect(() => {
    const active = document.activeElement;
    if (!shell.current || !(active instanceof HTMLElement) || !shell.current.contains(active)) return;
    lastFocused.current = active instanceof HTMLButtonElement ? 'submit' : active instanceof HTMLInputElement ? active.name || null : null;
    load();
    // Only the state at hydration matters; later focus goes through onFocus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <section ref={section} className="newsletter" aria-labelledby={id('heading')}>
      <h2 id={id('heading')} className="site-footer__heading">
        {t('newsletterHeading')}
      </h2>
      <p id={id('intro')} className="note">
        {t('newsletterIntro')}
      </p>
      {loaded ? (
        <loaded.Form {...loaded.props} />
      ) : (
        <form
          ref={shell}
          className="newsletter__form"
          noValidate
          aria-describedby={id('intro')}
          onFocus={(event) => {
            const control: EventTarget = event.target;
            // A field by its name; any button of the shell maps to the form's submit button.
            lastFocused.current = control instanceof HTMLButtonElement ? 'submit' : control instanceof HTMLInputElement ? control.name || null : null;
            load();
          }}
          onPointerDown={load}
          onSubmit={(event) => {
            event.preventDefault();
            submitRequested.current = true;
            load();
          }}
        >
          <div className="field">
            <label htmlFor={id('firstName')}>{t('fieldFirstName')}</label>
            <input id={id('firstName')} name="firstName" autoComplete="given-name" />
          </div>
          <div className="field">
            <label htmlFor={id('email')}>{t('fieldEmail')}</label>
            <input id={id('email')} name="email" type="email" autoComplete="email" />
          </div>
          <fieldset>
            <legend>{t('newsletterInterest')}</legend>
            {(['Cat', 'Dog'] as const).map((value) => (
              <label key={value} className="choice">
                <input type="radio" name="interest" value={value} />
                {t(value === 'Cat' ? 'newsletterCat' : 'newsletterDog')}
              </label>
            ))}
          </fieldset>
          <HoneypotField id={id('website')} />
          <button type="submit" className="button">
            {t('newsletterSignUp')}
          </button>
          {failed ? (
            <LoadFailed onRetry={load} />
          ) : null}
        </form>
      )}
    </section>
  );
}
