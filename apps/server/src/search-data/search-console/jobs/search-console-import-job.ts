import type { Kysely } from "kysely";
import type { AppDeps } from "../../../app-env";
import type { Database } from "../../../db/schema";
import { defineJob } from "../../../jobs/job-definition";
import type { JobQueue } from "../../../jobs/job-queue";
import type { Logger } from "../../../lib/logger";
import type { SecretBox } from "../../../lib/secret-box";
import { ProviderError } from "../../provider-error";
import { type GoogleSetup, googleSetup } from "../google-endpoints";
import { importSearchConsole } from "../import/import-property";
import { unscheduleSearchConsoleImport } from "../import/import-schedule";
import { projectLink } from "../project-link";
import { type Backoff, DEFAULT_BACKOFF, SearchConsoleApi } from "../search-console-api";
import { searchConsoleImportJobKind } from "./search-console-import-kind";

export interface SearchConsoleImportDeps {
  db: Kysely<Database>;
  secrets: SecretBox | null;
  google: GoogleSetup;
  jobs: JobQueue;
  logger: Logger;
  now: () => Date;
  backoff: Backoff;
}

/** An import reads a day a request or a few; ten minutes without one means the worker is gone. */
const LEASE_MS = 10 * 60_000;

/**
 * Imports a linked project's Search Console rows (daily, and on "Import now"). A grant Google no
 * longer honours, or a property the account may not read, is recorded on the link and ends the
 * job: another attempt would meet the same answer. An outage or a quota used up is thrown, and the
 * queue tries again later.
 */
export const searchConsoleImportJob = defineJob({
  ...searchConsoleImportJobKind,
  deps: (app: AppDeps): SearchConsoleImportDeps => ({
    db: app.db,
    secrets: app.secrets,
    google: googleSetup(app.env),
    jobs: app.jobs,
    logger: app.logger,
    now: app.now,
    backoff: DEFAULT_BACKOFF,
  }),
  options: { concurrency: 1, leaseMs: LEASE_MS },
  async handler(deps, { payload, signal, reportProgress }) {
    const link = await projectLink(deps.db, payload.projectId);
    if (!link) {
      // The project or its link was deleted since: its schedule goes too.
      await unscheduleSearchConsoleImport(deps.jobs, payload.projectId);
      return;
    }
    const api = new SearchConsoleApi(
      {
        db: deps.db,
        secrets: deps.secrets,
        google: deps.google,
        workspaceId: link.workspace_id,
        now: deps.now,
      },
      deps.backoff,
    );
    try {
      const result = await importSearchConsole(
        deps.db,
        api,
        {
          projectId: link.project_id,
          workspaceId: link.workspace_id,
          property: link.property,
          importedThrough: link.imported_through,
        },
        deps.now(),
        { signal, onDay: (day, rows) => reportProgress({ day, rows }) },
      );
      deps.logger.info("search console import", {
        projectId: link.project_id,
        days: result.days,
        rows: result.rows,
        through: result.through,
      });
    } catch (error) {
      if (
        error instanceof ProviderError &&
        (error.failure === "PROVIDER_AUTH" || error.failure === "PROVIDER_REJECTED")
      ) {
        deps.logger.warn("search console import refused", {
          projectId: link.project_id,
          reason: error.message,
        });
        return;
      }
      throw error;
    }
  },
});
