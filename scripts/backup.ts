// npm run backup -- FILE   (see src/server/backup/backup-command.ts)
import { runBackup } from "../src/server/backup/backup-command";

const output = await runBackup(process.argv.slice(2));
process.stdout.write(output.stdout);
process.stderr.write(output.stderr);
process.exitCode = output.code;
