export declare const DEFAULT_CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare const FAKE_MEDIA_ARGS: readonly string[];
export declare function chromiumPath(): string;
export declare function chromiumProblem(): string | null;
export declare function chromiumLaunchOptions(): {
  executablePath: string;
  args: string[];
};
