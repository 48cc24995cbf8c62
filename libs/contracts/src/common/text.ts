/** Upper-cases the first character only ('you were removed' → 'You were removed'). */
export const capitalizeFirst = (text: string): string =>
  text.length === 0 ? text : text.charAt(0).toUpperCase() + text.slice(1);
