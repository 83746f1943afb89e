// The video player dialog, loaded only when a shopper opens a video lockup.
import React from 'react';
import type { ProductVideoView } from '../../lib/content/page-types';
import { Modal } from '../../components/ui/modal';

/** Props of VideoModal. */
export interface VideoModalProps {
  video: ProductVideoView;
  posterSrc?: string;
  closeLabel: string;
  onClose: () => void;
}

/** Plays one product video in a modal dialog, with a captions track per language (the page's by default). */
export default function VideoModal({ video, posterSrc, closeLabel, onClose }: VideoModalProps) {
  return (
    <Modal open onClose={onClose} title={video.title} closeLabel={closeLabel}>
      <video controls preload="metadata" src={video.src} poster={posterSrc} aria-label={video.title}>
        {video.captions.map((track) => (
          <track key={track.language} kind="captions" src={track.src} srcLang={track.language} label={track.label} default={track.isDefault} />
        ))}
      </video>
    </Modal>
  );
}
