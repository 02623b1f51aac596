/**
 * The RIFF container of a still WebP (https://developers.google.com/speed/webp/docs/riff_container),
 * read and written again without its metadata, so a WebP that is already the right size can be stored
 * without being decoded and encoded again at full size (docs/decisions/0020-photos-in-postgresql.md).
 * Only the chunks that make the picture are kept; EXIF (a GPS position), XMP and any chunk we do not
 * know are left behind. Nothing here trusts a size the file states: every chunk must lie inside the
 * file, and the picture's own bitstream must give the dimensions the header declared.
 */

/** Chunks that draw the picture: the extended header, the alpha plane, a lossy or a lossless frame. */
const PICTURE_CHUNKS = new Set(['VP8X', 'ALPH', 'VP8 ', 'VP8L']);
/** Chunks that change how the picture looks or moves: such a file takes the full re-encode. */
const NOT_KEPT_AS_IS = new Set(['ICCP', 'ANIM', 'ANMF']);
/** VP8X flags: of the ones that may be set, only "has alpha" still holds once metadata is gone. */
const VP8X_ALPHA = 0x10;

export class WebpContainerError extends Error {
  constructor(reason: string) {
    super(`Not a WebP we can keep as it is: ${reason}`);
    this.name = 'WebpContainerError';
  }
}

interface Chunk {
  type: string;
  data: Buffer;
}

function chunksOf(bytes: Buffer): Chunk[] {
  if (
    bytes.length < 12 ||
    bytes.toString('latin1', 0, 4) !== 'RIFF' ||
    bytes.toString('latin1', 8, 12) !== 'WEBP'
  )
    throw new WebpContainerError('no RIFF/WEBP header');
  const riffEnd = 8 + bytes.readUInt32LE(4);
  if (riffEnd > bytes.length) throw new WebpContainerError('the RIFF size runs past the file');
  const chunks: Chunk[] = [];
  for (let at = 12; at < riffEnd; ) {
    if (at + 8 > riffEnd) throw new WebpContainerError('a chunk header runs past the file');
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size;
    if (end > riffEnd) throw new WebpContainerError('a chunk runs past the file');
    chunks.push({ type: bytes.toString('latin1', at, at + 4), data: bytes.subarray(at + 8, end) });
    at = end + (size % 2); // chunks are padded to an even length
  }
  return chunks;
}

/** The dimensions a frame's own bitstream gives (VP8: key frame header; VP8L: its first 32 bits). */
function frameSize(chunk: Chunk): { width: number; height: number } {
  const { data } = chunk;
  if (chunk.type === 'VP8 ') {
    // Frame tag (3 bytes, bit 0 clear on a key frame), start code 9d 01 2a, 14-bit width and height.
    if (data.length < 10 || (data[0]! & 1) !== 0 || data[3] !== 0x9d || data[4] !== 0x01 || data[5] !== 0x2a)
      throw new WebpContainerError('a VP8 frame without its key frame header');
    return { width: data.readUInt16LE(6) & 0x3fff, height: data.readUInt16LE(8) & 0x3fff };
  }
  // VP8L: signature 0x2f, then width − 1 and height − 1 in 14 bits each.
  if (data.length < 5 || data[0] !== 0x2f) throw new WebpContainerError('a VP8L frame without its signature');
  const bits = data.readUInt32LE(1);
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}

/**
 * The same still picture without its metadata, or WebpContainerError when the file is not a still
 * WebP of `expected` dimensions in a container we can rewrite (a lying size, a chunk past the end, a
 * colour profile, an animation, two frames). The result still has to be decoded by the caller:
 * this checks the container, not the compressed picture inside it.
 */
export function webpWithoutMetadata(bytes: Buffer, expected: { width: number; height: number }): Buffer {
  const chunks = chunksOf(bytes);
  const unusual = chunks.find((chunk) => NOT_KEPT_AS_IS.has(chunk.type));
  if (unusual) throw new WebpContainerError(`it has a ${unusual.type} chunk`);
  const kept = chunks.filter((chunk) => PICTURE_CHUNKS.has(chunk.type));
  const frames = kept.filter((chunk) => chunk.type === 'VP8 ' || chunk.type === 'VP8L');
  if (frames.length !== 1) throw new WebpContainerError(`${frames.length} frames`);
  const frame = frameSize(frames[0]!);
  const extended = kept.find((chunk) => chunk.type === 'VP8X');
  const declared = extended ? canvasSize(extended) : frame;
  for (const size of [frame, declared])
    if (size.width !== expected.width || size.height !== expected.height)
      throw new WebpContainerError('its header and its picture disagree on its size');
  // The extended header must come first; an alpha plane belongs only to a lossy frame after it.
  if (extended && kept[0] !== extended) throw new WebpContainerError('VP8X is not the first chunk');
  return riff(
    kept.map((chunk) => (chunk === extended ? { type: 'VP8X', data: withOnlyAlphaFlag(chunk.data) } : chunk)),
  );
}

function canvasSize(chunk: Chunk): { width: number; height: number } {
  if (chunk.data.length < 10) throw new WebpContainerError('a short VP8X chunk');
  return { width: chunk.data.readUIntLE(4, 3) + 1, height: chunk.data.readUIntLE(7, 3) + 1 };
}

function withOnlyAlphaFlag(data: Buffer): Buffer {
  const copy = Buffer.from(data.subarray(0, 10));
  copy[0] = copy[0]! & VP8X_ALPHA;
  return copy;
}

function riff(chunks: Chunk[]): Buffer {
  const parts: Buffer[] = [];
  for (const chunk of chunks) {
    const header = Buffer.alloc(8);
    header.write(chunk.type, 0, 'latin1');
    header.writeUInt32LE(chunk.data.length, 4);
    parts.push(header, chunk.data);
    if (chunk.data.length % 2 === 1) parts.push(Buffer.alloc(1));
  }
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, body]);
}
