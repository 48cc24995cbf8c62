import { fileProblem, type MediaUpload } from './template-draft';

/** A stock file copied into a new template: the api takes media only as a file. */
export async function copyStockFile(url: string): Promise<MediaUpload | null> {
  try {
    const response = await fetch(url, { credentials: 'include' });
    if (!response.ok) return null;
    const blob = await response.blob();
    if (fileProblem(blob)) return null;
    const last = new URL(url, globalThis.location.href).pathname
      .split('/')
      .pop();
    const extension = blob.type.split('/')[1];
    // A data: URL's "path" is the data itself: name it by its type instead.
    const name =
      url.startsWith('data:') || !last ? `background.${extension}` : last;
    return { blob, name };
  } catch {
    return null;
  }
}
