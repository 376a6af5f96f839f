/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** PUBLIC_REPOSITORY_URL at build time (validated by `repositoryUrlAtBuild`); "" when unset. */
  readonly PUBLIC_REPOSITORY_URL?: string;
}
