import {
  youtubeVideoIdOf,
  type RoomEntry,
  type Template,
} from '@ruume/contracts';

/** What a room shows behind its people: the room entry's shape, for templates too. */
export type RoomBackground = NonNullable<RoomEntry['background']>;

export const templateBackground = (template: Template): RoomBackground => {
  const youtubeVideoId = template.youtubeLink
    ? youtubeVideoIdOf(template.youtubeLink)
    : null;
  return {
    mediaType: template.mediaType,
    fileUrl: youtubeVideoId ? null : template.fileUrl,
    youtubeVideoId,
  };
};

/** YouTube's own still of a video (hqdefault exists for every video). */
export const youtubeThumbnail = (videoId: string): string =>
  `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;
