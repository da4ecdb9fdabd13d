// The auto-seat command of docs/auto-seat-format.md without its I/O (scripts/seat.ts runs it): the plan as
// JSON for stdout and exit 0, or exactly one line for stderr and exit 2 (unreadable file, not JSON, malformed
// or infeasible instance, bad arguments).
import { readFileSync } from "node:fs";
import { oneLine } from "../src/shared/auto-seat/labels";
import { solve } from "../src/shared/auto-seat/solve";

const USAGE = "usage: npm run --silent seat -- INSTANCE.json [--seed N] [--time-limit-ms N]";

class CommandError extends Error {}

export interface CommandOutput {
  code: 0 | 2;
  stdout: string;
  stderr: string;
  /** Why the search ended (not printed: the plan's format is fixed); for the command's tests. */
  stoppedBy?: "finished" | "time-limit" | "stopped";
}

function numberOption(name: string, value: string | undefined, check: (n: number) => boolean, what: string) {
  const n = value === undefined || value.trim() === "" ? Number.NaN : Number(value);
  if (!check(n)) throw new CommandError(`seat: ${name} must be ${what} (${USAGE})`);
  return n;
}

function parseArguments(args: readonly string[]) {
  let file: string | undefined;
  let seed: number | undefined;
  let timeLimitMs: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const equals = arg.startsWith("--") ? arg.indexOf("=") : -1;
    const name = equals > 0 ? arg.slice(0, equals) : arg;
    const value = () => (equals > 0 ? arg.slice(equals + 1) : args[++i]);
    if (name === "--seed") seed = numberOption(name, value(), Number.isSafeInteger, "a whole number");
    else if (name === "--time-limit-ms")
      timeLimitMs = numberOption(
        name,
        value(),
        (n) => Number.isFinite(n) && n >= 0,
        "a number of milliseconds, 0 or more",
      );
    else if (arg.startsWith("--") || file !== undefined)
      throw new CommandError(`seat: unexpected argument ${JSON.stringify(arg)} (${USAGE})`);
    else file = arg;
  }
  if (file === undefined) throw new CommandError(`seat: no instance file given (${USAGE})`);
  return { file, seed, timeLimitMs };
}

function readInstance(file: string, readFile: (file: string) => string): unknown {
  let text: string;
  try {
    text = readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a directory" : (error as Error).message;
    throw new CommandError(`seat: cannot read ${file}: ${why}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CommandError(`seat: ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** The whole command but its I/O, so tests can run it in process; `readFile` reads the instance file. */
export function runSeat(
  args: readonly string[],
  readFile = (file: string) => readFileSync(file, "utf8"),
): CommandOutput {
  try {
    const { file, seed, timeLimitMs } = parseArguments(args);
    const result = solve(readInstance(file, readFile), { seed, timeLimitMs });
    if (!result.ok) {
      const { problem } = result;
      throw new CommandError(
        problem.kind === "malformed"
          ? `seat: ${file} is not a valid instance: ${problem.field} ${problem.message}`
          : `seat: these guests cannot be seated: ${problem.message}`,
      );
    }
    const { assignments, seats, score, seatScore, hardViolations, ms } = result.plan;
    return {
      code: 0,
      stdout: `${JSON.stringify({ assignments, seats, score, seatScore, hardViolations, ms })}\n`,
      stderr: "",
      stoppedBy: result.stoppedBy,
    };
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    return { code: 2, stdout: "", stderr: `${oneLine(error.message)}\n` };
  }
}
