// A minimal WebM (Matroska/EBML) muxer for a single VP8 video track, plus a reader for tests.
// Frames come from lossy WebP files: the "VP8 " chunk of a simple-format WebP is a VP8 key frame,
// so no video encoder binary is needed. Every frame is a key frame (SimpleBlock flag 0x80).

/** EBML element ids used here (Matroska specification). */
export const IDS = {
  EBML: 0x1a45dfa3,
  EBMLVersion: 0x4286,
  EBMLReadVersion: 0x42f7,
  EBMLMaxIDLength: 0x42f2,
  EBMLMaxSizeLength: 0x42f3,
  DocType: 0x4282,
  DocTypeVersion: 0x4287,
  DocTypeReadVersion: 0x4285,
  Segment: 0x18538067,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackUID: 0x73c5,
  TrackType: 0x83,
  FlagLacing: 0x9c,
  CodecID: 0x86,
  DefaultDuration: 0x23e383,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
} as const;

/** Master elements (their payload is a list of child elements). */
const MASTERS = new Set<number>([IDS.EBML, IDS.Segment, IDS.Info, IDS.Tracks, IDS.TrackEntry, IDS.Video, IDS.Cluster]);

function idBytes(id: number): Buffer {
  const bytes: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return Buffer.from(bytes);
}

/** EBML variable-size integer for an element's data size (shortest form, 1–8 bytes). */
export function sizeVint(size: number): Buffer {
  for (let length = 1; length <= 8; length++) {
    const max = 2 ** (7 * length) - 2; // all-ones is reserved for "unknown size"
    if (size <= max) {
      const out = Buffer.alloc(length);
      let v = size;
      for (let i = length - 1; i >= 0; i--) {
        out[i] = v % 256;
        v = Math.floor(v / 256);
      }
      out[0] = (out[0] ?? 0) | (0x80 >> (length - 1));
      return out;
    }
  }
  throw new Error(`EBML size too large: ${size}`);
}

function element(id: number, data: Buffer): Buffer {
  return Buffer.concat([idBytes(id), sizeVint(data.length), data]);
}

function uint(id: number, value: number): Buffer {
  const bytes: number[] = [];
  for (let v = value; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return element(id, Buffer.from(bytes.length ? bytes : [0]));
}

function float(id: number, value: number): Buffer {
  const data = Buffer.alloc(8);
  data.writeDoubleBE(value);
  return element(id, data);
}

function text(id: number, value: string): Buffer {
  return element(id, Buffer.from(value, 'ascii'));
}

function master(id: number, children: Buffer[]): Buffer {
  return element(id, Buffer.concat(children));
}

/** The VP8 key frame inside a lossy simple-format WebP file (its "VP8 " chunk payload). */
export function vp8FromWebp(webp: Buffer): Buffer {
  if (webp.toString('ascii', 0, 4) !== 'RIFF' || webp.toString('ascii', 8, 12) !== 'WEBP') throw new Error('not a WebP file');
  let offset = 12;
  while (offset + 8 <= webp.length) {
    const fourcc = webp.toString('ascii', offset, offset + 4);
    const size = webp.readUInt32LE(offset + 4);
    if (fourcc === 'VP8 ') return webp.subarray(offset + 8, offset + 8 + size);
    offset += 8 + size + (size % 2);
  }
  throw new Error('WebP has no lossy VP8 chunk (lossless or alpha WebP cannot be muxed)');
}

/** Options of muxWebm. */
export interface WebmOptions {
  width: number;
  height: number;
  /** Frames per second. */
  fps: number;
  /** VP8 key frames, in order. */
  frames: Buffer[];
}

/** Timecodes are in milliseconds (TimecodeScale 1 000 000 ns). */
const TIMECODE_SCALE = 1_000_000;
/** A cluster's block timecodes are signed 16-bit offsets; a new cluster every 5 s keeps them small. */
const CLUSTER_MS = 5000;

/** A WebM file with one V_VP8 track playing `frames` at `fps`. */
export function muxWebm({ width, height, fps, frames }: WebmOptions): Buffer {
  if (!frames.length) throw new Error('a video needs at least one frame');
  const frameMs = (n: number) => Math.round((n * 1000) / fps);
  const header = master(IDS.EBML, [
    uint(IDS.EBMLVersion, 1),
    uint(IDS.EBMLReadVersion, 1),
    uint(IDS.EBMLMaxIDLength, 4),
    uint(IDS.EBMLMaxSizeLength, 8),
    text(IDS.DocType, 'webm'),
    uint(IDS.DocTypeVersion, 2),
    uint(IDS.DocTypeReadVersion, 2),
  ]);
  const info = master(IDS.Info, [
    uint(IDS.TimecodeScale, TIMECODE_SCALE),
    float(IDS.Duration, frameMs(frames.length)),
    text(IDS.MuxingApp, 'content-webm'),
    text(IDS.WritingApp, 'content-webm'),
  ]);
  const tracks = master(IDS.Tracks, [
    master(IDS.TrackEntry, [
      uint(IDS.TrackNumber, 1),
      uint(IDS.TrackUID, 1),
      uint(IDS.TrackType, 1),
      uint(IDS.FlagLacing, 0),
      text(IDS.CodecID, 'V_VP8'),
      uint(IDS.DefaultDuration, Math.round(1e9 / fps)),
      master(IDS.Video, [uint(IDS.PixelWidth, width), uint(IDS.PixelHeight, height)]),
    ]),
  ]);
  const clusters: Buffer[] = [];
  let blocks: Buffer[] = [];
  let clusterStart = 0;
  const flush = () => {
    if (blocks.length) clusters.push(master(IDS.Cluster, [uint(IDS.Timecode, clusterStart), ...blocks]));
    blocks = [];
  };
  frames.forEach((frame, n) => {
    const time = frameMs(n);
    if (time - clusterStart >= CLUSTER_MS) {
      flush();
      clusterStart = time;
    }
    const head = Buffer.alloc(4);
    head[0] = 0x81; // track number 1 as a vint
    head.writeInt16BE(time - clusterStart, 1);
    head[3] = 0x80; // key frame
    blocks.push(element(IDS.SimpleBlock, Buffer.concat([head, frame])));
  });
  flush();
  return Buffer.concat([header, master(IDS.Segment, [info, tracks, ...clusters])]);
}

/** One parsed EBML element. */
export interface EbmlElement {
  id: number;
  size: number;
  data: Buffer;
  children?: EbmlElement[];
}

function readVint(buffer: Buffer, offset: number, keepMarker: boolean): { value: number; length: number } {
  const first = buffer[offset];
  if (first === undefined || first === 0) throw new Error(`invalid EBML vint at ${offset}`);
  let length = 1;
  while (!(first & (0x80 >> (length - 1)))) length++;
  if (offset + length > buffer.length) throw new Error(`truncated EBML vint at ${offset}`);
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + buffer[offset + i]!;
  return { value, length };
}

/** Parses EBML elements (recursively for master elements); throws on sizes that overrun. */
export function parseEbml(buffer: Buffer): EbmlElement[] {
  const out: EbmlElement[] = [];
  let offset = 0;
  while (offset < buffer.length) {
    const id = readVint(buffer, offset, true);
    const size = readVint(buffer, offset + id.length, false);
    const start = offset + id.length + size.length;
    const end = start + size.value;
    if (end > buffer.length) throw new Error(`element 0x${id.value.toString(16)} overruns its parent`);
    const data = buffer.subarray(start, end);
    out.push({ id: id.value, size: size.value, data, ...(MASTERS.has(id.value) ? { children: parseEbml(data) } : {}) });
    offset = end;
  }
  return out;
}

/** Reads an unsigned integer element's value. */
export function readUint(data: Buffer): number {
  let value = 0;
  for (const byte of data) value = value * 256 + byte;
  return value;
}
