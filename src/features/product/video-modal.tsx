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

/** Plays one product video in a modal dialog. */
export default function VideoModal({ video, posterSrc, closeLabel, onClose }: VideoModalProps) {
  return (
    <Modal open onClose={onClose} title={video.title} closeLabel={closeLabel}>
      <video controls preload="metadata" src={video.src} poster={posterSrc}>
        <track kind="captions" />
      </video>
    </Modal>
  );
}
