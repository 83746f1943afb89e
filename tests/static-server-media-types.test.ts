// The static server types the files product videos, captions and downloads ship as, so browsers
// play WebM, load WebVTT tracks and treat the guide as a PDF.
import { describe, expect, it } from 'vitest';
import { contentType, isCompressible } from '../scripts/static-server/files';

describe('static server media types', () => {
  it('serves WebM as video/webm, WebVTT as text/vtt and PDFs as application/pdf', () => {
    expect(contentType('/media/trailmate/rover-hammock.webm')).toBe('video/webm');
    expect(contentType('/media/trailmate/rover-hammock.fr.vtt')).toBe('text/vtt; charset=utf-8');
    expect(contentType('/downloads/first-aid-guide-de.pdf')).toBe('application/pdf');
  });
  it('gzips captions but not already-compressed video or PDF bytes', () => {
    expect(isCompressible(contentType('a.vtt'))).toBe(true);
    expect(isCompressible(contentType('a.webm'))).toBe(false);
    expect(isCompressible(contentType('a.pdf'))).toBe(false);
  });
});
