/** A value that is safe inside an id attribute (tab values may contain spaces). */
export function toIdPart(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, '_');
}
