// A content image rendered as a plain <picture> from gatsbyImageData: responsive sources without
// shipping gatsby-plugin-image's runtime to the browser.
import React from 'react';
import type { ImageRef } from '../../lib/content/page-types';
import type { ImageDataMap } from '../../lib/content/image-data';
import { useImages } from './site-provider';

/**
 * The `elementtiming` name of a priority image: the browser reports its paint, which the page's boot
 * script waits for before it starts React's code (src/platform/gatsby/build/scripts-slice.ts).
 */
export const LCP_IMAGE_TIMING = 'lcp-image';

/** `fetchpriority="high"`: React 18 passes the lowercase attribute through (it knows no `fetchPriority` prop yet). */
export const HIGH_FETCH_PRIORITY = { fetchpriority: 'high' } as React.HTMLAttributes<HTMLElement>;
const HIGH_PRIORITY = { ...HIGH_FETCH_PRIORITY, elementtiming: LCP_IMAGE_TIMING } as React.ImgHTMLAttributes<HTMLImageElement>;

/** Props of ContentImage. */
export interface ContentImageProps {
  image: ImageRef | null;
  /** CSS sizes hint, e.g. `(min-width: 768px) 33vw, 100vw`. */
  sizes?: string;
  className?: string;
  /** Above-the-fold images load eagerly. */
  eager?: boolean;
  /**
   * The page's largest image at first paint (its LCP element): eager and fetched with high priority;
   * the template's Head preloads the same file (`imagePreload`).
   */
  priority?: boolean;
  /** Decorative images (text beside them says the same) get an empty alt. */
  decorative?: boolean;
}

/** Responsive image for a content ImageRef; a plain placeholder box when no data exists. */
export function ContentImage({ image, sizes, className, eager, priority, decorative }: ContentImageProps) {
  const images = useImages();
  if (!image) return <div className={`image-placeholder ${className ?? ''}`} aria-hidden="true" />;
  const data = images[image.path];
  const alt = decorative ? '' : image.alt;
  const loading = eager || priority ? 'eager' : 'lazy';
  if (!data?.images.fallback) {
    return <div className={`image-placeholder ${className ?? ''}`} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true} />;
  }
  const fallback = data.images.fallback;
  return (
    <picture className={className}>
      {(data.images.sources ?? []).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? source.sizes} />
      ))}
      <img
        src={fallback.src}
        srcSet={fallback.srcSet}
        sizes={sizes ?? fallback.sizes}
        width={data.width}
        height={data.height}
        alt={alt}
        loading={loading}
        // The priority image is decoded for the frame it is painted in (the page's first content frame
        // when it has arrived), not one after; every other image decodes off the main thread.
        decoding={priority ? 'sync' : 'async'}
        {...(priority ? HIGH_PRIORITY : {})}
      />
    </picture>
  );
}

/** What a preload of the LCP image needs: the source the <picture> picks, its sizes and type. */
export interface ImagePreload {
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
  type?: string;
}

/**
 * The preload of a priority image: the first <source> of its <picture> (the modern format the browser
 * picks) with the same srcset and sizes, so the preloaded file is the one the <img> then uses; the
 * fallback when there is no source. Null when the image has no data.
 */
export function imagePreload(image: ImageRef | null | undefined, images: ImageDataMap, sizes: string): ImagePreload | null {
  const data = image ? images[image.path] : undefined;
  const fallback = data?.images.fallback;
  if (!data || !fallback) return null;
  const source = data.images.sources?.[0];
  if (source) return { href: fallback.src, imageSrcSet: source.srcSet, imageSizes: sizes, type: source.type };
  return { href: fallback.src, imageSrcSet: fallback.srcSet, imageSizes: fallback.srcSet ? sizes : undefined };
}
