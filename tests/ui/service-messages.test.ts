// Every message the local services send has a UI string whose English is the spec's
// wording, word for word, and a French translation; the dialogs show it in the page's language.
import { describe, expect, it } from 'vitest';
import { serviceMessageKey, uiLocalServices } from '../../strings/ui-local-services';
import { makeT } from '../../src/components/site/site-provider';
import { serviceKey, serviceText } from '../../src/features/local-services/service-text';
import { uiChat } from '../../strings/ui-chat';
import { pageStrings } from './fixtures';
import { REFERRAL_ALREADY_ENROLLED_MESSAGE, SERVICE_MESSAGES, TOO_LONG_MESSAGE } from '../../wire/services';

const byKey = new Map(uiLocalServices.strings.map((s) => [s.key, s]));
const names = Object.keys(SERVICE_MESSAGES) as (keyof typeof SERVICE_MESSAGES)[];

describe('service messages in the page language', () => {
  it('each service message has a string with the spec English and a French translation', () => {
    for (const name of names) {
      expect(serviceKey(name)).toBe(serviceMessageKey(name));
      const string = byKey.get(serviceKey(name));
      expect(string?.values.en, name).toBe(SERVICE_MESSAGES[name]);
      expect(string?.values.fr, name).toBeTruthy();
      expect(string?.values.fr, name).not.toBe(SERVICE_MESSAGES[name]);
    }
  });

  it('the field checks, dealer search and referral of the local services say the spec\'s words (§5, §8)', () => {
    const en = makeT(pageStrings(Object.fromEntries(uiLocalServices.strings.map((s) => [s.key, s.values.en])), 'en'));
    expect(en(serviceKey('postalCodeRequired'))).toBe('Postal code is required');
    expect(en(serviceKey('zipInvalid'))).toBe('Please enter a valid ZIP or Postal Code');
    expect(en(serviceKey('emailRequired'))).toBe('Email address required');
    expect(en(serviceKey('emailInvalid'))).toBe('Please re-check your email address.');
    expect(en(serviceKey('firstNameRequired'))).toBe('First name required');
    expect(en(serviceKey('messageRequired'))).toBe('Message required');
    expect(en(serviceKey('dealerNotFoundTitle'))).toBe("We're sorry");
    expect(en(serviceKey('dealerNotFound'))).toMatch(/^We couldn't find an authorized dealer in that area\. Please check the ZIP\/postal code you submitted/);
    expect(en(serviceKey('notEligible'))).toBe('Not eligible');
    expect(en(serviceKey('referralRegion'))).toBe('Our referral program is currently not available for your region.');
    expect(en(serviceKey('referralPlatform'))).toBe('An error occurred communicating with our platform. Please try again later.');
    expect(en(serviceKey('formFailed'))).toBe('Form submission failed. Please refresh the page or try again later.');
  });

  it('a booked consultation says it takes about one hour (§9)', () => {
    const en = makeT(pageStrings(Object.fromEntries(uiLocalServices.strings.map((s) => [s.key, s.values.en])), 'en'));
    const body = en('lsBookedBody', { type: 'In-Home', dealer: 'Buckeye Pet Fence', date: 'December 3, 2026', time: '10:00 AM', email: 'robin@example.com' });
    expect(body).toContain('It takes about one hour.');
    expect(body).toContain('Your In-Home consultation with Buckeye Pet Fence is on December 3, 2026 at 10:00 AM.');
  });

  it('a service message is shown in French on a French page, and unknown text as it came', () => {
    const fr = makeT(pageStrings(Object.fromEntries(uiLocalServices.strings.map((s) => [s.key, s.values.fr ?? ''])), 'fr'));
    expect(serviceText(fr, SERVICE_MESSAGES.zipInvalid)).toBe('Veuillez saisir un code ZIP ou un code postal valide');
    expect(serviceText(fr, SERVICE_MESSAGES.slotTaken)).toMatch(/^La date et l'heure choisies ne sont plus disponibles/);
    expect(serviceText(fr, 'Something else')).toBe('Something else');
  });

  it('the too-long and already-enrolled answers are said in English word for word and in French', () => {
    const en = makeT(pageStrings(Object.fromEntries(uiLocalServices.strings.map((s) => [s.key, s.values.en])), 'en'));
    const fr = makeT(pageStrings(Object.fromEntries(uiLocalServices.strings.map((s) => [s.key, s.values.fr ?? ''])), 'fr'));
    expect(serviceText(en, TOO_LONG_MESSAGE)).toBe(TOO_LONG_MESSAGE);
    expect(serviceText(en, REFERRAL_ALREADY_ENROLLED_MESSAGE)).toBe(REFERRAL_ALREADY_ENROLLED_MESSAGE);
    expect(serviceText(fr, TOO_LONG_MESSAGE)).toBe('Ce texte est trop long. Veuillez le raccourcir.');
    expect(serviceText(fr, REFERRAL_ALREADY_ENROLLED_MESSAGE)).toBe('Cette adresse e-mail est déjà inscrite. Nous lui avons envoyé son code de parrainage par e-mail.');
  });

  it('the chat, on every brand, says too long in all six languages', () => {
    const tooLong = uiChat.strings.find((s) => s.key === 'chatTooLong');
    expect(tooLong?.values.en).toBe(TOO_LONG_MESSAGE);
    for (const language of ['fr', 'de', 'it', 'nl', 'es'] as const) {
      expect(tooLong?.values[language], language).toBeTruthy();
      expect(tooLong?.values[language], language).not.toBe(TOO_LONG_MESSAGE);
    }
  });
});
