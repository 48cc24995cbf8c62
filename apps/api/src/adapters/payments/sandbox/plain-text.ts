/**
 * Text a person typed that may be stored (jsonb refuses NUL and broken Unicode) and shown:
 * 1 to `maxLength` characters, no control characters, no lone surrogates.
 */
export const isPlainText = (value: string, maxLength: number): boolean =>
  value.length > 0 &&
  value.length <= maxLength &&
  !/[\p{Cc}\p{Cs}]/u.test(value);
