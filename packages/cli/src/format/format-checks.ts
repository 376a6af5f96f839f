import type { CheckItem, CheckResult } from "@ranklens/engine";
import type { Palette } from "./palette";
import { truncate } from "./truncate";

/** Offending items shown per check before "… and N more". */
export const ITEMS_SHOWN = 5;

function formatItem(item: CheckItem): string {
  const value = truncate(item.value, 100);
  return item.reason ? `${value} — ${truncate(item.reason, 80)}` : value;
}

function formatCheck(check: CheckResult, mark: string): string[] {
  const detail = check.displayValue ? ` (${truncate(check.displayValue, 80)})` : "";
  const lines = [`  ${mark} ${check.title}${detail} [${check.id}]`];
  for (const item of check.items.slice(0, ITEMS_SHOWN)) lines.push(`      - ${formatItem(item)}`);
  const more = check.items.length - ITEMS_SHOWN;
  if (more > 0) lines.push(`      … and ${more} more`);
  return lines;
}

/** Failed, then warned checks, each with its offending items (truncated). */
export function formatChecks(checks: CheckResult[], palette: Palette): string[] {
  const failed = checks.filter((c) => c.status === "fail");
  const warned = checks.filter((c) => c.status === "warn");
  const passed = checks.filter((c) => c.status === "pass").length;
  const lines = [
    `${palette.bold("Checks")} ${palette.dim(`${passed} passed, ${failed.length} failed, ${warned.length} warnings`)}`,
  ];
  if (failed.length > 0) {
    lines.push(palette.red(`  Failed (${failed.length})`));
    for (const check of failed) lines.push(...formatCheck(check, palette.red("✗")));
  }
  if (warned.length > 0) {
    lines.push(palette.yellow(`  Warnings (${warned.length})`));
    for (const check of warned) lines.push(...formatCheck(check, palette.yellow("!")));
  }
  return lines;
}
