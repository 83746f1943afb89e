// The video player dialog, loaded only when a shopper opens a video lockup.
import React, { useEffect, useRef } from 'react';
import type { ProductVideoView } from '../../lib/content/page-types';
import { Modal } from '../../components/ui/modal';

/** Props of VideoModal. */
export interface VideoModalProps {
  video: ProductVideoView;
  posterSrc?: string;
  closeLabel: string;
  onClose: () => void;
}

/**
 * Starts playback of a video the shopper asked to play: the press on "Play video" is the user
 * gesture, so play() is allowed with sound; only if the browser still refuses does it retry muted
 * (the controls let the shopper unmute).
 */
export function startPlayback(element: HTMLVideoElement): Promise<void> {
  let attempt: Promise<void> | undefined;
  try {
    attempt = element.play();
  } catch {
    attempt = Promise.reject(new Error('play() threw'));
  }
  return Promise.resolve(attempt).catch(() => {
    element.muted = true;
    return Promise.resolve(element.play()).catch(() => undefined);
  });
}

/** Plays one product video in a modal dialog, with a captions track per language (the page's by default). */
export default function VideoModal({ video, posterSrc, closeLabel, onClose }: VideoModalProps) {
  const player = useRef<HTMLVideoElement>(null);

  // Runs after the Modal (a child) has opened the dialog: the player takes focus (Space pauses,
  // its controls are next), is scrolled fully into view, and starts playing.
  useEffect(() => {
    const element = player.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    void startPlayback(element);
  }, [video.src]);

  return (
    <Modal open onClose={onClose} title={video.title} closeLabel={closeLabel}>
      <video ref={player} controls playsInline preload="auto" src={video.src} poster={posterSrc} aria-label={video.title}>
        {video.captions.map((track) => (
          <track key={track.language} kind="captions" src={track.src} srcLang={track.language} label={track.label} default={track.isDefault} />
        ))}
      </video>
    </Modal>
  );
}
