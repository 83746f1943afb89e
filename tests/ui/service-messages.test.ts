// Every message the local services send (spec §5, §8) has a UI string whose English is the spec's
// wording, word for word, and a French translation; the dialogs show it in the page's language.
import { describe, expect, it } from 'vitest';
import { serviceMessageKey, uiLocalServices } from '../../scripts/content/strings/ui-local-services';
import { makeT } from '../../src/components/site/site-provider';
import { serviceKey, serviceText } from '../../src/features/local-services/service-text';
import { SERVICE_MESSAGES } from '../../wire/services';

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

  it('a service message is shown in French on a French page, and unknown text as it came', () => {
    const fr = makeT(Object.fromEntries(uiLocalServices.strings.map((s) => [s.key, s.values.fr ?? ''])));
    expect(serviceText(fr, SERVICE_MESSAGES.zipInvalid)).toBe('Veuillez saisir un code ZIP ou un code postal valide');
    expect(serviceText(fr, SERVICE_MESSAGES.slotTaken)).toMatch(/^La date et l'heure choisies ne sont plus disponibles/);
    expect(serviceText(fr, 'Something else')).toBe('Something else');
  });
});
