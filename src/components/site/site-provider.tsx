// The page's SiteContext and content images, provided once by the Layout to every component below.
import React, { createContext, useContext, useMemo } from 'react';
import type { SiteContext } from '../../lib/content/site-context';
import { translate, type Fallback } from './format-string';
import type { ImageDataMap } from '../../lib/content/image-data';

interface SiteValue {
  site: SiteContext;
  images: ImageDataMap;
}

const SiteReactContext = createContext<SiteValue | null>(null);

// English sources fill gaps only while developing; the production bundle never includes them.
const devFallback: Fallback | undefined =
  process.env.NODE_ENV === 'development'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./dev-strings') as { devString: Fallback }).devString
    : undefined;

/** Props of SiteProvider. */
export interface SiteProviderProps {
  site: SiteContext;
  images?: ImageDataMap;
  children: React.ReactNode;
}

/** Makes the page's site context and image data available to useSite/useT/ContentImage. */
export function SiteProvider({ site, images, children }: SiteProviderProps) {
  const value = useMemo(() => ({ site, images: images ?? {} }), [site, images]);
  return <SiteReactContext.Provider value={value}>{children}</SiteReactContext.Provider>;
}

function useSiteValue(): SiteValue {
  const value = useContext(SiteReactContext);
  if (!value) throw new Error('useSite must be used inside <SiteProvider> (rendered by Layout).');
  return value;
}

/** The page's SiteContext (brand, locale, strings, navigation…). */
export function useSite(): SiteContext {
  return useSiteValue().site;
}

/** The image data of this page's content images, by content-relative path. */
export function useImages(): ImageDataMap {
  return useSiteValue().images;
}

/** Translator for the page's language: t('pageNumber', { number: 2 }), t('openCart', { count: 1 }). */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** A translator bound to the page's UI strings. */
export function useT(): Translate {
  const site = useSite();
  return useMemo(() => makeT(site), [site]);
}

/** A translator over a page's strings (for Head and the Layout, which render outside the provider). */
export function makeT(site: Pick<SiteContext, 'strings' | 'messages'> & { locale: { language: string } }): Translate {
  const page = { strings: site.strings, messages: site.messages, language: site.locale.language };
  return (key, vars) => translate(page, key, vars, devFallback);
}
