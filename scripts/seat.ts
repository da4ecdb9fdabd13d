// npm run --silent seat -- INSTANCE.json [--seed N] [--time-limit-ms N]   (see scripts/seat-command.ts)
import { runSeat } from "./seat-command";

const output = runSeat(process.argv.slice(2));
process.stdout.write(output.stdout);
process.stderr.write(output.stderr);
process.exitCode = output.code;
