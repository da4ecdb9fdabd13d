// npm run restore -- FILE   (see src/server/backup/backup-command.ts)
import { runRestore } from "../src/server/backup/backup-command";

const output = await runRestore(process.argv.slice(2));
process.stdout.write(output.stdout);
process.stderr.write(output.stderr);
process.exitCode = output.code;
