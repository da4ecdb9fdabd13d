const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;
type Fields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
}

/**
 * Lines for stdout, written together once per turn of the event loop: under load that is one write system
 * call for many requests instead of one each (stdout to a pipe or file is synchronous on Linux). Flushed on
 * exit too, so nothing is lost when the process ends.
 */
let pendingLines = "";
let flushScheduled = false;
function flushStdout() {
  flushScheduled = false;
  if (!pendingLines) return;
  const lines = pendingLines;
  pendingLines = "";
  process.stdout.write(lines);
}
process.once("exit", flushStdout);

/** One JSON object per line on stdout (errors on stderr, at once), for any log collector to read. */
export function createLogger(level: LogLevel = "info"): Logger {
  const threshold = LEVELS[level];
  const write = (lvl: Exclude<LogLevel, "silent">, message: string, fields?: Fields) => {
    if (LEVELS[lvl] < threshold) return;
    const line = `${JSON.stringify({ time: new Date().toISOString(), level: lvl, message, ...fields })}\n`;
    if (lvl === "error") {
      flushStdout();
      process.stderr.write(line);
      return;
    }
    pendingLines += line;
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(flushStdout);
    }
  };
  return {
    debug: (message, fields) => write("debug", message, fields),
    info: (message, fields) => write("info", message, fields),
    warn: (message, fields) => write("warn", message, fields),
    error: (message, fields) => write("error", message, fields),
  };
}

/** An error as log text. A failed query's message carries its parameters (drizzle: "Failed query: …\nparams:
 * …"), which for Better Auth's queries are session tokens, verification tokens or password hashes: only the
 * SQL and the cause are kept. */
export function errorText(error: unknown, options: { stack?: boolean } = {}): string {
  if (!(error instanceof Error)) return String(error);
  const failedQuery = /^Failed query: ([\s\S]*?)\nparams: [\s\S]*$/.exec(error.message);
  if (failedQuery) {
    const cause = error.cause === undefined ? "" : `; cause: ${errorText(error.cause)}`;
    return `${error.name}: Failed query: ${failedQuery[1]} (params withheld)${cause}`;
  }
  return (options.stack ? error.stack : undefined) ?? String(error);
}
