// A content image rendered as a plain <picture> from gatsbyImageData: responsive sources without
// shipping gatsby-plugin-image's runtime to the browser.
import React from 'react';
import type { ImageRef } from '../../lib/content/page-types';
import { useImages } from './site-provider';

/** Props of ContentImage. */
export interface ContentImageProps {
  image: ImageRef | null;
  /** CSS sizes hint, e.g. `(min-width: 768px) 33vw, 100vw`. */
  sizes?: string;
  className?: string;
  /** Above-the-fold images load eagerly. */
  eager?: boolean;
  /** Decorative images (text beside them says the same) get an empty alt. */
  decorative?: boolean;
}

/** Responsive image for a content ImageRef; a plain placeholder box when no data exists. */
export function ContentImage({ image, sizes, className, eager, decorative }: ContentImageProps) {
  const images = useImages();
  if (!image) return <div className={`image-placeholder ${className ?? ''}`} aria-hidden="true" />;
  const data = images[image.path];
  const alt = decorative ? '' : image.alt;
  const loading = eager ? 'eager' : 'lazy';
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
        decoding="async"
      />
    </picture>
  );
}
