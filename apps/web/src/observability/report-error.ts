// Where route errors go: nowhere until error reporting starts (error-reporting.ts, loaded after
// the first render). Its own module, so the first chunk carries no reporting set-up.
let capture: (error: unknown) => void = () => undefined;

export function setErrorCapture(next: (error: unknown) => void): void {
  capture = next;
}

/** For errors React Router catches itself (route error elements). */
export function reportError(error: unknown): void {
  capture(error);
}
