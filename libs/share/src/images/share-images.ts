// The three decorative images of the share pages (SPEC §9). Loaded as files, never inlined: the
// share page is a landing page, and a data URL would weigh on its first chunk.
import rings from './share-art-rings.svg?no-inline';
import tiles from './share-art-tiles.svg?no-inline';
import wave from './share-art-wave.svg?no-inline';

export const shareImages: readonly string[] = [rings, tiles, wave];
