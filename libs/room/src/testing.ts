// Fixtures, MSW handlers and story helpers of @ruume/room, for its own tests and stories
// and for the shell's.
export {};
