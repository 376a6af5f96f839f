import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One API call the fake DataForSEO received. */
export interface FakeDataForSeoRequest {
  method: string;
  path: string;
  /** The posted tasks (DataForSEO takes a JSON array of tasks). */
  tasks: Array<Record<string, unknown>>;
}

/** What a keyword is worth on the fake: search volume, competition index (0–100), difficulty (0–100). */
export interface FakeKeyword {
  searchVolume: number | null;
  competitionIndex: number | null;
  difficulty: number | null;
  /** DataForSEO Labs' search intent; absent: the keyword is left out of its answer. */
  intent?: { label: string; probability: number };
}

/** A keyword's Google results page on the fake, as DataForSEO's SERP API reads it. */
export interface FakeSerp {
  /** The organic results, in order: their `rank_group` is their place among organic results. */
  organic: Array<{ url: string; title?: string }>;
  /** Other item types on the page ("featured_snippet", "people_also_ask", "paid"…), placed before the organic ones. */
  features?: string[];
  /** The task fails with this status instead (40101 "Internal SE Server Error.", 40501…). */
  failure?: { code: number; message: string };
}

/**
 * A local stand-in for api.dataforseo.com speaking its protocol (docs.dataforseo.com/v3): HTTP
 * Basic authentication (401 when refused), the envelope with request and task `status_code`s and
 * `cost`, the live search-volume and keyword-difficulty endpoints and the account's user data.
 */
export interface FakeDataForSeo {
  /** e.g. http://127.0.0.1:PORT, for DATAFORSEO_API_BASE. */
  url: string;
  requests: FakeDataForSeoRequest[];
  /** The keywords the fake knows; others are left out of its answers, as DataForSEO leaves them. */
  keywords: Map<string, FakeKeyword>;
  /** Answers the next calls with this HTTP status (401, 402, 429, 500), or null for normal answers. */
  failWithHttp(status: number | null, headers?: Record<string, string>): void;
  /** Answers the next calls' tasks with this status code and message (40501 "Invalid Field…"). */
  failTasksWith(code: number | null, message?: string): void;
  /** The languages search intent covers (DataForSEO Labs' are fewer than Google Ads'); others get 40501. Default: en. */
  intentLanguages: Set<string>;
  /** The results pages of keywords (lower case); a keyword without one has an empty page. */
  serps: Map<string, FakeSerp>;
  /** Posted tasks of the standard queue become ready after this many `tasks_ready` polls (default 1). */
  readyAfterPolls(polls: number): void;
  /** Tasks posted to the standard queue and not yet collected. */
  pendingTasks(): number;
  /** Lists a task another tool posted with the same account (its own tag) in `tasks_ready`. */
  addForeignReadyTask(id: string, tag: string | null): void;
  close(): Promise<void>;
}

/** USD per task, as DataForSEO reports it in `cost`. */
export const FAKE_TASK_COST = {
  searchVolume: 0.075,
  difficulty: 0.01,
  intent: 0.0011,
  serpLive: 0.0155,
  serpQueued: 0.00465,
};

/** When the fake read every results page: DataForSEO's `datetime` format. */
export const FAKE_SERP_DATETIME = "2026-11-28 10:00:00 +00:00";

export async function startFakeDataForSeo(credentials: {
  login: string;
  password: string;
}): Promise<FakeDataForSeo> {
  const requests: FakeDataForSeoRequest[] = [];
  const keywords = new Map<string, FakeKeyword>();
  const expected = `Basic ${Buffer.from(`${credentials.login}:${credentials.password}`).toString("base64")}`;
  let httpFailure: { status: number; headers: Record<string, string> } | null = null;
  let taskFailure: { code: number; message: string } | null = null;
  let taskIds = 0;
  const serps = new Map<string, FakeSerp>();
  const intentLanguages = new Set(["en"]);
  let pollsToReady = 1;
  /** The standard queue: posted tasks by id, with how many polls they have waited. */
  const queued = new Map<string, { task: Record<string, unknown>; polls: number; refused: boolean }>();
  const foreign: Array<{ id: string; tag: string | null }> = [];

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = (req.url ?? "/").split("?")[0]!;
      const raw = Buffer.concat(chunks).toString("utf8");
      const tasks = raw === "" ? [] : (JSON.parse(raw) as Array<Record<string, unknown>>);
      requests.push({ method: req.method ?? "GET", path, tasks });
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) =>
        res.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
      if (req.headers.authorization !== expected) {
        send(401, envelope(40100, "You are not authorized to access this resource.", []));
        return;
      }
      if (httpFailure) {
        send(
          httpFailure.status,
          envelope(httpFailure.status * 100, "Fake DataForSEO failure.", []),
          httpFailure.headers,
        );
        return;
      }
      const answer = (cost: number, result: (task: Record<string, unknown>) => unknown[]) =>
        tasks.map((task) =>
          taskFailure
            ? taskOf(++taskIds, taskFailure.code, taskFailure.message, 0, null, path)
            : taskOf(++taskIds, 20000, "Ok.", cost, result(task), path),
        );
      if (req.method === "POST" && path === "/v3/keywords_data/google_ads/search_volume/live") {
        const answered = answer(FAKE_TASK_COST.searchVolume, (task) =>
          known(task).map(([keyword, data]) => ({
            keyword,
            location_code: task.location_code,
            language_code: task.language_code,
            search_partners: false,
            competition:
              data.competitionIndex === null
                ? null
                : data.competitionIndex < 34
                  ? "LOW"
                  : data.competitionIndex < 67
                    ? "MEDIUM"
                    : "HIGH",
            competition_index: data.competitionIndex,
            search_volume: data.searchVolume,
            cpc: null,
            monthly_searches: null,
          })),
        );
        send(200, envelope(20000, "Ok.", answered));
        return;
      }
      if (req.method === "POST" && path === "/v3/dataforseo_labs/google/bulk_keyword_difficulty/live") {
        const answered = answer(FAKE_TASK_COST.difficulty, (task) => {
          const items = known(task).map(([keyword, data]) => ({
            se_type: "google",
            keyword,
            keyword_difficulty: data.difficulty,
          }));
          return [
            {
              se_type: "google",
              location_code: task.location_code,
              language_code: task.language_code,
              total_count: items.length,
              items_count: items.length,
              items,
            },
          ];
        });
        send(200, envelope(20000, "Ok.", answered));
        return;
      }
      if (req.method === "POST" && path === "/v3/dataforseo_labs/google/search_intent/live") {
        const unsupported = tasks.find((task) => !intentLanguages.has(String(task.language_code)));
        if (unsupported && !taskFailure) {
          const refused = taskOf(
            ++taskIds,
            40501,
            "Invalid Field: 'language_code'.",
            0,
            null,
            path,
            unsupported,
          );
          send(200, envelope(20000, "Ok.", [refused]));
          return;
        }
        const answered = answer(FAKE_TASK_COST.intent, (task) => {
          const items = known(task)
            .filter(([, data]) => data.intent)
            .map(([keyword, data]) => ({
              keyword,
              keyword_intent: data.intent,
              secondary_keyword_intents: null,
            }));
          return [{ language_code: task.language_code, items_count: items.length, items }];
        });
        send(200, envelope(20000, "Ok.", answered));
        return;
      }
      if (req.method === "POST" && path === "/v3/serp/google/organic/live/advanced") {
        // Live endpoints take one task a call (DataForSEO: several only on the standard method).
        if (tasks.length !== 1) {
          send(200, envelope(40000, "You can set only one task at a time.", []));
          return;
        }
        send(200, envelope(20000, "Ok.", [serpTask(tasks[0]!, FAKE_TASK_COST.serpLive, path)]));
        return;
      }
      if (req.method === "POST" && path === "/v3/serp/google/organic/task_post") {
        if (tasks.length > 100) {
          send(200, envelope(40006, "You can set up to 100 tasks at a time.", []));
          return;
        }
        const answered = tasks.map((task) => {
          const refused = taskFailure !== null;
          const posted = refused
            ? taskOf(++taskIds, taskFailure!.code, taskFailure!.message, 0, null, path, task)
            : taskOf(++taskIds, 20100, "Task Created.", FAKE_TASK_COST.serpQueued, null, path, task);
          queued.set(posted.id, { task, polls: 0, refused });
          return posted;
        });
        send(200, envelope(20000, "Ok.", answered));
        return;
      }
      if (req.method === "GET" && path === "/v3/serp/google/organic/tasks_ready") {
        const ready: Array<{ id: string; tag: string | null }> = [...foreign];
        for (const [id, entry] of queued) {
          if (entry.refused) continue;
          entry.polls += 1;
          if (entry.polls >= pollsToReady) ready.push({ id, tag: (entry.task.tag as string) ?? null });
        }
        const result = ready.map(({ id, tag }) => ({
          id,
          se: "google",
          se_type: "organic",
          date_posted: "2026-11-28 09:55:00 +00:00",
          tag,
          endpoint_regular: `/v3/serp/google/organic/task_get/regular/${id}`,
          endpoint_advanced: `/v3/serp/google/organic/task_get/advanced/${id}`,
          endpoint_html: `/v3/serp/google/organic/task_get/html/${id}`,
        }));
        send(200, envelope(20000, "Ok.", [taskOf(++taskIds, 20000, "Ok.", 0, result, path)]));
        return;
      }
      const taskGet = /^\/v3\/serp\/google\/organic\/task_get\/advanced\/([^/]+)$/.exec(path);
      if (req.method === "GET" && taskGet) {
        const id = decodeURIComponent(taskGet[1]!);
        const entry = queued.get(id);
        if (!entry) {
          send(200, envelope(20000, "Ok.", [{ ...taskOf(0, 40400, "Not Found.", 0, null, path), id }]));
          return;
        }
        if (!entry.refused && entry.polls < pollsToReady) {
          send(200, envelope(20000, "Ok.", [{ ...taskOf(0, 40602, "Task In Queue.", 0, null, path), id }]));
          return;
        }
        queued.delete(id);
        if (entry.refused) {
          const failed = taskOf(
            0,
            taskFailure?.code ?? 40501,
            taskFailure?.message ?? "Invalid Field.",
            0,
            null,
            path,
          );
          send(200, envelope(20000, "Ok.", [{ ...failed, id }]));
          return;
        }
        // Collecting costs nothing: the queue bills at posting.
        send(200, envelope(20000, "Ok.", [{ ...serpTask(entry.task, 0, path), id }]));
        return;
      }
      if (req.method === "GET" && path === "/v3/appendix/user_data") {
        send(
          200,
          envelope(20000, "Ok.", [
            taskOf(
              ++taskIds,
              20000,
              "Ok.",
              0,
              [{ login: credentials.login, money: { balance: 42.5 } }],
              path,
            ),
          ]),
        );
        return;
      }
      send(404, envelope(40400, "Not Found.", []));
    });
  });

  // A results-page task, as live/advanced and task_get/advanced answer it.
  const serpTask = (task: Record<string, unknown>, cost: number, path: string) => {
    const keyword = String(task.keyword ?? "");
    const serp = serps.get(keyword.toLowerCase()) ?? { organic: [] };
    if (serp.failure) return taskOf(++taskIds, serp.failure.code, serp.failure.message, 0, null, path, task);
    const features = (serp.features ?? []).map((type, index) => ({
      type,
      rank_group: 1,
      rank_absolute: index + 1,
      title: `${type} block`,
      url: null,
    }));
    const organic = serp.organic.map((result, index) => ({
      type: "organic",
      rank_group: index + 1,
      rank_absolute: features.length + index + 1,
      position: "left",
      domain: new URL(result.url).hostname,
      title: result.title ?? `Result ${index + 1}`,
      url: result.url,
    }));
    const items = [...features, ...organic].slice(0, Number(task.depth ?? 10) + features.length);
    return taskOf(
      ++taskIds,
      20000,
      "Ok.",
      cost,
      [
        {
          keyword,
          type: "organic",
          se_domain: "google.com",
          location_code: task.location_code,
          language_code: task.language_code,
          check_url: `https://www.google.com/search?q=${encodeURIComponent(keyword)}`,
          datetime: FAKE_SERP_DATETIME,
          item_types: [...new Set(items.map((item) => item.type))],
          items_count: items.length,
          items,
        },
      ],
      path,
      task,
    );
  };

  // The keywords of a task the fake knows, as DataForSEO echoes them: lower case.
  const known = (task: Record<string, unknown>): Array<[string, FakeKeyword]> =>
    ((task.keywords as string[] | undefined) ?? []).flatMap((keyword) => {
      const data = keywords.get(keyword.toLowerCase());
      return data ? [[keyword.toLowerCase(), data] as [string, FakeKeyword]] : [];
    });

  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    keywords,
    failWithHttp(status, headers = {}) {
      httpFailure = status === null ? null : { status, headers };
    },
    failTasksWith(code, message = "Invalid Field.") {
      taskFailure = code === null ? null : { code, message };
    },
    intentLanguages,
    serps,
    readyAfterPolls(polls) {
      pollsToReady = polls;
    },
    pendingTasks: () => queued.size,
    addForeignReadyTask(id, tag) {
      foreign.push({ id, tag });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function envelope(code: number, message: string, tasks: unknown[]) {
  const cost = tasks.reduce((sum: number, task) => sum + ((task as { cost: number }).cost ?? 0), 0);
  return {
    version: "0.1.20261101",
    status_code: code,
    status_message: message,
    time: "0.0100 sec.",
    cost,
    tasks_count: tasks.length,
    tasks_error: tasks.filter((task) => (task as { status_code: number }).status_code !== 20000).length,
    tasks,
  };
}

function taskOf(
  id: number,
  code: number,
  message: string,
  cost: number,
  result: unknown[] | null,
  path: string,
  data: Record<string, unknown> = {},
) {
  return {
    id: `11281200-0000-0000-0000-${String(id).padStart(12, "0")}`,
    status_code: code,
    status_message: message,
    time: "0.0100 sec.",
    cost,
    result_count: result?.length ?? 0,
    path: path.split("/").filter((part) => part !== ""),
    data,
    result,
  };
}
