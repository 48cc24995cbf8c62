// A template's background media: which files the api takes (checked by their bytes), how
// large, and the YouTube link forms it turns into a video id. Zod-free: the editor reads these
// for its file picker and link field without the schema library.

/** Images a template may show, by MIME type, with the extension they are stored under. */
export const TEMPLATE_IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
/** Videos a template may play: the containers every current browser plays. */
export const TEMPLATE_VIDEO_TYPES = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
} as const;
/** The file input's `accept`. */
export const TEMPLATE_MEDIA_ACCEPT = [
  ...Object.keys(TEMPLATE_IMAGE_TYPES),
  ...Object.keys(TEMPLATE_VIDEO_TYPES),
].join(',');

/** Decimal megabytes, as file dialogs show them. */
export const TEMPLATE_IMAGE_MAX_BYTES = 10 * 1000 * 1000;
export const TEMPLATE_VIDEO_MAX_BYTES = 200 * 1000 * 1000;

/** YouTube's video ids: 11 characters of the URL-safe base64 alphabet. */
export const YOUTUBE_VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

const WATCH_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com'];
const EMBED_HOSTS = [
  ...WATCH_HOSTS,
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
];

/**
 * The video id of a YouTube video link, or null for anything else (channels, playlists,
 * searches, other hosts, malformed ids). Forms: youtube.com/watch?v=ID, youtu.be/ID,
 * youtube.com/shorts/ID and youtube.com/embed/ID (also youtube-nocookie.com), over http(s),
 * on www., m. or the bare host; extra parameters (t=, si=, list=) are ignored.
 */
export function youtubeVideoIdOf(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be' && segments.length === 1) {
    id = segments[0];
  } else if (
    WATCH_HOSTS.includes(host) &&
    segments.length === 1 &&
    segments[0] === 'watch'
  ) {
    id = url.searchParams.get('v');
  } else if (
    WATCH_HOSTS.includes(host) &&
    segments.length === 2 &&
    segments[0] === 'shorts'
  ) {
    id = segments[1];
  } else if (
    EMBED_HOSTS.includes(host) &&
    segments.length === 2 &&
    segments[0] === 'embed'
  ) {
    id = segments[1];
  }
  return id && YOUTUBE_VIDEO_ID_PATTERN.test(id) ? id : null;
}

/** The canonical link the api answers for a stored video id. */
export const youtubeWatchLink = (videoId: string): string =>
  `https://www.youtube.com/watch?v=${videoId}`;

export const YOUTUBE_LINK_MESSAGE =
  'please enter a link to a YouTube video (youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/… or youtube.com/embed/…)';
