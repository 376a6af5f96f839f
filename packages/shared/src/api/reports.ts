import { z } from "zod";

/**
 * Reports (issue 31): one definition — what it covers (a site, a project, a period) and which
 * sections in which order — gives a PDF, a self-contained HTML file, the CSVs of its tables, a
 * scheduled e-mail and read-only share links. Custom reports are Pro's; Basic's members get the
 * weekly summary e-mail instead.
 */

export const REPORT_SECTIONS = [
  "site_health",
  "top_issues",
  "crawl_comparison",
  "tracked_pages",
  "competitors",
  "rankings",
  "content_scores",
  "note",
] as const;
export type ReportSectionKind = (typeof REPORT_SECTIONS)[number];

/** The heading each section prints under, in every output. */
export const REPORT_SECTION_TITLES: Record<ReportSectionKind, string> = {
  site_health: "Site health",
  top_issues: "Top issues",
  crawl_comparison: "Crawl comparison",
  tracked_pages: "Tracked pages and their changes",
  competitors: "Competitor comparison",
  rankings: "Rankings and movers",
  content_scores: "Content library scores",
  note: "Note",
};

/** What each section reads: a site's crawls, a project's monitoring, or the workspace's content. */
export const REPORT_SECTION_SOURCES: Record<ReportSectionKind, "site" | "project" | "workspace"> = {
  site_health: "site",
  top_issues: "site",
  crawl_comparison: "site",
  tracked_pages: "project",
  competitors: "project",
  rankings: "project",
  content_scores: "workspace",
  note: "workspace",
};

export const REPORT_LIMITS = {
  name: 120,
  note: 5_000,
  /** Report definitions one workspace keeps. */
  reports: 100,
  /** Recipients of one scheduled report. */
  recipients: 10,
  /** Live share links of one report. */
  shares: 20,
  shareDays: { default: 30, max: 365 },
  /** The logo, after validation: PNG, JPEG or SVG-free raster only. */
  logoBytes: 200_000,
} as const;

export const REPORT_PERIODS = [
  "last_7_days",
  "last_30_days",
  "last_90_days",
  "last_12_months",
  "custom",
] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  last_7_days: "Last 7 days",
  last_30_days: "Last 30 days",
  last_90_days: "Last 90 days",
  last_12_months: "Last 12 months",
  custom: "Custom dates",
};

export const REPORT_PAPERS = ["a4", "letter"] as const;
export type ReportPaper = (typeof REPORT_PAPERS)[number];

export const REPORT_FORMATS = ["pdf", "html", "csv"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_CADENCES = ["off", "weekly", "monthly"] as const;
export type ReportCadence = (typeof REPORT_CADENCES)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are YYYY-MM-DD");

export const ReportSectionSchema = z.object({
  kind: z.enum(REPORT_SECTIONS, { error: `A section is one of: ${REPORT_SECTIONS.join(", ")}` }),
  /** The note section's text (plain text; paragraphs split on blank lines). */
  text: z.string().max(REPORT_LIMITS.note, `A note is at most ${REPORT_LIMITS.note} characters`).optional(),
});
export type ReportSection = z.infer<typeof ReportSectionSchema>;

const ReportFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Enter a report name")
    .max(REPORT_LIMITS.name, `A report name is at most ${REPORT_LIMITS.name} characters`),
  siteId: z.string().nullable().default(null),
  /** A saved segment of the site: site sections count only its pages. */
  segmentId: z.string().nullable().default(null),
  projectId: z.string().nullable().default(null),
  period: z.enum(REPORT_PERIODS).default("last_30_days"),
  /** With period "custom": the first and last day, inclusive (UTC). */
  from: isoDate.nullable().default(null),
  to: isoDate.nullable().default(null),
  sections: z
    .array(ReportSectionSchema)
    .min(1, "Choose at least one section")
    .max(REPORT_SECTIONS.length + 4, "Too many sections"),
  paper: z.enum(REPORT_PAPERS).default("a4"),
});

/** The rules a definition must keep, whatever sent it (create or update). */
function checkDefinition(value: z.infer<typeof ReportFieldsSchema>, ctx: z.RefinementCtx): void {
  const kinds = value.sections.map((s) => s.kind);
  const repeated = kinds.find((kind, i) => kind !== "note" && kinds.indexOf(kind) !== i);
  if (repeated)
    ctx.addIssue({
      code: "custom",
      path: ["sections"],
      message: `The section “${REPORT_SECTION_TITLES[repeated]}” is chosen twice`,
    });
  for (const kind of new Set(kinds)) {
    const source = REPORT_SECTION_SOURCES[kind];
    if (source === "site" && !value.siteId)
      ctx.addIssue({
        code: "custom",
        path: ["siteId"],
        message: `Choose a site for “${REPORT_SECTION_TITLES[kind]}”`,
      });
    if (source === "project" && !value.projectId)
      ctx.addIssue({
        code: "custom",
        path: ["projectId"],
        message: `Choose a project for “${REPORT_SECTION_TITLES[kind]}”`,
      });
  }
  if (value.segmentId && !value.siteId)
    ctx.addIssue({
      code: "custom",
      path: ["segmentId"],
      message: "A segment belongs to a site: choose the site",
    });
  if (value.period === "custom") {
    if (!value.from || !value.to)
      ctx.addIssue({ code: "custom", path: ["from"], message: "Enter the first and the last day" });
    else if (value.from > value.to)
      ctx.addIssue({ code: "custom", path: ["to"], message: "The last day is before the first" });
  }
}

export const ReportInputSchema = ReportFieldsSchema.superRefine(checkDefinition);
export type ReportInput = z.input<typeof ReportInputSchema>;

export const ReportScheduleSchema = z.object({
  cadence: z.enum(REPORT_CADENCES),
  recipients: z
    .array(z.email("Enter valid e-mail addresses").max(254))
    .max(REPORT_LIMITS.recipients, `At most ${REPORT_LIMITS.recipients} recipients`),
  /** The last time it went out (ISO); null: never. */
  lastSentAt: z.string().nullable(),
  /** The next time it goes out (ISO); null: off. */
  nextSendAt: z.string().nullable(),
});
export type ReportSchedule = z.infer<typeof ReportScheduleSchema>;

export const UpdateReportScheduleSchema = z
  .object({
    cadence: z.enum(REPORT_CADENCES, { error: "The schedule is off, weekly or monthly" }),
    recipients: z
      .array(z.email("Enter valid e-mail addresses").max(254))
      .max(REPORT_LIMITS.recipients, `At most ${REPORT_LIMITS.recipients} recipients`)
      .default([]),
  })
  .refine((v) => v.cadence === "off" || v.recipients.length > 0, {
    path: ["recipients"],
    message: "Add at least one recipient",
  });
export type UpdateReportSchedule = z.input<typeof UpdateReportScheduleSchema>;

export const ReportSchema = z.object({
  id: z.string(),
  name: z.string(),
  siteId: z.string().nullable(),
  segmentId: z.string().nullable(),
  projectId: z.string().nullable(),
  period: z.enum(REPORT_PERIODS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  sections: z.array(ReportSectionSchema),
  paper: z.enum(REPORT_PAPERS),
  schedule: ReportScheduleSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Report = z.infer<typeof ReportSchema>;

export const ReportListSchema = z.object({ items: z.array(ReportSchema) });
export type ReportList = z.infer<typeof ReportListSchema>;

/** A read-only link to a report: who made it, until when, when it was last opened. */
export const ReportShareSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  createdBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  opens: z.number().int(),
});
export type ReportShare = z.infer<typeof ReportShareSchema>;

export const ReportShareListSchema = z.object({ items: z.array(ReportShareSchema) });
export type ReportShareList = z.infer<typeof ReportShareListSchema>;

export const CreateReportShareSchema = z
  .object({
    expiresInDays: z
      .number()
      .int()
      .min(1, "A link lasts at least a day")
      .max(REPORT_LIMITS.shareDays.max, `A link lasts at most ${REPORT_LIMITS.shareDays.max} days`)
      .default(REPORT_LIMITS.shareDays.default),
  })
  // Every field is optional: an unknown one is a mistake to report, not to ignore.
  .strict();
export type CreateReportShare = z.input<typeof CreateReportShareSchema>;

/** The new link: its URL is shown once (only its hash is stored). */
export const CreatedReportShareSchema = ReportShareSchema.extend({ url: z.string() });
export type CreatedReportShare = z.infer<typeof CreatedReportShareSchema>;

/** White label for agencies (Pro): the name, logo and accent colour every report of the workspace shows. */
export const ReportBrandingSchema = z.object({
  /** Printed instead of the workspace's name; null: the workspace's name. */
  name: z.string().nullable(),
  /** data: URL of the logo (PNG or JPEG); null: none. */
  logo: z.string().nullable(),
  /** #rrggbb. */
  accentColor: z.string(),
});
export type ReportBranding = z.infer<typeof ReportBrandingSchema>;

export const DEFAULT_REPORT_ACCENT = "#2563eb";

export const UpdateReportBrandingSchema = z
  .object({
    name: z
      .string()
      .trim()
      .max(REPORT_LIMITS.name, `A name is at most ${REPORT_LIMITS.name} characters`)
      .nullable()
      .optional(),
    /** Base64 data: URL of a PNG or JPEG, at most REPORT_LIMITS.logoBytes once decoded; null removes it. */
    logo: z
      .string()
      .max(Math.ceil((REPORT_LIMITS.logoBytes * 4) / 3) + 64, "The logo is at most 200 kB")
      .nullable()
      .optional(),
    accentColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, "The accent colour is a hex colour such as #2563eb")
      .optional(),
  })
  // Every field is optional: an unknown one is a mistake to report, not to ignore.
  .strict();
export type UpdateReportBranding = z.input<typeof UpdateReportBrandingSchema>;
