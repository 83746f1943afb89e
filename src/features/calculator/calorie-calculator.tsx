// Dog calorie calculator form: weight (kg or lb) and activity level → daily kcal, announced politely.
import React, { useEffect, useId, useRef, useState } from 'react';
import { useSite, useT } from '../../components/site/site-provider';
import { ACTIVITY_LEVELS, dailyCalories, type ActivityLevel, type WeightUnit } from './calories';

/** The calculator; the result updates as the shopper types. */
export function CalorieCalculator() {
  const t = useT();
  const site = useSite();
  const id = useId();
  const [weight, setWeight] = useState('');
  const [unit, setUnit] = useState<WeightUnit>(site.locale.country === 'US' ? 'lb' : 'kg');
  const [activity, setActivity] = useState<ActivityLevel>('neutered');
  // What the shopper entered on the served page before its code ran (its fields work without script):
  // taken over once, before a render would put back the empty form the page was built with.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!form.current) return;
    const entered = new FormData(form.current);
    const [weightText, unitText, activityText] = ['weight', 'unit', 'activity'].map((name) => String(entered.get(name) ?? ''));
    if (weightText) setWeight(weightText);
    if (unitText === 'kg' || unitText === 'lb') setUnit(unitText);
    const level = ACTIVITY_LEVELS.find((l) => l.id === activityText);
    if (level) setActivity(level.id);
  }, []);
  const value = Number.parseFloat(weight.replace(',', '.'));
  const kcal = dailyCalories(value, unit, activity);
  const invalid = weight.trim() !== '' && kcal === null;
  const result = kcal !== null
    ? t('calculatorResult', { kcal: new Intl.NumberFormat(site.locale.priceFormat).format(kcal) })
    : invalid ? t('calculatorInvalid') : t('calculatorPrompt');

  return (
    <form ref={form} className="calculator" onSubmit={(e) => e.preventDefault()} noValidate>
      <div className="field">
        <label htmlFor={`${id}-weight`}>{t('calculatorWeight')}</label>
        <input
          id={`${id}-weight`}
          name="weight"
          inputMode="decimal"
          autoComplete="off"
          value={weight}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-result`}
          onChange={(e) => setWeight(e.target.value)}
        />
      </div>
      <fieldset>
        <legend>{t('calculatorUnit')}</legend>
        {(['kg', 'lb'] as const).map((option) => (
          <label key={option} className="choice">
            <input type="radio" name="unit" value={option} checked={unit === option} onChange={() => setUnit(option)} />
            {t(option === 'kg' ? 'kilograms' : 'pounds')}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-activity`}>{t('calculatorActivity')}</label>
        <select id={`${id}-activity`} name="activity" value={activity} onChange={(e) => setActivity(e.target.value as ActivityLevel)}>
          {ACTIVITY_LEVELS.map((level) => (
            <option key={level.id} value={level.id}>
              {t(level.labelKey)}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-result`} className={invalid ? 'calculator__result error' : 'calculator__result'} aria-live="polite" aria-atomic="true">
        {result}
      </p>
      <p className="note">{t('calculatorNote')}</p>
    </form>
  );
}
