// Training Videos (Yardwise): the exclusive containment training videos from content, shown to
// signed-in customers only.
import React from 'react';
import { useT } from '../../components/site/site-provider';
import type { TrainingVideoView } from '../../lib/content/page-types';

/** The list of training videos. */
export function TrainingVideosView({ videos }: { videos: TrainingVideoView[] }) {
  const t = useT();
  if (!videos.length) return <p>{t('noVideos')}</p>;
  return (
    <ul className="training-videos">
      {videos.map((v) => (
        <li key={v.key}>
          <h2>{v.title}</h2>
          {v.description ? <p>{v.description}</p> : null}
          {/^https:\/\//.test(v.src) ? (
            <video controls preload="none" src={v.src} aria-label={v.title} width={640}>
              <track kind="captions" />
            </video>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
