// The forms' UI strings: every key the forms translate exists in a global group in all six
// languages, and each translation keeps the English placeholders.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { uiCart } from '../../strings/ui-cart';
import { uiForms } from '../../strings/ui-forms';
import { uiHoneypot } from '../../strings/ui-honeypot';
import type { StringSource } from '../../strings/types';
import { DEV_STRINGS } from '../../src/components/site/dev-strings';
import { SiteProvider } from '../../src/components/site/site-provider';
import { Field } from '../../src/components/ui/field';
import { useFieldError } from '../../src/features/forms/fields';
import { FORM_MESSAGES } from '../../wire/forms';
import { site } from './fixtures';
import { LANGUAGES } from '../../wire/vocabulary';

const FORMS_DIR = path.join(__dirname, '../../src/features/forms');
// The shared pieces the forms are built from (captcha, submit button, outcome) translate too.
const FORM_FRAME = ['captcha-field.tsx', 'protected-form.tsx', 'honeypot-field.tsx', 'load-failed.tsx'].map((f) => path.join(__dirname, '../../src/components/ui', f));
// Keys the forms borrow from other groups.
const known = new Map<string, StringSource>([...uiCart.strings, ...uiForms.strings, ...uiHoneypot.strings].map((s) => [s.key, s]));

function keysUsedByForms(): string[] {
  const keys = new Set<string>();
  const files = [...readdirSync(FORMS_DIR).filter((f) => f.endsWith('.tsx') || f.endsWith('.ts')).map((f) => path.join(FORMS_DIR, f)), ...FORM_FRAME];
  for (const file of files) {
    for (const [, key = ''] of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([A-Za-z]+)'/g)) keys.add(key);
    for (const [, whenTrue = '', whenFalse = ''] of readFileSync(file, 'utf8').matchAll(/\? '([a-z][A-Za-z]+)' : '([a-z][A-Za-z]+)'/g)) {
      keys.add(whenTrue);
      keys.add(whenFalse);
    }
  }
  return [...keys].sort();
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('forms UI strings', () => {
  it('every key a form translates is a global string in all six languages', () => {
    const used = keysUsedByForms();
    expect(used.length).toBeGreaterThan(20);
    for (const key of used) {
      const source = known.get(key);
      expect(source, `${key} has no source string`).toBeDefined();
      for (const language of LANGUAGES) expect(source!.values[language]?.trim(), `${key} in ${language}`).toBeTruthy();
    }
  });

  it('every translation keeps the placeholders of the English text', () => {
    for (const source of uiForms.strings) {
      for (const language of LANGUAGES) expect(placeholders(source.values[language] ?? ''), `${source.key} in ${language}`).toEqual(placeholders(source.values.en));
    }
  });

  it('the newsletter copy names the 10% first-order offer in every language', () => {
    const heading = uiForms.strings.find((s) => s.key === 'newsletterHeading')!;
    for (const language of LANGUAGES) expect(heading.values[language]).toMatch(/10\s?%/);
  });

  it('the too-long message (the schema\'s or the service\'s) is said in the page\'s language on inputs and text areas', () => {
    const source = uiForms.strings.find((x) => x.key === 'formTooLong');
    expect(source?.values.en).toBe(FORM_MESSAGES.tooLong);
    const registration = { name: 'field', onChange: async () => undefined, onBlur: async () => undefined, ref: () => undefined } as UseFormRegisterReturn;
    // A form's field, its error shown through the forms' error text.
    const FormField = ({ multiline }: { multiline: boolean }) => createElement(Field, { id: 'f', label: 'Field', multiline, ...registration, error: useFieldError()(FORM_MESSAGES.tooLong) });
    for (const language of LANGUAGES) {
      const text = source!.values[language]!;
      if (language !== 'en') expect(text, language).not.toBe(FORM_MESSAGES.tooLong);
      const strings = { ...DEV_STRINGS, formTooLong: text };
      for (const field of [createElement(FormField, { multiline: false }), createElement(FormField, { multiline: true })]) {
        const html = renderToStaticMarkup(createElement(SiteProvider, { site: site({ strings }), children: field }));
        expect(html, language).toContain(`<p id="f-error" class="error">${text.replace(/'/g, '&#x27;')}</p>`);
      }
    }
  });
});
