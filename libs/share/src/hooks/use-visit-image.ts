import { useState } from 'react';
import { shareImages } from '../images/share-images';

/** One of the decorative images, chosen at random when the page opens and kept while it is open. */
export function useVisitImage(): string {
  const [image] = useState(
    () => shareImages[Math.floor(Math.random() * shareImages.length)],
  );
  return image;
}
