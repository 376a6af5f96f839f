import type { DetectedChange } from "@ranklens/engine";
import { type ChangeRules, ChangeRulesSchema } from "@ranklens/shared";

/** A project's rules as stored (JSON text); a row that no longer parses counts as no rules, not as a failed run. */
export function parseChangeRules(json: string): ChangeRules {
  try {
    const parsed = ChangeRulesSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** The project's rules over what the engine detected: a muted type is dropped, a severity rule replaces the default. */
export function applyChangeRules(changes: DetectedChange[], rules: ChangeRules): DetectedChange[] {
  const kept: DetectedChange[] = [];
  for (const change of changes) {
    const rule = rules[change.type];
    if (rule === "mute") continue;
    kept.push(rule ? { ...change, severity: rule } : change);
  }
  return kept;
}
