/** The server's bundle (server-build.mjs, ADR 046). */
export declare const SERVER_ENTRIES: Readonly<Record<"main" | "worker" | "crawl" | "operator", string>>;
export declare function serverFingerprint(): string;
/** The folder of the current build, built first if the sources changed. Throws when the build fails. */
export declare function ensureServerBuild(options?: { log?: (line: string) => void }): string;
export declare function importServerEntry(name: keyof typeof SERVER_ENTRIES): Promise<void>;
