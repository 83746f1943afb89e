// Addresses: list up to 250, add, edit, delete and
// make default; delete and make-default ask first. The countries are the market's (address-format.ts),
// and the form's region, postcode and phone fields follow the chosen country.
import { zodResolver } from '@hookform/resolvers/zod';
import React, { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AddressLines } from '../../components/ui/address-lines';
import { Modal } from '../../components/ui/modal';
import { useSite, useT } from '../../components/site/site-provider';
import type { Address } from '../../lib/storefront/customer';
import type { StorefrontResult } from '../../lib/storefront/client';
import { Field } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { FormMessage } from '../../components/ui/form-message';
import { addressCountriesFor, addressFormat, countryName, hasRegionList, localCountryName, regionOptions, regionValue } from './address-format';
import { addressSchemaFor, type AddressValues } from './schemas';
import { useAccount } from './use-account';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; addresses: Address[]; defaultId: string | null };
type Confirming = { kind: 'delete' | 'default'; address: Address } | null;

const empty = (country: string): AddressValues => ({ firstName: '', lastName: '', company: '', address1: '', address2: '', city: '', province: '', country, zip: '', phone: '' });

function valuesOf(a: Address): AddressValues {
  const country = a.countryCode ?? (a.country === 'Canada' ? 'CA' : 'US');
  return {
    firstName: a.firstName ?? '',
    lastName: a.lastName ?? '',
    company: a.company ?? '',
    address1: a.address1 ?? '',
    address2: a.address2 ?? '',
    city: a.city ?? '',
    // A listed region by its code (what the select holds); a typed one as it was written.
    province: hasRegionList(country) ? regionValue(country, a.provinceCode ?? a.province ?? '') : (a.province ?? ''),
    country,
    zip: a.zip ?? '',
    phone: a.phone ?? '',
  };
}

/** The address book. */
export function AddressesView() {
  const t = useT();
  const { session, customers, site } = useAccount();
  const marketCountries = useMemo(() => addressCountriesFor(site.locale.country).map((c) => c.code), [site.locale.country]);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; key: string } | null>(null);

  const refresh = useCallback(async () => {
    const token = await session.accessToken();
    const list = token ? await customers.addresses(token) : null;
    if (list && !list.ok) console.error('Addresses could not be loaded', list.failure);
    setLoad(list?.ok && list.value ? { state: 'ready', ...list.value } : { state: 'error' });
  }, [session, customers]);
  useEffect(() => void refresh(), [refresh]);

  async function run(action: (token: string) => Promise<StorefrontResult<{ message: string }[]>>, failureKey: string): Promise<boolean> {
    setMessage(null);
    const token = await session.accessToken();
    const answer = token ? await action(token) : null;
    // Signed out, no answer, or the store's user errors: the change did not go through.
    const refused = !answer ? 'signed out' : !answer.ok ? answer.failure : answer.value.length ? answer.value : null;
    if (refused) {
      console.error(failureKey, refused);
      setMessage({ tone: 'error', key: failureKey });
      return false;
    }
    setMessage({ tone: 'success', key: 'changesSaved' });
    await refresh();
    return true;
  }

  async function confirmAction() {
    if (!confirming) return;
    const { kind, address } = confirming;
    setConfirming(null);
    if (kind === 'delete') await run((token) => customers.deleteAddress(token, address.id), 'addressDeleteFailed');
    else await run((token) => customers.setDefaultAddress(token, address.id), 'addressUpdateFailed');
  }

  if (load.state === 'loading') return <p role="status">{t('loading')}</p>;
  if (load.state === 'error') {
    return (
      <FormMessage tone="error">
        {t('addressesLoadFailed')}{' '}
        <button type="button" className="button" onClick={() => (setLoad({ state: 'loading' }), void refresh())}>
          {t('tryAgain')}
        </button>
      </FormMessage>
    );
  }
  return (
    <>
      <div aria-live="polite">{message ? <FormMessage tone={message.tone}>{t(message.key)}</FormMessage> : null}</div>
      {load.addresses.length === 0 ? <p>{t('noAddresses')}</p> : null}
      <ul className="address-list">
        {load.addresses.map((a) => {
          const isDefault = a.id === load.defaultId;
          const label = [a.address1, a.city].filter(Boolean).join(', ');
          return (
            <li key={a.id} aria-label={label} className="address-card">
              {isDefault ? <p className="badge">{t('defaultAddress')}</p> : null}
              <AddressLines lines={[a.name, a.company, a.address1, a.address2, [a.city, a.provinceCode ?? a.province, a.zip].filter(Boolean).join(' '), a.country, a.phone]} />
              <div className="button-row">
                <button type="button" className="button button--secondary" aria-label={`${t('editAddress')}: ${label}`} onClick={() => setEditing(a)}>
                  {t('editAddress')}
                </button>
                {!isDefault ? (
                  <button type="button" className="button button--secondary" aria-label={`${t('makeDefault')}: ${label}`} onClick={() => setConfirming({ kind: 'default', address: a })}>
                    {t('makeDefault')}
                  </button>
                ) : null}
                <button type="button" className="button button--secondary" aria-label={`${t('deleteAddress')}: ${label}`} onClick={() => setConfirming({ kind: 'delete', address: a })}>
                  {t('deleteAddress')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {editing ? (
        <AddressForm
          initial={editing === 'new' ? empty(marketCountries[0] ?? site.locale.country) : valuesOf(editing)}
          countries={editing === 'new' || marketCountries.includes(valuesOf(editing).country) ? marketCountries : [...marketCountries, valuesOf(editing).country]}
          title={editing === 'new' ? t('addAddress') : t('editAddress')}
          onCancel={() => setEditing(null)}
          onSubmit={async (values) => {
            const address = {
              ...values,
              country: countryName(values.country),
              company: values.company || null,
              address2: values.address2 || null,
              province: values.province || null,
              zip: values.zip || null,
              phone: values.phone || null,
            };
            const ok =
              editing === 'new'
                ? await run((token) => customers.createAddress(token, address), 'addressAddFailed')
                : await run((token) => customers.updateAddress(token, editing.id, address), 'addressUpdateFailed');
            if (ok) setEditing(null);
          }}
        />
      ) : (
        <button type="button" className="button" onClick={() => setEditing('new')}>
          {t('addAddress')}
        </button>
      )}
      {/* One Cancel: the dialog's own close button says Close, the choice is Confirm or Cancel. */}
      <Modal open={confirming !== null} onClose={() => setConfirming(null)} title={confirming?.kind === 'delete' ? t('confirmDeleteAddress') : t('confirmMakeDefault')} closeLabel={t('close')}>
        <p>{confirming ? [confirming.address.address1, confirming.address.city].filter(Boolean).join(', ') : ''}</p>
        <div className="button-row">
          <button type="button" className="button" onClick={() => void confirmAction()}>
            {t('confirm')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(null)}>
            {t('cancel')}
          </button>
        </div>
      </Modal>
    </>
  );
}

function AddressForm({
  initial,
  countries,
  title,
  onSubmit,
  onCancel,
}: {
  initial: AddressValues;
  countries: string[];
  title: string;
  onSubmit: (v: AddressValues) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const { locale } = useSite();
  const schema = useMemo(() => addressSchemaFor(countries), [countries]);
  const form = useForm<AddressValues>({ resolver: zodResolver(schema), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const msg = (key: string | undefined, label: string) => (key ? t(key, { label }) : undefined);
  // The fields the chosen country's addresses have, with their names.
  const country = form.watch('country');
  const format = addressFormat(country);
  const regionLabel = format.region ? t(format.region.labelKey) : '';
  const regions = useMemo(() => regionOptions(country, locale.language), [country, locale.language]);
  // Another country: a region the new one does not have is cleared (a listed one is kept by its code).
  useEffect(() => {
    const current = form.getValues('province');
    if (current && hasRegionList(country) && regionValue(country, current) !== current) form.setValue('province', regionValue(country, current));
  }, [country, form]);
  const zipLabel = format.postcode ? t(format.postcode.labelKey) : '';
  const phoneLabel = format.phone === 'nanp' ? t('phoneLabel') : t('phoneLabelIntl');
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={title} className="account-form">
      <h2>{title}</h2>
      <Field label={t('firstNameLabel')} autoComplete="given-name" error={msg(errors.firstName?.message, t('firstNameLabel'))} {...form.register('firstName')} />
      <Field label={t('lastNameLabel')} autoComplete="family-name" error={msg(errors.lastName?.message, t('lastNameLabel'))} {...form.register('lastName')} />
      <Field label={t('companyLabel')} autoComplete="organization" {...form.register('company')} />
      <div className="form-field">
        <label htmlFor="field-country">{t('countryLabel')}</label>
        <select id="field-country" autoComplete="country" {...form.register('country')}>
          {countries.map((code) => (
            <option key={code} value={code}>
              {localCountryName(code, locale.language)}
            </option>
          ))}
        </select>
      </div>
      <Field label={t('address1Label')} autoComplete="address-line1" error={msg(errors.address1?.message, t('address1Label'))} {...form.register('address1')} />
      <Field label={t('address2Label')} autoComplete="address-line2" {...form.register('address2')} />
      <Field label={t('cityLabel')} autoComplete="address-level2" error={msg(errors.city?.message, t('cityLabel'))} {...form.register('city')} />
      {format.region && regions ? (
        <SelectField
          label={regionLabel}
          autoComplete="address-level1"
          options={regions.map((r) => ({ value: r.code, label: r.name }))}
          placeholder={t('choosePlaceholder')}
          error={msg(errors.province?.message, regionLabel)}
          {...form.register('province')}
        />
      ) : format.region ? (
        <Field label={regionLabel} autoComplete="address-level1" error={msg(errors.province?.message, regionLabel)} {...form.register('province')} />
      ) : null}
      {format.postcode ? <Field label={zipLabel} autoComplete="postal-code" error={msg(errors.zip?.message, zipLabel)} {...form.register('zip')} /> : null}
      <Field label={phoneLabel} type="tel" autoComplete={format.phone === 'nanp' ? 'tel-national' : 'tel'} error={msg(errors.phone?.message, phoneLabel)} {...form.register('phone')} />
      <div className="button-row">
        <button type="submit" className="button" disabled={isSubmitting}>
          {t('save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
