import type { ArgsDef } from "citty";

/** Arguments of `ranklens analyze`, as citty declares and documents them. */
export const analyzeArgs = {
  page: { type: "positional", required: false, description: "URL of the page to analyse" },
  competitor: {
    type: "string",
    description: "A competitor's URL to compare with (repeat for several)",
    valueHint: "url",
  },
  json: { type: "boolean", description: "Print the report as JSON on stdout (nothing else)" },
  "allow-private-networks": {
    type: "boolean",
    description: "Allow loopback and private addresses (local development only)",
  },
  html: {
    type: "string",
    description: "Analyse a saved HTML file instead (no network); needs --url",
    valueHint: "file",
  },
  url: { type: "string", description: "With --html: the URL the page was served from", valueHint: "url" },
  server: {
    type: "string",
    description: "Run the analysis on a RankLens server through its API",
    valueHint: "url",
  },
  "api-key": {
    type: "string",
    description: "API key for --server (default: $RANKLENS_API_KEY)",
    valueHint: "key",
  },
  verbose: { type: "boolean", description: "Print the stack of an unexpected error" },
} as const satisfies ArgsDef;

/** The three ways to call `analyze`, for usage hints. */
export const ANALYZE_SYNOPSIS = [
  "ranklens analyze <url> [--competitor <url>]… [--json] [--allow-private-networks]",
  "ranklens analyze --html <file> --url <url> [--json]",
  "ranklens analyze <url> --server <url> --api-key <key> [--competitor <url>]… [--json]",
];
