// The WebM muxer writes a Matroska file a parser can read back: EBML header, one VP8 track with
// its pixel size, and one key-frame SimpleBlock per frame whose timecodes add up to the duration.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IDS, type EbmlElement, muxWebm, parseEbml, readUint, sizeVint, vp8FromWebp } from '../../scripts/content/media/webm';
import { VIDEO_FPS, VIDEO_HEIGHT, VIDEO_SECONDS, VIDEO_WIDTH, captionsVtt, renderVideo } from '../../scripts/content/media/videos';
import { brandInfo } from '../../scripts/content/lib/brands';

function child(parent: EbmlElement | EbmlElement[], id: number): EbmlElement {
  const list = Array.isArray(parent) ? parent : parent.children ?? [];
  const found = list.find((e) => e.id === id);
  if (!found) throw new Error(`missing element 0x${id.toString(16)}`);
  return found;
}

function all(parent: EbmlElement, id: number): EbmlElement[] {
  return (parent.children ?? []).filter((e) => e.id === id);
}

async function frame(color: string): Promise<Buffer> {
  const webp = await sharp({ create: { width: 64, height: 36, channels: 3, background: color } }).webp({ quality: 50 }).toBuffer();
  return vp8FromWebp(webp);
}

describe('webm muxer', () => {
  it('encodes EBML sizes as the shortest vint', () => {
    expect([...sizeVint(0)]).toEqual([0x80]);
    expect([...sizeVint(126)]).toEqual([0xfe]);
    expect([...sizeVint(127)]).toEqual([0x40, 0x7f]);
    expect([...sizeVint(300)]).toEqual([0x41, 0x2c]);
  });

  it('takes the VP8 key frame out of a lossy WebP and rejects other files', async () => {
    const vp8 = await frame('#336699');
    // A VP8 key frame starts with a frame tag whose bit 0 is 0 and carries the start code 9d 01 2a.
    expect(vp8[0]! & 1).toBe(0);
    expect([...vp8.subarray(3, 6)]).toEqual([0x9d, 0x01, 0x2a]);
    expect(() => vp8FromWebp(Buffer.from('not a webp file at all'))).toThrow('not a WebP file');
  });

  it('writes a WebM whose frame count, timecodes, duration and track a parser reads back', async () => {
    const frames = await Promise.all(['#ff0000', '#00ff00', '#0000ff', '#ffff00', '#00ffff', '#ff00ff'].map(frame));
    const webm = muxWebm({ width: 64, height: 36, fps: 2, frames });
    const [header, segment, ...rest] = parseEbml(webm);
    expect(rest).toHaveLength(0);
    expect(header!.id).toBe(IDS.EBML);
    expect(child(header!, IDS.DocType).data.toString('ascii')).toBe('webm');
    expect(segment!.id).toBe(IDS.Segment);
    const info = child(segment!, IDS.Info);
    expect(readUint(child(info, IDS.TimecodeScale).data)).toBe(1_000_000);
    expect(child(info, IDS.Duration).data.readDoubleBE(0)).toBe(3000);
    const track = child(child(segment!, IDS.Tracks), IDS.TrackEntry);
    expect(child(track, IDS.CodecID).data.toString('ascii')).toBe('V_VP8');
    expect(readUint(child(track, IDS.TrackType).data)).toBe(1);
    const video = child(track, IDS.Video);
    expect(readUint(child(video, IDS.PixelWidth).data)).toBe(64);
    expect(readUint(child(video, IDS.PixelHeight).data)).toBe(36);
    const clusters = all(segment!, IDS.Cluster);
    const blocks = clusters.flatMap((cluster) => {
      const base = readUint(child(cluster, IDS.Timecode).data);
      return all(cluster, IDS.SimpleBlock).map((block) => ({ time: base + block.data.readInt16BE(1), block }));
    });
    expect(blocks).toHaveLength(6);
    expect(blocks.map((b) => b.time)).toEqual([0, 500, 1000, 1500, 2000, 2500]);
    for (const [n, { block }] of blocks.entries()) {
      expect(block.data[0]).toBe(0x81);
      expect(block.data[3]! & 0x80).toBe(0x80);
      expect(block.data.subarray(4).equals(frames[n]!)).toBe(true);
    }
  });

  it('splits long videos into clusters so block timecodes stay 16-bit', async () => {
    const one = await frame('#808080');
    const webm = muxWebm({ width: 64, height: 36, fps: 1, frames: Array.from({ length: 12 }, () => one) });
    const segment = parseEbml(webm)[1]!;
    const clusters = all(segment, IDS.Cluster);
    expect(clusters.length).toBeGreaterThan(1);
    expect(clusters.reduce((sum, c) => sum + all(c, IDS.SimpleBlock).length, 0)).toBe(12);
  });

  it('renders a product video of the dataset length and size', async () => {
    const poster = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#446688' } }).png().toBuffer();
    const webm = await renderVideo(poster, brandInfo('trailmate'));
    const segment = parseEbml(webm)[1]!;
    const video = child(child(child(segment, IDS.Tracks), IDS.TrackEntry), IDS.Video);
    expect(readUint(child(video, IDS.PixelWidth).data)).toBe(VIDEO_WIDTH);
    expect(readUint(child(video, IDS.PixelHeight).data)).toBe(VIDEO_HEIGHT);
    expect(child(child(segment, IDS.Info), IDS.Duration).data.readDoubleBE(0)).toBe(VIDEO_SECONDS * 1000);
    expect(all(segment, IDS.Cluster).flatMap((c) => all(c, IDS.SimpleBlock))).toHaveLength(VIDEO_SECONDS * VIDEO_FPS);
  });

  it('writes WebVTT captions that cover the whole video and escape markup', () => {
    const vtt = captionsVtt('See <b>it</b> --> now', 'Rover', 'Trailmate', 3);
    expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
    expect(vtt).toContain('00:00:00.000 --> 00:00:01.500');
    expect(vtt).toContain('00:00:01.500 --> 00:00:03.000');
    expect(vtt).toContain('See &lt;b&gt;it&lt;/b&gt; → now');
  });
});
