/**
 * Where the project's source code is (PUBLIC_REPOSITORY_URL, baked in by
 * vite.config.ts at build time), or null: then nothing links to a repository.
 */
export const REPOSITORY_URL: string | null = import.meta.env.PUBLIC_REPOSITORY_URL || null;
