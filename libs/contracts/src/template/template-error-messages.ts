// What the template calls answer when they refuse, once: API_ERRORS reads these, and the
// template editor shows them as they come.
export const templateErrorMessages = {
  stockTemplateReadOnly:
    'stock templates cannot be changed or deleted. create a template of your own instead.',
  notTemplateMedia:
    'this file is not an image or a video we can show. please select a png, jpeg, webp or gif image, or an mp4 or webm video.',
  emptyFile: 'this file is empty. please select an image or a video.',
  imageTooLarge: 'an image can be at most 10 MB.',
  videoTooLarge: 'a video can be at most 200 MB.',
  mediaIsImage: 'this file is an image: set the media type to image.',
  mediaIsVideo: 'this file is a video: set the media type to video.',
  backgroundsNotInPlan:
    'custom backgrounds are not part of your plan. upgrade your plan to use your own image, video or YouTube link, or start from a stock template.',
  embeddedLinksNotInPlan:
    'embedded links are not part of your plan. upgrade your plan to add links to your room.',
  /** The tier's cap, for a plan that allows some links. */
  embeddedLinksOverLimit: (max: number) =>
    `your plan allows at most ${max} embedded links. remove some, or upgrade your plan for more.`,
  audienceNotInPlan:
    'your plan has no audience mode, so it cannot charge an audience fee. upgrade to the student or business plan to charge one.',
  feesNeedAccount:
    'connect and finish setting up your payments account before charging an entry fee.',
  meetingPasswordRequired: 'please enter a meeting password or turn it off',
} as const;
