import { describe, expect, it } from 'vitest';
import { formatString, translate } from '../../src/components/site/format-string';

describe('UI string placeholders', () => {
  it('fills names with spaces, as in "Navigated to {page title}"', () => {
    expect(formatString('Navigated to {page title}', { 'page title': 'Dog Hammocks' })).toBe('Navigated to Dog Hammocks');
  });

  it('fills several placeholders and numbers', () => {
    expect(formatString('Search: {results} results for {query}', { results: 0, query: 'rope' })).toBe('Search: 0 results for rope');
  });

  it('leaves unknown placeholders visible', () => {
    expect(formatString('Page {number}', {})).toBe('Page {number}');
  });

  it('does not re-expand braces inside values', () => {
    expect(formatString('{a} {b}', { a: '{b}', b: 'x' })).toBe('{b} x');
  });

  it('translate uses the page strings, then the development fallback, then the key', () => {
    expect(translate({ home: 'Accueil' }, 'home')).toBe('Accueil');
    expect(translate({}, 'home', undefined, { home: 'Home' })).toBe('Home');
    expect(translate({}, 'home')).toBe('home');
  });
});
