/**
 * Where a command writes and what it may read from the process. Commands set
 * `exitCode` instead of exiting, so output is flushed before the process ends.
 */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  env: NodeJS.ProcessEnv;
  /** Colour the human output (stdout is a terminal and NO_COLOR is unset). */
  colour: boolean;
  exitCode: number;
}
