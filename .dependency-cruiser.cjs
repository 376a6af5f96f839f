/**
 * Import boundaries of DESIGN.md ("Layout"), checked on every `npm test`.
 * A violation names the rule below; fix the import, not the rule.
 */
module.exports = {
  forbidden: [
    {
      name: "engine-is-a-library",
      comment: "The engine imports nothing from the apps (no web server, database or React in it).",
      severity: "error",
      from: { path: "^packages/engine/" },
      to: { path: "^apps/" },
    },
    {
      name: "engine-does-not-know-the-api",
      comment: "The engine does not depend on the API contracts; they depend on it.",
      severity: "error",
      from: { path: "^packages/engine/" },
      to: { path: "^packages/(shared|cli)/" },
    },
    {
      name: "browser-safe-text-and-content",
      comment: "engine/content and engine/text run in a web worker: no Node built-ins.",
      severity: "error",
      from: { path: "^packages/engine/src/(content|text)/", pathNot: "\\.test\\.ts$" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "browser-safe-text-and-content-stay-pure",
      comment:
        "engine/content and engine/text may not reach the network layer or the page engine's gatherer.",
      severity: "error",
      from: { path: "^packages/engine/src/(content|text)/" },
      to: { path: "^packages/engine/src/page/gather/" },
    },
    {
      name: "only-gather-touches-the-network",
      comment:
        "Only page/gather/ may use network modules (DESIGN.md: the ONLY code that touches the network).",
      severity: "error",
      from: { path: "^packages/engine/src/", pathNot: "^packages/engine/src/page/gather/|\\.test\\.ts$" },
      to: { path: "(^|/)node_modules/(undici|playwright-core)/|^(node:)?(http|https|net|dns|tls|dgram)$" },
    },
    {
      name: "checks-are-reached-through-the-registry",
      comment:
        "Only checks/index.ts imports a check; what several checks or the report need lives in page/computed/ (or page/rules/), never in a check file.",
      severity: "error",
      from: { path: "^packages/engine/", pathNot: "^packages/engine/src/page/checks/" },
      to: { path: "^packages/engine/src/page/checks/[^/]+/" },
    },
    {
      name: "checks-do-not-import-each-other",
      comment: "A check file imports no other check; shared logic belongs in page/computed/ or page/rules/.",
      severity: "error",
      from: { path: "^packages/engine/src/page/checks/[^/]+/", pathNot: "\\.test\\.ts$" },
      to: { path: "^packages/engine/src/page/checks/" },
    },
    {
      name: "web-never-imports-server",
      comment: "The web app talks to the server over HTTP only.",
      severity: "error",
      from: { path: "^apps/web/" },
      to: { path: "^apps/server/" },
    },
    {
      name: "web-never-imports-the-gatherer",
      comment: "The browser never fetches third-party pages; only the server does.",
      severity: "error",
      from: { path: "^apps/web/" },
      to: { path: "^packages/engine/src/page/gather/" },
    },
    {
      name: "shared-is-a-leaf",
      comment: "API contracts depend on nothing of ours.",
      severity: "error",
      from: { path: "^packages/shared/" },
      to: {
        path: "^(apps|packages/(engine|cli|charts))/",
        // The change types and the rendering signals are defined once, beside the code that finds
        // them; those files import nothing.
        pathNot: "^packages/engine/src/(monitor/change-types|page/render-signals)\\.ts$",
      },
    },
    {
      name: "charts-are-a-leaf",
      comment:
        "Charts draw what they are given; they render alike in the browser and on the server (ADR 016).",
      severity: "error",
      from: { path: "^packages/charts/" },
      to: { path: "^(apps|packages/(engine|cli|shared))/" },
    },
    {
      name: "patterns-are-a-leaf",
      comment:
        "A user's pattern is validated and matched alike by the engine, the server and the browser (ADR 019): the module imports nothing of ours.",
      severity: "error",
      from: { path: "^packages/patterns/" },
      to: { path: "^(apps|packages/(engine|cli|shared|charts))/" },
    },
    {
      name: "patterns-are-browser-safe",
      comment: "The browser's pre-check runs the same module: no Node built-ins.",
      severity: "error",
      from: { path: "^packages/patterns/src/", pathNot: "\\.test\\.ts$" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "cli-is-thin",
      comment: "The CLI uses the engine and the HTTP API, never the server's code.",
      severity: "error",
      from: { path: "^packages/cli/" },
      to: { path: "^apps/" },
    },
    {
      name: "no-circular",
      comment:
        "Runtime import cycles make load order fragile. Cycles made only of type imports are erased at compile time and allowed.",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    ...["site-audit", "monitoring", "search-data", "reports"].map((domain) => ({
      name: `${domain}-entry-only`,
      comment: `Other server modules use ${domain}/ through its public entry, ${domain}/index.ts (ADR 022); its folders are its own. Tests may reach inside.`,
      severity: "error",
      from: { path: "^apps/server/src/", pathNot: [`^apps/server/src/${domain}/`, "\\.test\\.tsx?$"] },
      to: { path: `^apps/server/src/${domain}/`, pathNot: `^apps/server/src/${domain}/index\\.ts$` },
    })),
    {
      name: "queue-layer-knows-no-kind",
      comment:
        "apps/server/src/jobs/ is the job queue (port, implementations, definitions): it runs the kinds it is given and imports no domain (ADR 022).",
      severity: "error",
      from: { path: "^apps/server/src/jobs/", pathNot: "\\.test\\.ts$" },
      to: {
        path: "^apps/server/src/",
        pathNot: ["^apps/server/src/(jobs|db|lib)/", "^apps/server/src/env\\.ts$"],
      },
    },
    {
      name: "no-circular-in-server",
      comment:
        "In apps/server even type-only cycles count (issue 26): a type import that runs back up still ties two modules into one, and the domain layout (ADR 022) keeps every arrow one way.",
      severity: "error",
      from: { path: "^apps/server/src/" },
      to: { path: "^apps/server/src/", circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
  },
};
