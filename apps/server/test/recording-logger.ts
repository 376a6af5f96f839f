import type { Logger, LogLevel } from "../src/lib/logger";

export interface LogEntry {
  level: Exclude<LogLevel, "silent">;
  message: string;
  fields: Record<string, unknown>;
}

/** A logger that keeps every line (all levels) for a test to read. */
export function createRecordingLogger(): Logger & {
  entries: LogEntry[];
  at(level: LogEntry["level"]): LogEntry[];
} {
  const entries: LogEntry[] = [];
  const write =
    (level: LogEntry["level"]) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      entries.push({ level, message, fields });
    };
  return {
    entries,
    at: (level) => entries.filter((entry) => entry.level === level),
    debug: write("debug"),
    info: write("info"),
    warn: write("warn"),
    error: write("error"),
  };
}
