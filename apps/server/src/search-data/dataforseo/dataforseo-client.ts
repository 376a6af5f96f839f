import { ProviderError } from "../provider-error";
import { providerFetch } from "../provider-fetch";

/** DataForSEO's API; DATAFORSEO_API_BASE points elsewhere, for tests against a local fake only. */
export const DATAFORSEO_API = "https://api.dataforseo.com";

const PROVIDER = "DataForSEO";
/** DataForSEO answers a live request in a few seconds; past this it is not answering. */
const TIMEOUT_MS = 60_000;
/** The status codes of a request or task that succeeded: "Ok." and "Task Created.". */
const OK_CODES = new Set([20000, 20100]);

export interface DataForSeoCredentials {
  /** The API login (an e-mail address) and password of app.dataforseo.com/api-access. */
  login: string;
  password: string;
}

/** One task of a response: its own status, cost and results. */
export interface DataForSeoTask<Result> {
  id: string;
  status_code: number;
  status_message: string;
  cost: number;
  result: Result[] | null;
}

/**
 * One task's outcome, for requests whose tasks stand alone (one results page per keyword): a task
 * DataForSEO failed is that task's failure, and the others keep their results.
 */
export type DataForSeoTaskOutcome<Result> =
  | { ok: true; id: string; result: Result[]; cost: number }
  | { ok: false; id: string; error: ProviderError; cost: number };

/** A request's outcome: the tasks' results in the order posted, and what the request cost. */
export interface DataForSeoAnswer<Result> {
  results: Result[][];
  /** USD, as DataForSEO reports it. */
  cost: number;
}

/**
 * A DataForSEO API client: POSTs an array of tasks with HTTP Basic authentication and reads
 * DataForSEO's envelope (docs.dataforseo.com/v3/appendix/errors): HTTP 401 and 402 are refused
 * credentials and an unpaid account; otherwise HTTP 200 with a request `status_code` (20000 "Ok.")
 * and one per task. Any failure is a {@link ProviderError}, never an empty result.
 */
export class DataForSeoClient {
  readonly #authorization: string;

  constructor(
    credentials: DataForSeoCredentials,
    private readonly base: string = DATAFORSEO_API,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    const token = Buffer.from(`${credentials.login}:${credentials.password}`, "utf8").toString("base64");
    this.#authorization = `Basic ${token}`;
  }

  /** Posts tasks that stand or fall together: any failed task fails the call. */
  async post<Result>(path: string, tasks: readonly object[]): Promise<DataForSeoAnswer<Result>> {
    return allOrNothing(await this.#postTasks<Result>(path, tasks));
  }

  /** A GET without tasks (the account's data, which "Test connection" reads). */
  async get<Result>(path: string): Promise<DataForSeoAnswer<Result>> {
    return allOrNothing(await this.#getTasks<Result>(path));
  }

  /**
   * Posts tasks that stand alone: one outcome per task, in order. Only a failure of the whole
   * request (refused credentials, an unpaid account, a rate limit, an outage) throws.
   */
  async postEach<Result>(path: string, tasks: readonly object[]): Promise<DataForSeoTaskOutcome<Result>[]> {
    return (await this.#postTasks<Result>(path, tasks)).map(outcomeOf);
  }

  /** A GET whose tasks stand alone (`tasks_ready`, `task_get`): one outcome per task answered. */
  async getEach<Result>(path: string): Promise<DataForSeoTaskOutcome<Result>[]> {
    return (await this.#getTasks<Result>(path)).map(outcomeOf);
  }

  async #postTasks<Result>(path: string, tasks: readonly object[]) {
    const body = await this.#send(path, { method: "POST", body: JSON.stringify(tasks) });
    return readEnvelope<Result>(body, tasks.length);
  }

  async #getTasks<Result>(path: string) {
    return readEnvelope<Result>(await this.#send(path, { method: "GET" }), null);
  }

  async #send(path: string, init: { method: string; body?: string }): Promise<unknown> {
    const response = await providerFetch(
      { id: PROVIDER, name: PROVIDER },
      this.fetchImpl,
      new URL(path, this.base),
      {
        ...init,
        headers: { authorization: this.#authorization, "content-type": "application/json" },
        timeoutMs: TIMEOUT_MS,
      },
    );
    if (response.status === 401)
      throw new ProviderError(
        "PROVIDER_AUTH",
        PROVIDER,
        `${PROVIDER} refused the login and password. Check them at app.dataforseo.com/api-access.`,
      );
    if (response.status === 402)
      throw new ProviderError(
        "PROVIDER_PAYMENT",
        PROVIDER,
        `${PROVIDER} could not bill the account: check its balance.`,
      );
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get("retry-after"));
      throw new ProviderError(
        "PROVIDER_RATE_LIMITED",
        PROVIDER,
        `${PROVIDER} asks for fewer requests a minute. Try again shortly.`,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 60,
      );
    }
    if (!response.ok)
      throw new ProviderError(
        "PROVIDER_UNAVAILABLE",
        PROVIDER,
        `${PROVIDER} answered HTTP ${response.status}. Try again later.`,
      );
    try {
      return await response.json();
    } catch {
      throw new ProviderError(
        "PROVIDER_UNAVAILABLE",
        PROVIDER,
        `${PROVIDER} answered something that is not JSON.`,
      );
    }
  }
}

/**
 * A response's tasks, once the request succeeded; `posted` tasks must each have their answer (a
 * GET posts none and takes what comes). Each task keeps its own status.
 */
function readEnvelope<Result>(body: unknown, posted: number | null): DataForSeoTask<Result>[] {
  const envelope = body as { status_code?: number; status_message?: string; cost?: number; tasks?: unknown };
  if (!OK_CODES.has(envelope.status_code ?? 0))
    throw requestFailure(envelope.status_code, envelope.status_message);
  const answered = Array.isArray(envelope.tasks) ? (envelope.tasks as DataForSeoTask<Result>[]) : [];
  if (posted !== null && answered.length !== posted)
    throw new ProviderError(
      "PROVIDER_UNAVAILABLE",
      PROVIDER,
      `${PROVIDER} answered ${answered.length} of ${posted} tasks.`,
    );
  return answered;
}

/** The tasks' results and what they cost, once every task succeeded. */
function allOrNothing<Result>(tasks: DataForSeoTask<Result>[]): DataForSeoAnswer<Result> {
  const failed = tasks.find((task) => !OK_CODES.has(task.status_code));
  if (failed) throw taskFailure(failed);
  return {
    results: tasks.map((task) => task.result ?? []),
    cost: tasks.reduce((sum, task) => sum + (task.cost ?? 0), 0),
  };
}

function outcomeOf<Result>(task: DataForSeoTask<Result>): DataForSeoTaskOutcome<Result> {
  const cost = task.cost ?? 0;
  return OK_CODES.has(task.status_code)
    ? { ok: true, id: task.id, result: task.result ?? [], cost }
    : { ok: false, id: task.id, error: taskFailure(task), cost };
}

/**
 * A request or task status other than success. DataForSEO documents its HTTP codes (401, 402, 404,
 * 500, handled in `#send`) and lists its internal codes at /v3/appendix/errors; their messages say
 * what was wrong, so they are shown as DataForSEO wrote them: 50000 and up is DataForSEO's own
 * failure (worth a retry), the rest a request it refused.
 */
function requestFailure(code: number | undefined, message: string | undefined): ProviderError {
  const said = `${PROVIDER}: ${message ?? "no status"} (${code ?? "?"})`;
  if (code === undefined || code >= 50000) return new ProviderError("PROVIDER_UNAVAILABLE", PROVIDER, said);
  return new ProviderError("PROVIDER_REJECTED", PROVIDER, said);
}

function taskFailure(task: DataForSeoTask<unknown>): ProviderError {
  const failure = requestFailure(task.status_code, task.status_message);
  // The search engine's own error in a task (40101 "Internal SE Server Error.", DataForSEO's help
  // center) is worth a retry.
  return task.status_code === 40101
    ? new ProviderError("PROVIDER_UNAVAILABLE", PROVIDER, failure.message)
    : failure;
}
