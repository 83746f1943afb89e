// Referral program: a shopper enrols with company, email, ZIP and mobile phone (all required, as
// the spec's §3 and §5 say) for a referral code; the code is shared by email, SMS, Facebook, X and LinkedIn links or
// copied to the clipboard. Entered data stays when enrolment fails.
import { zodResolver } from '@hookform/resolvers/zod';
import React, { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSite, useT } from '../../components/site/site-provider';
import { Modal } from '../../components/ui/modal';
import { enrolReferrer, type ShareChannel } from '../../lib/services';
import { maxLengths } from '../../lib/forms/max-length';
import { enrolmentRequestSchema } from '../../../wire/services';
import { HoneypotField } from '../../components/ui/honeypot-field';
import { useServiceField } from './service-field';
import type { ServiceDialogProps } from './local-services-panel';
import { serviceText } from './service-text';
import { servicesConfig } from './services-config';

const formSchema = enrolmentRequestSchema;
const MAX_LENGTHS = maxLengths(formSchema);
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const CHANNELS: { channel: ShareChannel; labelKey: string }[] = [
  { channel: 'email', labelKey: 'lsShareEmail' },
  { channel: 'sms', labelKey: 'lsShareSms' },
  { channel: 'facebook', labelKey: 'lsShareFacebook' },
  { channel: 'x', labelKey: 'lsShareX' },
  { channel: 'linkedin', labelKey: 'lsShareLinkedIn' },
];

/** The referral dialog. */
export default function ReferralDialog({ onClose }: ServiceDialogProps) {
  const site = useSite();
  const t = useT();
  const id = useId();
  const [enrolled, setEnrolled] = useState<{ code: string; links: Record<ShareChannel, string> } | null>(null);
  const [failure, setFailure] = useState('');
  const [copyNotice, setCopyNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { company: '', email: '', zip: '', mobilePhone: '', website: '' },
  });

  const enrol = form.handleSubmit(async (values) => {
    setFailure('');
    // Friends land on the brand's home page of this locale, where they can book with the code.
    const landing = new URL(`${site.locale.urlPath.replace(/\/+$/, '')}/`, site.brand.baseUrl).toString();
    const outcome = await enrolReferrer(servicesConfig(site), values, landing);
    if (outcome.outcome === 'enrolled') {
      setEnrolled({ code: outcome.referralCode, links: outcome.shareLinks });
      return;
    }
    if (outcome.outcome === 'not-eligible' || outcome.outcome === 'invalid' || outcome.outcome === 'already-enrolled') {
      for (const f of outcome.fields) form.setError(f.field as keyof FormInput, { message: f.message }, { shouldFocus: true });
    }
    if (outcome.outcome === 'not-eligible' || outcome.outcome === 'error') setFailure(outcome.message);
  });

  const copy = async (code: string) => {
    const label = t('lsCodeLabel');
    try {
      await navigator.clipboard.writeText(code);
      setCopyNotice({ ok: true, text: t('lsCopied', { label }) });
    } catch {
      setCopyNotice({ ok: false, text: t('lsCopyFailed', { label }) });
    }
  };

  const field = useServiceField(form, id, MAX_LENGTHS);

  return (
    <Modal open onClose={onClose} title={t('lsReferralTitle')} closeLabel={t('lsClose')} className="service-dialog">
      {enrolled ? (
        <section aria-labelledby={`${id}-code`}>
          <h3 id={`${id}-code`}>{t('lsYourCode')}</h3>
          <p className="referral-code" data-testid="referral-code">
            {enrolled.code}
          </p>
          <button type="button" className="button" onClick={() => void copy(enrolled.code)}>
            {t('lsCopyCode')}
          </button>
          <p role="status" className={copyNotice && !copyNotice.ok ? 'error' : 'note'}>
            {copyNotice?.text ?? ''}
          </p>
          <h3>{t('lsShare')}</h3>
          <ul className="share-links">
            {CHANNELS.map(({ channel, labelKey }) => {
              const href = enrolled.links[channel];
              const external = href.startsWith('https:');
              return (
                <li key={channel}>
                  <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {t(labelKey)}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ) : (
        <form onSubmit={enrol} noValidate aria-busy={form.formState.isSubmitting}>
          <p>{t('lsReferralIntro')}</p>
          {field('company', 'lsCompany', 'organization')}
          {field('email', 'lsEmail', 'email', 'email')}
          {field('zip', 'lsPostalCode', 'postal-code')}
          {field('mobilePhone', 'lsMobilePhone', 'tel', 'tel')}
          <HoneypotField id={`${id}-website`} {...form.register('website')} />
          {failure ? (
            <p role="alert" className="error">
              {serviceText(t, failure)}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting || undefined}>
            {form.formState.isSubmitting ? t('lsEnrolling') : t('lsEnrol')}
          </button>
        </form>
      )}
    </Modal>
  );
}
