// Product videos on the page: dataset media plays from the site itself, captions default to the page's language.
import { describe, expect, it } from 'vitest';
import { captionTracks, videoSrc } from '../../src/build/views';

describe('product video sources', () => {
  it('dataset media plays from the site, https elsewhere; anything else is dropped', () => {
    expect(videoSrc('media/trailmate/rover-hammock.webm')).toBe('/media/trailmate/rover-hammock.webm');
    expect(videoSrc('https://videos.example.com/a.webm')).toBe('https://videos.example.com/a.webm');
    expect(videoSrc('media/../secrets.webm')).toBeNull();
    expect(videoSrc('javascript:alert(1)')).toBeNull();
    expect(videoSrc('http://videos.example.com/a.webm')).toBeNull();
  });

  it("captions: one track per language, the page's language first and default, labelled in the page's language", () => {
    const tracks = captionTracks(
      [
        { language: 'en', src: 'media/trailmate/a.en.vtt' },
        { language: 'de', src: 'media/trailmate/a.de.vtt' },
        { language: 'fr', src: 'media/trailmate/a.fr.vtt' },
      ],
      'de',
    );
    expect(tracks.map((t) => [t.language, t.isDefault])).toEqual([['de', true], ['en', false], ['fr', false]]);
    expect(tracks[0]).toMatchObject({ label: 'Deutsch', src: '/media/trailmate/a.de.vtt' });
    expect(tracks[1]!.label).toBe('Englisch');
  });
});
