// The editorial copy every language provides: blog, press, pages, support cards and banners.
import type { Language } from '../lib/core';

/** Every blog topic key. */
export const TOPIC_KEYS = [
  'roadTrips', 'hiking', 'rainyWalks', 'summerHeat', 'camping', 'puppies', 'seniorDogs', 'cityLife',
  'boundaryTraining', 'yardSafety', 'gpsSafety', 'lostPets', 'winterWalks', 'beachDays',
] as const;
/** Blog topics, phrased to follow "for" or "about" in a title. */
export type TopicKey = (typeof TOPIC_KEYS)[number];

/** Every blog category key. */
export const CATEGORY_KEYS = ['gear', 'adventures', 'care', 'training', 'safety', 'technology'] as const;
/** A blog category key. */
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** Every author role key. */
export const ROLE_KEYS = ['designer', 'editor', 'vet', 'trainer', 'engineer'] as const;
/** An author role key. */
export type RoleKey = (typeof ROLE_KEYS)[number];

/** Every support card key. */
export const CARD_KEYS = ['shipping', 'returns', 'warranty', 'contact', 'manuals', 'orders'] as const;
/** A support card key. */
export type CardKey = (typeof CARD_KEYS)[number];

/** Every marketing page key. */
export const PAGE_KEYS = [
  'home', 'privacy', 'firstAidGuide', 'proProgram', 'lifetimeWarranty', 'calorieCalculator', 'contact', 'accessibility', 'shipping', 'returns', 'about',
] as const;
/** A marketing page key. */
export type PageKey = (typeof PAGE_KEYS)[number];

/** Short copy of one page: a title, an intro and a few paragraphs; `{brand}` is replaced. */
export interface PageCopy {
  title: string;
  intro: string;
  paragraphs: string[];
}

/** Editorial copy of one language. */
export interface EditorialDictionary {
  language: Language;
  topics: Record<TopicKey, string>;
  categories: Record<CategoryKey, { title: string; description: string }>;
  roles: Record<RoleKey, string>;
  bio: (name: string, role: string, brand: string) => string;
  blog: {
    trailTestedTitle: (product: string) => string;
    trailTestedExcerpt: (product: string) => string;
    trailTestedBody: (product: string, brand: string) => string[];
    meetTitle: (product: string) => string;
    meetExcerpt: (product: string) => string;
    meetBody: (product: string, brand: string) => string[];
    designerTitle: string;
    designerExcerpt: (name: string, brand: string) => string;
    designerBody: (name: string, brand: string) => string[];
    tipsTitle: (topic: string) => string;
    tipsExcerpt: (topic: string) => string;
    tipsBody: (topic: string) => string[];
    guideTitle: (topic: string) => string;
    guideExcerpt: (topic: string) => string;
    guideBody: (topic: string, brand: string) => string[];
    shopLink: string;
  };
  press: {
    launchTitle: (product: string, brand: string) => string;
    launchBody: (product: string, brand: string) => string[];
    awardTitle: (brand: string) => string;
    awardBody: (brand: string) => string[];
    expansionTitle: (brand: string) => string;
    expansionBody: (brand: string) => string[];
    partnerTitle: (brand: string) => string;
    partnerBody: (brand: string) => string[];
  };
  cards: Record<CardKey, { title: string; text: string }>;
  /** Copy of the pages every brand words alike (the about page is in each brand's own voice: brand-voice.ts). */
  pages: Record<Exclude<PageKey, 'about'>, PageCopy>;
  home: { heroHeading: string; heroText: string; heroCta: string; productsHeading: string; collectionsHeading: string; supportHeading: string };
  banner: { scheduled: string; plain: string };
  storeHours: string;
  storeName: (city: string) => string;
  seoSuffix: (brand: string) => string;
}
