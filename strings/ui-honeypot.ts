// UI string of the hidden honeypot field that every form posting to our services carries: people never
// see it (it is hidden from sight, keyboard and screen readers); its label only tells a stray reader to leave it.
import { s, type StringGroupSource } from './types';

/** The honeypot field's label. */
export const uiHoneypot: StringGroupSource = {
  groupKey: 'ui-honeypot',
  siteIdentifier: 'global',
  strings: [
    s('honeypotLabel', [
      'Website (leave this field empty)',
      'Site web (laissez ce champ vide)',
      'Website (dieses Feld bitte leer lassen)',
      'Sito web (lascia vuoto questo campo)',
      'Website (laat dit veld leeg)',
      'Sitio web (deja este campo vacío)',
    ]),
  ],
};
