import {
  KEYWORD_MARKETS,
  RANK_DEPTH,
  type RankedKeyword,
  type RankMover,
  type RankReading,
  SEARCH_PROVIDER_NAMES,
} from "@ranklens/shared";
import { biggestMoves, type ProjectReportData } from "../../monitoring";
import { emptySection, formatCount, formatDay, formatDelta, NO_DATA } from "../document/format";
import type { ReportRange } from "../document/report-definition";
import type { ReportCell, ReportDocumentSection } from "../document/report-document";

/** Keywords charted: the best placed at the period's end. */
const CHARTED = 5;

/** "Not in the top 100" read as the position just past the last one read, as the project's screen does. */
const rankOf = (reading: RankReading) =>
  reading.state === "ranked" && reading.position !== null ? reading.position : RANK_DEPTH + 1;
const standing = (reading: RankReading | undefined): ReportCell =>
  reading === undefined ? null : reading.state === "ranked" ? reading.position : "not in top 100";

interface KeywordInPeriod {
  keyword: RankedKeyword;
  readings: RankReading[];
  first: RankReading | undefined;
  last: RankReading | undefined;
  failed: number;
}

/**
 * The project's tracked keywords over the period, from its stored readings only: the standing at
 * the period's first and last successful check, the best, the failed checks counted (never shown
 * as a position), the biggest moves over the period, and Search Console's clicks beside.
 */
export function rankingsSection(data: ProjectReportData, range: ReportRange): ReportDocumentSection {
  const section = emptySection("rankings");
  const start = `${range.from}T00:00:00.000Z`;
  const end = `${range.to}T23:59:59.999Z`;
  const keywords: KeywordInPeriod[] = data.rankings.keywords.map((keyword) => {
    const readings = keyword.history.filter((r) => r.checkedAt >= start && r.checkedAt <= end);
    const successful = readings.filter((r) => r.state !== "failed");
    return {
      keyword,
      readings,
      first: successful[0],
      last: successful.at(-1),
      failed: readings.length - successful.length,
    };
  });
  const read = keywords.filter((k) => k.readings.length > 0);
  if (read.length === 0) return { ...section, empty: NO_DATA };

  const all = read.flatMap((k) => k.readings);
  const providers = [...new Set(all.map((r) => SEARCH_PROVIDER_NAMES[r.provider] ?? r.provider))].join(", ");
  const times = all.map((r) => r.checkedAt).sort();
  const sc = data.rankings.searchConsoleThrough;
  section.source = `${providers}, ${formatCount(all.length)} checks from ${formatDay(times[0]!)} to ${formatDay(times.at(-1)!)}${
    sc ? `; clicks and impressions: Search Console, 28 days through ${formatDay(sc)}` : ""
  }`;

  const ended = read.filter((k) => k.last !== undefined);
  const within = (depth: number) =>
    ended.filter((k) => k.last!.state === "ranked" && k.last!.position! <= depth).length;
  section.figures.push(
    { label: "Keywords checked", value: formatCount(read.length), detail: null },
    { label: "In the top 3", value: formatCount(within(3)), detail: "at the last check of the period" },
    { label: "In the top 10", value: formatCount(within(10)), detail: null },
    {
      label: "Not in the top 100",
      value: formatCount(ended.filter((k) => k.last!.state === "not_ranked").length),
      detail: null,
    },
    {
      label: "Failed checks",
      value: formatCount(read.reduce((sum, k) => sum + k.failed, 0)),
      detail: "not counted as positions",
    },
  );

  const moved = ended
    .filter((k) => k.first !== undefined && k.first !== k.last && rankOf(k.first) !== rankOf(k.last!))
    .map(
      (k): RankMover => ({
        keywordId: k.keyword.id,
        keyword: k.keyword.keyword,
        device: k.keyword.device,
        from: k.first!.state === "ranked" ? k.first!.position : null,
        to: k.last!.state === "ranked" ? k.last!.position : null,
        delta: rankOf(k.first!) - rankOf(k.last!),
      }),
    );
  const { up, down } = biggestMoves(moved);
  if (up.length + down.length > 0)
    section.tables.push({
      id: "movers",
      title: "Biggest moves over the period",
      columns: [
        { label: "Keyword", kind: "text" },
        { label: "Device", kind: "text" },
        { label: "From", kind: "number" },
        { label: "To", kind: "number" },
        { label: "Change", kind: "text" },
      ],
      rows: [...up, ...down].map((m) => [
        m.keyword,
        m.device,
        m.from ?? "not in top 100",
        m.to ?? "not in top 100",
        formatDelta(m.delta),
      ]),
      printedRows: 10,
    });

  const best = [...ended].sort((a, b) => rankOf(a.last!) - rankOf(b.last!)).slice(0, CHARTED);
  if (best.some((k) => k.readings.filter((r) => r.state === "ranked").length >= 2))
    section.charts.push({
      title: "Positions of the best-placed keywords",
      series: best.map((k) => ({
        name: `${k.keyword.keyword} (${k.keyword.device})`,
        points: k.readings.map((r) => ({ at: r.checkedAt, value: r.state === "ranked" ? r.position : null })),
      })),
      max: Math.min(RANK_DEPTH, Math.max(10, ...best.flatMap((k) => k.readings.map((r) => r.position ?? 0)))),
      inverted: true,
    });

  section.tables.push({
    id: "keywords",
    title: "Tracked keywords",
    // Eight columns fit an A4 page: the market and device go with the keyword they qualify.
    columns: [
      { label: "Keyword (device, market)", kind: "text" },
      { label: "Position, start", kind: "number" },
      { label: "Position, end", kind: "number" },
      { label: "Best", kind: "number" },
      { label: "Failed checks", kind: "number" },
      { label: "Ranking page", kind: "url" },
      { label: "Clicks (Search Console)", kind: "number" },
      { label: "Impressions (Search Console)", kind: "number" },
    ],
    rows: read.map((k) => {
      const positions = k.readings.filter((r) => r.state === "ranked").map((r) => r.position!);
      return [
        `${k.keyword.keyword} (${k.keyword.device}, ${
          KEYWORD_MARKETS[k.keyword.locationCode as keyof typeof KEYWORD_MARKETS] ?? k.keyword.locationCode
        })`,
        standing(k.first),
        standing(k.last),
        positions.length > 0 ? Math.min(...positions) : null,
        k.failed,
        k.last?.url ?? null,
        k.keyword.searchConsole?.clicks ?? null,
        k.keyword.searchConsole?.impressions ?? null,
      ];
    }),
    printedRows: 30,
  });
  return section;
}
