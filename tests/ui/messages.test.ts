// UI strings in ICU MessageFormat: plural forms in every language (the cart button's "Cart, 1 item"),
// the page formatter giving what intl-messageformat gives for every message, and the rules every
// message must keep (strings/icu.ts), which the content generator enforces.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadStringSources, validateGroup } from '../../scripts/content/translations';
import { compileStrings } from '../../src/build/messages';
import { formatMessage, type MessageValues } from '../../src/lib/i18n/message';
import { labelInSentence } from '../../src/lib/i18n/in-sentence';
import { messageArguments, messageProblems, parseMessage, stringProblems } from '../../strings/icu';
import { messageOf } from './fixtures';
import type { StringGroupSource } from '../../strings/types';
import { LANGUAGES, type Language } from '../../wire/vocabulary';

const ROOT = resolve(__dirname, '..', '..');
const STRINGS_DIR = join(ROOT, 'strings');
/** Narrow no-break space: the French group separator. */
const NNBSP = '\u202f';

let groups: { file: string; group: StringGroupSource }[] = [];
beforeAll(async () => {
  groups = await loadStringSources(STRINGS_DIR);
});

/** The global strings of `language` as a page of it carries them (plain text and parsed messages). */
function page(language: Language) {
  const sources: Record<string, string> = {};
  for (const { group } of groups) {
    if (group.siteIdentifier !== 'global') continue;
    for (const string of group.strings) sources[string.key] = string.values[language] ?? string.values.en;
  }
  return compileStrings(sources, language);
}

/** What the page shows for `key` in `language` with `values`. */
function say(key: string, language: Language, values: MessageValues): string {
  const { messages } = page(language);
  return formatMessage(messageOf(messages, key), language, values);
}

describe('plural forms in every language', () => {
  const cart: Record<Language, [number, string][]> = {
    en: [[0, 'Cart, 0 items'], [1, 'Cart, 1 item'], [2, 'Cart, 2 items'], [5, 'Cart, 5 items'], [21, 'Cart, 21 items'], [1.5, 'Cart, 1.5 items']],
    // French "one" is 0 and 1 and every number below 2; "many" the round millions.
    fr: [[0, 'Panier, 0 article'], [1, 'Panier, 1 article'], [1.5, 'Panier, 1,5 article'], [2, 'Panier, 2 articles'], [5, 'Panier, 5 articles'], [21, 'Panier, 21 articles'], [1_000_000, `Panier, 1${NNBSP}000${NNBSP}000 d’articles`]],
    de: [[0, 'Warenkorb, 0 Artikel'], [1, 'Warenkorb, 1 Artikel'], [2, 'Warenkorb, 2 Artikel'], [21, 'Warenkorb, 21 Artikel'], [1.5, 'Warenkorb, 1,5 Artikel']],
    it: [[0, 'Carrello, 0 articoli'], [1, 'Carrello, 1 articolo'], [2, 'Carrello, 2 articoli'], [5, 'Carrello, 5 articoli'], [21, 'Carrello, 21 articoli'], [1.5, 'Carrello, 1,5 articoli'], [1_000_000, 'Carrello, 1.000.000 di articoli']],
    nl: [[0, 'Winkelwagen, 0 artikelen'], [1, 'Winkelwagen, 1 artikel'], [2, 'Winkelwagen, 2 artikelen'], [21, 'Winkelwagen, 21 artikelen'], [1.5, 'Winkelwagen, 1,5 artikelen']],
    es: [[0, 'Carrito, 0 artículos'], [1, 'Carrito, 1 artículo'], [2, 'Carrito, 2 artículos'], [5, 'Carrito, 5 artículos'], [21, 'Carrito, 21 artículos'], [1.5, 'Carrito, 1,5 artículos'], [1_000_000, 'Carrito, 1.000.000 de artículos']],
  };

  it.each(LANGUAGES)('the cart button in %s: "Cart, 1 item", "Cart, 2 items" and each form of the language', (language) => {
    for (const [count, text] of cart[language]) expect(say('openCart', language, { count }), `${language} ${count}`).toBe(text);
  });

  it('counts of items, products, results and reviews take the singular for one in every language', () => {
    const one: Record<string, Record<Language, string>> = {
      orderItems: { en: '1 item', fr: '1 article', de: '1 Artikel', it: '1 articolo', nl: '1 artikel', es: '1 artículo' },
      productCount: { en: '1 product', fr: '1 produit', de: '1 Produkt', it: '1 prodotto', nl: '1 product', es: '1 producto' },
      searchResultCount: { en: '1 result', fr: '1 résultat', de: '1 Ergebnis', it: '1 risultato', nl: '1 resultaat', es: '1 resultado' },
      reviewCount: { en: 'Based on 1 review', fr: 'Sur la base de 1 avis', de: 'Basierend auf 1 Bewertung', it: 'Basato su 1 recensione', nl: 'Op basis van 1 beoordeling', es: 'Basado en 1 opinión' },
    };
    const many: Record<string, Record<Language, string>> = {
      orderItems: { en: '21 items', fr: '21 articles', de: '21 Artikel', it: '21 articoli', nl: '21 artikelen', es: '21 artículos' },
      productCount: { en: '21 products', fr: '21 produits', de: '21 Produkte', it: '21 prodotti', nl: '21 producten', es: '21 productos' },
      searchResultCount: { en: '21 results', fr: '21 résultats', de: '21 Ergebnisse', it: '21 risultati', nl: '21 resultaten', es: '21 resultados' },
      reviewCount: { en: 'Based on 21 reviews', fr: 'Sur la base de 21 avis', de: 'Basierend auf 21 Bewertungen', it: 'Basato su 21 recensioni', nl: 'Op basis van 21 beoordelingen', es: 'Basado en 21 opiniones' },
    };
    for (const language of LANGUAGES) {
      for (const key of Object.keys(one)) {
        expect(say(key, language, { count: 1 }), `${key} ${language}`).toBe(one[key]![language]);
        expect(say(key, language, { count: 21 }), `${key} ${language}`).toBe(many[key]![language]);
      }
    }
    // French counts 0 in the singular; English does not.
    expect(say('productCount', 'fr', { count: 0 })).toBe('0 produit');
    expect(say('productCount', 'en', { count: 0 })).toBe('0 products');
  });

  it('filters, stock, the search breadcrumb and subscription frequencies agree with their number', () => {
    expect(say('filtersActive', 'en', { count: 1 })).toBe('Filters (1 active)');
    expect(say('filtersActive', 'fr', { count: 1 })).toBe('Filtres (1 actif)');
    expect(say('filtersActive', 'fr', { count: 2 })).toBe('Filtres (2 actifs)');
    expect(say('filtersActive', 'es', { count: 1 })).toBe('Filtros (1 activo)');
    expect(say('filtersActive', 'it', { count: 5 })).toBe('Filtri (5 attivi)');
    expect(say('onlyLeft', 'en', { count: 3 })).toBe('Only 3 left');
    expect(say('onlyLeft', 'es', { count: 1 })).toBe('Solo queda 1');
    expect(say('onlyLeft', 'es', { count: 3 })).toBe('Solo quedan 3');
    expect(say('onlyLeft', 'it', { count: 1 })).toBe('Solo 1 rimasto');
    expect(say('stockAllInCart', 'en', { stock: 5 })).toBe('Only 5 in stock; your cart has all of them.');
    expect(say('stockAllInCart', 'en', { stock: 1 })).toBe('Only 1 in stock; your cart has it.');
    expect(say('stockPartlyAdded', 'en', { added: 2, stock: 5 })).toBe('Only 2 more could be added: your cart now has all 5 in stock.');
    expect(say('stockPartlyAdded', 'fr', { added: 1, stock: 5 })).toBe('Seulement 1 de plus a pu être ajouté\u202f: votre panier contient désormais les 5 en stock.');
    expect(say('stockPartlyAdded', 'de', { added: 1, stock: 5 })).toBe('Nur 1 weiterer konnte hinzugefügt werden: Ihr Warenkorb enthält jetzt alle 5 vorrätigen.');
    expect(say('searchResultsBreadcrumb', 'en', { results: 12, query: 'rope' })).toBe('Search: 12 results for rope');
    expect(say('searchResultsBreadcrumb', 'en', { results: 1, query: 'rope' })).toBe('Search: 1 result for rope');
    expect(say('searchResultsBreadcrumb', 'de', { results: 0, query: 'Seil' })).toBe('Suche: 0 Ergebnisse für Seil');
    expect(say('cartUpdated', 'nl', { count: 1 })).toBe('Winkelwagen bijgewerkt: 1 artikel');
    expect(say('subFreqEveryWeeks', 'de', { count: 1 })).toBe('Jede Woche');
    expect(say('subFreqEveryMonths', 'fr', { count: 3 })).toBe('Tous les 3 mois');
  });

  it('select: French chooses the article by the option, the other languages need no choice', () => {
    expect(say('chooseAvailableOption', 'fr', { name: 'Size', option: 'taille' })).toBe('Choisissez une taille disponible');
    expect(say('chooseAvailableOption', 'fr', { name: 'Title', option: 'modèle' })).toBe('Choisissez un(e) modèle disponible');
    expect(say('chooseAvailableOption', 'en', { name: 'Size', option: 'size' })).toBe('Choose an available size');
    expect(say('chooseAvailableOption', 'de', { name: 'Color', option: labelInSentence('Farbe', 'de') })).toBe('Wählen Sie eine verfügbare Option für Farbe');
    expect(say('chooseAvailableOption', 'en', { name: 'Color', option: labelInSentence('Color', 'en') })).toBe('Choose an available color');
    // An option named like an Object property picks `other`, not the prototype.
    expect(say('chooseAvailableOption', 'fr', { name: 'constructor', option: 'x' })).toBe('Choisissez un(e) x disponible');
  });
});

/** Sample values for every argument of a message: each plural at the tested counts, each select at each case. */
function samples(message: string, language: Language): MessageValues[] {
  const args = messageArguments(parseMessage(message, language));
  const base: MessageValues = {};
  const variants: [string, (string | number)[]][] = [];
  for (const [name, kind] of args) {
    if (kind === 'plural') {
      base[name] = 2;
      variants.push([name, [0, 1, 2, 5, 21, 1.5, 1_000_000]]);
    } else if (kind === 'select') {
      base[name] = 'Other';
      variants.push([name, ['Size', 'Color', 'Length', 'Width', 'Title', 'Other']]);
    } else base[name] = `«${name}»`;
  }
  const out = [base];
  for (const [name, values] of variants) for (const value of values) out.push({ ...base, [name]: value });
  return out;
}

describe('the page formatter and intl-messageformat', () => {
  it('give the same text for every message of every group in every language, plain text included', () => {
    let compared = 0;
    for (const { group } of groups) {
      for (const string of group.strings) {
        for (const [language, source] of Object.entries(string.values) as [Language, string][]) {
          const { strings, messages } = compileStrings({ [string.key]: source }, language);
          const reference = (values: MessageValues) => String(new IntlMessageFormat(source, language, undefined, { ignoreTag: true }).format(values));
          if (string.key in strings) {
            expect(strings[string.key], `${string.key} ${language}`).toBe(reference({}));
            compared++;
            continue;
          }
          for (const values of samples(source, language)) {
            expect(formatMessage(messageOf(messages, string.key), language, values), `${string.key} ${language} ${JSON.stringify(values)}`).toBe(reference(values));
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(3000);
  });

  it('a value that is not given shows as its placeholder instead of failing', () => {
    const { messages } = compileStrings({ m: 'Hi, {name}: {count, plural, one {# item} other {# items}}' }, 'en');
    expect(formatMessage(messageOf(messages, 'm'), 'en', {})).toBe('Hi, {name}: {count}');
  });

  it('text without arguments reaches the page as plain text, ICU quoting undone', () => {
    const { strings, messages } = compileStrings({ plain: "You're all set", quoted: "Use '{'braces'}' and ''quotes''", withArgs: 'Page {number}' }, 'en');
    expect(strings).toEqual({ plain: "You're all set", quoted: "Use {braces} and 'quotes'" });
    expect(Object.keys(messages)).toEqual(['withArgs']);
    expect(() => compileStrings({ broken: 'Cart, {count, plural, one {# item}' }, 'en')).toThrow(/"broken" \(en\) is not a valid ICU message/);
  });

  it('the browser code never bundles intl-messageformat or its parser (only build, development and test code use them)', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(name)) files.push(file);
      }
    };
    walk(join(ROOT, 'src'));
    const allowed = ['src/build/', 'src/components/site/dev-strings.ts'];
    const importing = files
      .map((file) => relative(ROOT, file).split('\\').join('/'))
      .filter((file) => !allowed.some((prefix) => file.startsWith(prefix)))
      .filter((file) => /^import (?!type )[^;]*from '(intl-messageformat|@formatjs\/[^']+)'/m.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(importing).toEqual([]);
  });
});

describe('message rules (strings/icu.ts), enforced by the content generator', () => {
  it('every string of every group keeps them', () => {
    const problems = groups.flatMap(({ group }) => group.strings.flatMap((string) => stringProblems(string.key, string.values)));
    expect(problems).toEqual([]);
  });

  it('a message that does not parse fails', () => {
    expect(messageProblems('Cart, {count, plural, one {# item}', 'en')[0]).toMatch(/does not parse/);
    expect(messageProblems('Navigated to {page title}', 'en')[0]).toMatch(/does not parse/);
    expect(messageProblems('{count, plural, one {# item}}', 'en')[0]).toMatch(/does not parse/);
  });

  it('each plural names exactly the CLDR categories of its language', () => {
    expect(messageProblems('{n, plural, one {# article} other {# articles}}', 'fr')).toEqual(['{n, plural} lacks many (fr: many, one, other)']);
    expect(messageProblems('{n, plural, one {# Artikel} few {# Artikel} other {# Artikel}}', 'de')).toEqual(['{n, plural} has few, not a de plural category (one, other)']);
    expect(messageProblems('{n, plural, =0 {leer} one {# Artikel} other {# Artikel}}', 'de')).toEqual([]);
    expect(messageProblems('{n, plural, one {# articolo} many {# di articoli} other {# articoli}}', 'it')).toEqual([]);
  });

  it('only arguments the page formatter formats: no number, date, time, ordinal or tags', () => {
    expect(messageProblems('{n, number} items', 'en')[0]).toMatch(/number argument/);
    expect(messageProblems('{d, date, short}', 'en')[0]).toMatch(/date argument/);
    expect(messageProblems('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', 'en')).toContain('{n, selectordinal} is not supported');
  });

  it('every language takes the same arguments as English', () => {
    expect(stringProblems('openCart', { en: 'Cart, {count, plural, one {# item} other {# items}}', de: 'Warenkorb, {anzahl} Artikel' })).toEqual([
      '"openCart" (de) takes {anzahl}, English takes {count}',
    ]);
    // An apostrophe before a brace quotes it: the Italian would show "{title}" and drop the title.
    expect(stringProblems('removeItem', { en: 'Remove {title}', it: "Rimuovi dall'{title}" })[0]).toMatch(/\(it\) takes no arguments, English takes \{title\}/);
  });

  it('the content generator refuses a group with a broken message, naming the group, file and string', () => {
    const group: StringGroupSource = {
      groupKey: 'ui-broken',
      siteIdentifier: 'global',
      strings: [{ key: 'openCart', values: { en: 'Cart, {count} items', fr: '{count, plural, one {# article} other {# articles}}', de: 'Warenkorb, {count} Artikel', it: 'Carrello, {count} articoli', nl: 'Winkelwagen, {count} artikelen', es: 'Carrito, {count} artículos' } }],
    };
    expect(() => validateGroup('ui-broken.ts', group)).toThrow(/Translation group "ui-broken" \(strings\/ui-broken.ts.*"openCart" \(fr\) \{count, plural\} lacks many/);
  });
});
