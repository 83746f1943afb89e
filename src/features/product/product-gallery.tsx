// The product's pictures: one main picture with thumbnails and a zoom on wider screens; on a phone
// one picture at a time, changed by a swipe or the previous and next buttons. Swipe and zoom are a
// few pointer and key handlers, so nothing loads after the page for them.
import React, { useEffect, useId, useRef, useState } from 'react';
import type { ImageRef } from '../../lib/content/page-types';
import { ContentImage } from '../../components/site/content-image';
import { useT } from '../../components/site/site-provider';

/** Horizontal travel (px) past which a pointer gesture counts as a swipe. */
export const SWIPE_DISTANCE = 40;
/** How far the picture is magnified when zoomed. */
const ZOOM = 2;
/** Zoom origin step (percent) of an arrow key. */
const PAN_STEP = 10;

/** The picture a swipe leads to: left shows the next, right the previous; null when none. */
export function swipeTarget(index: number, count: number, dx: number, dy: number): number | null {
  if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return null;
  const next = dx < 0 ? index + 1 : index - 1;
  return next >= 0 && next < count ? next : null;
}

/** Props of ProductGallery. */
export interface ProductGalleryProps {
  images: ImageRef[];
  /** The picture the chosen variant (a colour) shows; it becomes the main picture when it changes. */
  chosen: ImageRef | null;
  /** `sizes` of the main picture (the template's Head preloads the first picture with the same). */
  sizes: string;
  className?: string;
}

/** Main picture, thumbnails, zoom and swipe. */
export function ProductGallery({ images, chosen, sizes, className }: ProductGalleryProps) {
  const t = useT();
  const id = useId();
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  // A mouse drag that changed the picture ends in a click, which must not zoom.
  const swiped = useRef(false);
  const count = images.length;

  useEffect(() => {
    if (!chosen) return;
    const at = images.findIndex((image) => image.path === chosen.path);
    if (at >= 0) {
      setIndex(at);
      setZoom(null);
    }
  }, [chosen, images]);

  const show = (next: number) => {
    setIndex(next);
    setZoom(null);
  };
  const main = images[index] ?? null;
  const origin = (event: React.MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: Math.round(((event.clientX - box.left) / box.width) * 100), y: Math.round(((event.clientY - box.top) / box.height) * 100) };
  };
  const pan = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && zoom) {
      event.preventDefault();
      setZoom(null);
      return;
    }
    const step: Record<string, [number, number]> = { ArrowLeft: [-PAN_STEP, 0], ArrowRight: [PAN_STEP, 0], ArrowUp: [0, -PAN_STEP], ArrowDown: [0, PAN_STEP] };
    const move = step[event.key];
    if (!zoom || !move) return;
    event.preventDefault();
    const clamp = (n: number) => Math.min(100, Math.max(0, n));
    setZoom({ x: clamp(zoom.x + move[0]), y: clamp(zoom.y + move[1]) });
  };

  return (
    <div className={`gallery ${className ?? ''}`} role="group" aria-label={t('productImages')}>
      <div
        id={`${id}-stage`}
        className="gallery__stage"
        data-zoomed={zoom ? 'true' : undefined}
        style={zoom ? ({ '--zoom': ZOOM, '--zoom-x': `${zoom.x}%`, '--zoom-y': `${zoom.y}%` } as React.CSSProperties) : undefined}
        onPointerDown={(event) => {
          if (!event.isPrimary) return;
          start.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={(event) => {
          const from = start.current;
          start.current = null;
          if (!from || zoom) return;
          const next = swipeTarget(index, count, event.clientX - from.x, event.clientY - from.y);
          swiped.current = next !== null;
          if (next !== null) show(next);
        }}
        onPointerCancel={() => {
          start.current = null;
        }}
        onMouseMove={(event) => {
          if (zoom) setZoom(origin(event));
        }}
        onClick={(event) => {
          // A mouse click zooms where it points; the zoom button (shown where there is room) is the
          // keyboard's way to the same.
          if (swiped.current) {
            swiped.current = false;
            return;
          }
          if (window.matchMedia('(min-width: 768px)').matches) setZoom(zoom ? null : origin(event));
        }}
      >
        <ContentImage key={main?.path ?? 'none'} image={main} priority={index === 0 && !chosen} eager sizes={sizes} className="gallery__main" />
      </div>
      {count > 1 ? (
        <div className="gallery__phone-controls">
          <button type="button" className="gallery__step" aria-label={t('previousPicture')} disabled={index === 0} onClick={() => show(index - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <p className="gallery__count" aria-live="polite">
            {t('pictureOf', { n: index + 1, count })}
          </p>
          <button type="button" className="gallery__step" aria-label={t('nextPicture')} disabled={index === count - 1} onClick={() => show(index + 1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      <button
        type="button"
        className="gallery__zoom"
        aria-pressed={zoom !== null}
        aria-controls={`${id}-stage`}
        onClick={() => setZoom(zoom ? null : { x: 50, y: 50 })}
        onKeyDown={pan}
      >
        {t('zoomPicture')}
      </button>
      {count > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((image, at) => (
            <li key={image.path}>
              <button type="button" className="gallery__thumb" aria-current={at === index ? 'true' : undefined} onClick={() => show(at)}>
                <ContentImage image={image} sizes="6rem" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
