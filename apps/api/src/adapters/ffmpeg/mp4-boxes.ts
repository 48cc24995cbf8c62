import { open } from 'node:fs/promises';

export interface Mp4Box {
  type: string;
  offset: number;
  size: number;
}

/**
 * The top-level boxes of an ISO base media file (MP4, MOV), read header by header without
 * reading their contents. Stops at the first malformed header or after `maxBoxes`.
 */
export async function topLevelBoxes(
  path: string,
  maxBoxes = 1000,
): Promise<Mp4Box[]> {
  const file = await open(path, 'r');
  try {
    const { size: fileSize } = await file.stat();
    const header = Buffer.alloc(16);
    const boxes: Mp4Box[] = [];
    let offset = 0;
    while (offset + 8 <= fileSize && boxes.length < maxBoxes) {
      const { bytesRead } = await file.read(header, 0, 16, offset);
      if (bytesRead < 8) break;
      let size = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      if (size === 1) {
        if (bytesRead < 16) break;
        size = Number(header.readBigUInt64BE(8));
      } else if (size === 0) {
        size = fileSize - offset; // the last box runs to the end of the file
      }
      if (size < 8 || offset + size > fileSize) break;
      boxes.push({ type, offset, size });
      offset += size;
    }
    return boxes;
  } finally {
    await file.close();
  }
}

/** True when the movie header (moov) comes before the media data, so playback starts early. */
export async function isFastStart(path: string): Promise<boolean> {
  const types = (await topLevelBoxes(path)).map((box) => box.type);
  const moov = types.indexOf('moov');
  const mdat = types.indexOf('mdat');
  return moov !== -1 && (mdat === -1 || moov < mdat);
}
