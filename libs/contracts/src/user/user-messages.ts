// What the account calls tell users, once (the api answers with these).
export const userMessages = {
  createPasswordFirst: 'please create a password before changing your email.',
  notYours: 'you can only delete your own account.',
  fileNotFound: 'file not found',
} as const;
