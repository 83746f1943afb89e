// The three fictional brands as the generator sees them: languages, stores, colours and id ranges.
import { LANGUAGES } from '../../../wire/vocabulary';
import type { BrandId, Language } from './core';

/** Generator-side brand facts (the site's own brand config lives in brands/<id>/). */
export interface BrandInfo {
  id: BrandId;
  name: string;
  /** Index used to keep numeric Shopify ids apart between brands. */
  index: number;
  languages: readonly Language[];
  stores: { usd: string; cad: string };
  colors: { primary: string; secondary: string; accent: string; light: string };
  supportEmail: string;
  supportPhone: string;
  baseUrl: string;
  /** Path of the blog listing (yardwise calls it /learn/). */
  blogPath: string;
  /** Autoship discount in percent (the spec leaves it variable per brand). */
  autoshipPercent: number;
}

/** The three brands, in id order. */
export const BRANDS: readonly BrandInfo[] = [
  {
    id: 'trailmate',
    name: 'Trailmate',
    index: 1,
    languages: LANGUAGES,
    stores: { usd: 'trailmate-us', cad: 'trailmate-ca' },
    colors: { primary: '#1f4d3a', secondary: '#d9822b', accent: '#f2c14e', light: '#eef3ee' },
    supportEmail: 'care@trailmate.example',
    supportPhone: '1-800-555-0142',
    baseUrl: 'https://www.trailmate.example',
    blogPath: '/blog/',
    autoshipPercent: 10,
  },
  {
    id: 'yardwise',
    name: 'Yardwise',
    index: 2,
    languages: ['en', 'fr'],
    stores: { usd: 'yardwise-us', cad: 'yardwise-ca' },
    colors: { primary: '#234e8c', secondary: '#5aa02c', accent: '#ffd23f', light: '#eef2f9' },
    supportEmail: 'help@yardwise.example',
    supportPhone: '1-800-555-0177',
    baseUrl: 'https://www.yardwise.example',
    blogPath: '/learn/',
    autoshipPercent: 15,
  },
  {
    id: 'homing',
    name: 'Homing',
    index: 3,
    languages: ['en'],
    stores: { usd: 'homing-us', cad: 'homing-ca' },
    colors: { primary: '#3b2a6b', secondary: '#e4572e', accent: '#29bf12', light: '#f1eef8' },
    supportEmail: 'support@homing.example',
    supportPhone: '1-800-555-0199',
    baseUrl: 'https://www.homing.example',
    blogPath: '/blog/',
    autoshipPercent: 5,
  },
];

/** Looks a brand up by id. */
export function brandInfo(id: BrandId): BrandInfo {
  const found = BRANDS.find((brand) => brand.id === id);
  if (!found) throw new Error(`Unknown brand ${id}`);
  return found;
}

/** Every language any brand enables; global translation groups need all of them. */
export const ALL_LANGUAGES: readonly Language[] = LANGUAGES;
