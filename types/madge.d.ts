// madge ships no types; this is the part of its API that scripts/check-import-cycles.ts uses.
declare module 'madge' {
  interface MadgeConfig {
    fileExtensions?: string[];
    tsConfig?: string;
    detectiveOptions?: Record<string, Record<string, unknown>>;
  }
  interface MadgeResult {
    /** Every file and the files it imports, relative to the common root of the given paths. */
    obj(): Record<string, string[]>;
  }
  export default function madge(paths: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
