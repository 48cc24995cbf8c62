// The header of a paged answer that names the next page's cursor. Its own module, free of zod,
// so the shell's base query reads it without bundling the schemas (the landing budget).
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
