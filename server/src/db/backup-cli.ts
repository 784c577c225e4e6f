// `npm run backup [-- FILE]` and `npm run restore -- FILE [--force]` for the embedded database
// (DATA_DIR / PGLITE_DIR as the server reads them). Stop the server first. With DATABASE_URL set,
// the command explains pg_dump / pg_restore instead.
import path from "node:path";
import { loadConfig } from "../config";
import { backupEmbedded, BackupError, restoreEmbedded } from "./backup";

const USAGE =
  "usage: npm run backup [-- FILE.tar.gz]\n       npm run restore -- FILE.tar.gz [--force]";

async function serverAnswers(port: number): Promise<boolean> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/healthz`, {
      signal: AbortSignal.timeout(1000),
    });
    return answer.ok;
  } catch {
    return false;
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      "DATABASE_URL is set: back up PostgreSQL with its own tools, e.g.\n" +
        '  pg_dump --format=custom --file=carbon.dump "$DATABASE_URL"\n' +
        '  pg_restore --clean --if-exists --dbname="$DATABASE_URL" carbon.dump',
    );
    return 1;
  }
  if (await serverAnswers(config.port)) {
    console.error(`The server on port ${config.port} is running: stop it before a ${command}.`);
    return 1;
  }
  const files = rest.filter((arg) => !arg.startsWith("--"));
  if (command === "backup") {
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-");
    const file = files[0] ?? path.join(config.dataDir, "backups", `carbon-${stamp}.tar.gz`);
    const bytes = await backupEmbedded(config.pgliteDir, file);
    console.log(`Backed up ${config.pgliteDir} to ${file} (${(bytes / 1e6).toFixed(1)} MB)`);
    return 0;
  }
  if (command === "restore" && files.length === 1) {
    const { kept } = await restoreEmbedded(files[0], config.pgliteDir, {
      force: rest.includes("--force"),
    });
    console.log(`Restored ${files[0]} into ${config.pgliteDir}`);
    if (kept) console.log(`The database it replaced is kept in ${kept}`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BackupError ? error.message : error);
    process.exit(1);
  },
);
