/**
 * Where a worker thread loads each pool task from when the process runs from the server's bundle:
 * the task module's source URL → its bundled module's URL. The server build (scripts/server-build.mjs)
 * replaces this module with the map of its build; run from the sources (tsx, the test runner) it is
 * empty, and threads load the TypeScript itself.
 */
export const BUNDLED_TASK_MODULES: Readonly<Record<string, string>> = {};
