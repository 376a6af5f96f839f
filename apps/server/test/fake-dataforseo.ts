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
  close(): Promise<void>;
}

/** USD per task, as DataForSEO reports it in `cost`. */
export const FAKE_TASK_COST = { searchVolume: 0.075, difficulty: 0.01 };

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
) {
  return {
    id: `11281200-0000-0000-0000-${String(id).padStart(12, "0")}`,
    status_code: code,
    status_message: message,
    time: "0.0100 sec.",
    cost,
    result_count: result?.length ?? 0,
    path: path.split("/").filter((part) => part !== ""),
    data: {},
    result,
  };
}
