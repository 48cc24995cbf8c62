/** putStream read more than `maxBytes`; nothing was stored. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/** get asked for a range that starts at or after the end of the file (HTTP 416). */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`range not satisfiable: the file has ${size} bytes`);
    this.name = 'RangeNotSatisfiableError';
  }
}
