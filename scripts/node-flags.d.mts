/** The V8 flags every long-running RankLens process starts with (node-flags.mjs, ADR 043). */
export declare const SERVER_NODE_FLAGS: readonly string[];
