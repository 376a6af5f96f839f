import { z } from "zod";
import { PAGE_REGEX_MAX } from "./page-regex";

/**
 * Segments (issue 28): a slice of a crawl's pages as conditions joined by AND ("all") or OR
 * ("any") — "fails meta-description AND depth ≤ 2" — applied to the pages grid, its CSV, the
 * issues and Compare, and saved under a name per site. A condition is a field, an operator and a
 * value; which operators a field takes depends on its kind.
 */

export const SEGMENT_FIELD_KINDS = {
  url: "text",
  title: "text",
  description: "text",
  h1: "text",
  status: "number",
  depth: "number",
  wordCount: "number",
  uniqueInlinks: "number",
  linkScore: "number",
  responseMs: "number",
  bytes: "number",
  score: "number",
  indexable: "boolean",
  html: "boolean",
  /** A site issue (a site check, or a page check rolled up): value = its id. */
  check: "check",
  /** URL or title against a regular expression (the linear-time engine, page-regex.ts). */
  regex: "regex",
  /** A custom search of the crawl (site-audit-settings.ts): value = its name; pages it was not run on match neither way. */
  search: "search",
} as const;
export type SegmentField = keyof typeof SEGMENT_FIELD_KINDS;
export const SEGMENT_FIELDS = Object.keys(SEGMENT_FIELD_KINDS) as [SegmentField, ...SegmentField[]];

export const SEGMENT_OPERATORS = {
  text: ["contains", "notContains", "equals", "startsWith", "isEmpty", "isNotEmpty"],
  number: ["eq", "ne", "lt", "lte", "gt", "gte"],
  boolean: ["isTrue", "isFalse"],
  check: ["fails", "doesNotFail", "isIgnored"],
  regex: ["matches", "doesNotMatch"],
  search: ["found", "notFound"],
} as const;
type Kind = keyof typeof SEGMENT_OPERATORS;
export type SegmentOperator = (typeof SEGMENT_OPERATORS)[Kind][number];
const ALL_OPERATORS = [...new Set(Object.values(SEGMENT_OPERATORS).flat())] as [
  SegmentOperator,
  ...SegmentOperator[],
];
/** Operators that take no value. */
export const VALUELESS_OPERATORS: ReadonlySet<SegmentOperator> = new Set([
  "isEmpty",
  "isNotEmpty",
  "isTrue",
  "isFalse",
]);

export const SEGMENT_LIMITS = { conditions: 20, valueLength: 500, perSite: 50, nameLength: 60 } as const;

export const SegmentConditionSchema = z
  .object({
    field: z.enum(SEGMENT_FIELDS, { error: `Field must be one of ${SEGMENT_FIELDS.join(", ")}` }),
    op: z.enum(ALL_OPERATORS, { error: "Unknown operator" }),
    /** Text, a number (for number fields), a check id, a regex or a search's name; absent for operators without one. */
    value: z.union([z.string().max(SEGMENT_LIMITS.valueLength), z.number()]).optional(),
  })
  .superRefine((condition, ctx) => {
    const kind: Kind = SEGMENT_FIELD_KINDS[condition.field];
    const operators: readonly string[] = SEGMENT_OPERATORS[kind];
    if (!operators.includes(condition.op)) {
      ctx.addIssue({
        code: "custom",
        path: ["op"],
        message: `“${condition.field}” takes ${operators.join(", ")}`,
      });
      return;
    }
    if (VALUELESS_OPERATORS.has(condition.op)) return;
    const value = condition.value;
    if (kind === "number") {
      if (typeof value !== "number" || !Number.isFinite(value))
        ctx.addIssue({ code: "custom", path: ["value"], message: `“${condition.field}” needs a number` });
      return;
    }
    if (typeof value !== "string" || value.trim() === "")
      ctx.addIssue({ code: "custom", path: ["value"], message: "This condition needs a value" });
    else if (kind === "regex" && value.length > PAGE_REGEX_MAX)
      ctx.addIssue({
        code: "custom",
        path: ["value"],
        message: `Regex must be at most ${PAGE_REGEX_MAX} characters`,
      });
  });
export type SegmentCondition = z.infer<typeof SegmentConditionSchema>;

export const SegmentDefinitionSchema = z.object({
  /** "all": every condition holds (AND); "any": at least one does (OR). */
  match: z.enum(["all", "any"]).default("all"),
  conditions: z
    .array(SegmentConditionSchema)
    .min(1, "A segment needs at least one condition")
    .max(SEGMENT_LIMITS.conditions, `At most ${SEGMENT_LIMITS.conditions} conditions`),
});
export type SegmentDefinition = z.output<typeof SegmentDefinitionSchema>;

export const SegmentNameSchema = z
  .string()
  .trim()
  .min(1, "A segment needs a name")
  .max(SEGMENT_LIMITS.nameLength, `A segment's name may be at most ${SEGMENT_LIMITS.nameLength} characters`);

export const CreateSegmentSchema = SegmentDefinitionSchema.extend({ name: SegmentNameSchema }).strict();
export type CreateSegment = z.input<typeof CreateSegmentSchema>;

export const SegmentSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  name: z.string(),
  match: z.enum(["all", "any"]),
  conditions: z.array(SegmentConditionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Segment = z.infer<typeof SegmentSchema>;

export const SegmentListSchema = z.object({ items: z.array(SegmentSchema) });

/**
 * How a crawl read (pages, CSV, issues, Compare) takes a segment: a saved one by id, or conditions
 * not saved yet (`where`: the SegmentDefinition as JSON, what the grid's filter builder sends).
 */
export const SegmentQuerySchema = z.object({
  segment: z.string().min(1).max(64).optional(),
  where: z.string().max(20_000, "Conditions must be at most 20,000 characters").optional(),
});
