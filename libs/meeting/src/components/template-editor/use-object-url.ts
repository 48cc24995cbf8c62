import { useEffect, useState } from 'react';

function objectUrlOf(file: File): string | null {
  try {
    return URL.createObjectURL(file);
  } catch {
    // jsdom's files are not the platform's own blobs (Node refuses them).
    return null;
  }
}

/**
 * A blob: URL for a file picked in the browser (the preview shows it before anything is sent),
 * revoked when the file changes or the editor closes. Null without a file, or where the
 * platform cannot make one (jsdom).
 */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = file ? objectUrlOf(file) : null;
    setUrl(created);
    if (!created) return undefined;
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
