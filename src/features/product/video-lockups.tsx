// Video lockups of a product: poster buttons that open the video in an accessible modal.
import React, { Suspense, lazy, useCallback, useState } from 'react';
import type { ProductVideoView } from '../../lib/content/page-types';
import { ContentImage } from '../../components/site/content-image';
import { useImages, useT } from '../../components/site/site-provider';

const loadVideoModal = () => import('./video-modal');
const VideoModal = lazy(loadVideoModal);
/** Starts loading the player when a shopper points at or focuses a lockup, so a press plays at once. */
const preloadPlayer = () => void loadVideoModal();

/** Props of VideoLockups. */
export interface VideoLockupsProps {
  videos: ProductVideoView[];
}

/** A list of video posters; the player loads on demand. */
export function VideoLockups({ videos }: VideoLockupsProps) {
  const t = useT();
  const images = useImages();
  const [active, setActive] = useState<ProductVideoView | null>(null);
  const close = useCallback(() => setActive(null), []);
  if (videos.length === 0) return null;
  return (
    <section className="section" aria-labelledby="product-videos">
      <h2 id="product-videos">{t('videos')}</h2>
      <ul className="video-lockups">
        {videos.map((video) => (
          <li key={video.key}>
            <button type="button" className="video-lockup" onPointerEnter={preloadPlayer} onFocus={preloadPlayer} onClick={() => setActive(video)}>
              <ContentImage image={video.poster} decorative sizes="(min-width: 768px) 25vw, 50vw" />
              <span className="video-lockup__label">{t('playVideo', { title: video.title })}</span>
              <span className="note">
                {t('videoDuration', { minutes: Math.floor(video.durationSeconds / 60), seconds: video.durationSeconds % 60 })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {active ? (
        <Suspense fallback={null}>
          <VideoModal
            video={active}
            posterSrc={active.poster ? images[active.poster.path]?.images.fallback?.src : undefined}
            closeLabel={t('close')}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
