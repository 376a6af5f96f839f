import {
  SEGMENT_FIELD_KINDS,
  SEGMENT_OPERATORS,
  type SegmentCondition,
  type SegmentField,
  type SegmentOperator,
  VALUELESS_OPERATORS,
} from "@ranklens/shared";

/** The fields in the order the editor offers them, with their labels. */
export const FIELD_LABELS: Record<SegmentField, string> = {
  url: "URL",
  title: "Title",
  description: "Meta description",
  h1: "H1",
  status: "Status code",
  depth: "Depth (clicks)",
  wordCount: "Words",
  uniqueInlinks: "Linking pages",
  linkScore: "Link score",
  responseMs: "Response time (ms)",
  bytes: "Size (bytes)",
  score: "Score",
  indexable: "Indexable",
  html: "HTML page",
  check: "Site issue",
  regex: "URL or title (regex)",
  search: "Custom search",
};

export const OPERATOR_LABELS: Record<SegmentOperator, string> = {
  contains: "contains",
  notContains: "does not contain",
  equals: "is",
  startsWith: "starts with",
  isEmpty: "is empty",
  isNotEmpty: "is not empty",
  eq: "=",
  ne: "≠",
  lt: "<",
  lte: "≤",
  gt: ">",
  gte: "≥",
  isTrue: "yes",
  isFalse: "no",
  fails: "has it",
  doesNotFail: "does not have it",
  isIgnored: "has it, ignored",
  matches: "matches",
  doesNotMatch: "does not match",
  found: "found",
  notFound: "not found",
};

export function operatorsOf(field: SegmentField): readonly SegmentOperator[] {
  return SEGMENT_OPERATORS[SEGMENT_FIELD_KINDS[field]];
}

export function takesValue(op: SegmentOperator): boolean {
  return !VALUELESS_OPERATORS.has(op);
}

/** The first choice of a field whose value is picked from a list: the crawl's site issues, its searches. */
export interface ConditionDefaults {
  checkId?: string;
  searchName?: string;
}

/** A new condition on `field`: its first operator, and a value of the right kind. */
export function conditionOn(field: SegmentField, defaults: ConditionDefaults = {}): SegmentCondition {
  const op = operatorsOf(field)[0]!;
  const kind = SEGMENT_FIELD_KINDS[field];
  if (!takesValue(op)) return { field, op };
  if (kind === "number") return { field, op, value: 0 };
  if (kind === "check") return { field, op, value: defaults.checkId ?? "" };
  if (kind === "search") return { field, op, value: defaults.searchName ?? "" };
  return { field, op, value: "" };
}

/** "Depth (clicks) ≤ 2", "Site issue has it: Meta description missing or empty": a condition in words. */
export function conditionText(condition: SegmentCondition, issueTitle: (id: string) => string): string {
  const field = FIELD_LABELS[condition.field];
  const op = OPERATOR_LABELS[condition.op];
  if (!takesValue(condition.op)) return `${field} ${op}`;
  if (condition.field === "check") return `${field} ${op}: ${issueTitle(String(condition.value))}`;
  if (condition.field === "search") return `${field} “${condition.value}” ${op}`;
  return `${field} ${op} ${typeof condition.value === "string" ? `“${condition.value}”` : condition.value}`;
}
