// Generates a migration from the difference between the entities and a database that has every
// existing migration applied (a fresh in-memory PGlite), as `typeorm migration:generate` does,
// without needing the TypeORM CLI to load TypeScript. Usage: npm run migration:generate -- Name
import fs from "node:fs";
import path from "node:path";
import "reflect-metadata";
import { createDataSource } from "./data-source";

const q = (sql: string) => "`" + sql.replace(/`/g, "\\`").replace(/\$\{/g, "\\${") + "`";

async function main() {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
    throw new Error("Give the migration a PascalCase name: npm run migration:generate -- AddCases");
  }
  const dataSource = createDataSource({});
  await dataSource.initialize();
  await dataSource.runMigrations();
  const sqlInMemory = await dataSource.driver.createSchemaBuilder().log();
  await dataSource.destroy();
  if (sqlInMemory.upQueries.length === 0) {
    console.log("No changes in the entities: no migration generated.");
    return;
  }
  const timestamp = Date.now();
  const className = `${name}${timestamp}`;
  const up = sqlInMemory.upQueries.map(
    (query) => `    await queryRunner.query(${q(query.query)});`,
  );
  const down = sqlInMemory.downQueries
    .reverse()
    .map((query) => `    await queryRunner.query(${q(query.query)});`);
  const source = `import type { MigrationInterface, QueryRunner } from "typeorm";

export class ${className} implements MigrationInterface {
  name = "${className}";

  public async up(queryRunner: QueryRunner): Promise<void> {
${up.join("\n")}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${down.join("\n")}
  }
}
`;
  const dir = path.resolve(__dirname, "../../src/db/migrations");
  const file = `${timestamp}-${name}`;
  fs.writeFileSync(path.join(dir, `${file}.ts`), source);
  const indexFile = path.join(dir, "index.ts");
  const names = fs
    .readdirSync(dir)
    .filter((f) => /^\d+-\w+\.ts$/.test(f))
    .sort()
    .map((f) => f.replace(/\.ts$/, ""));
  const imports = names
    .map((f) => `import { ${f.replace(/^(\d+)-(\w+)$/, "$2$1")} } from "./${f}";`)
    .join("\n");
  const list = names.map((f) => f.replace(/^(\d+)-(\w+)$/, "$2$1")).join(", ");
  fs.writeFileSync(
    indexFile,
    `// Generated migrations in order; \`npm run migration:generate -- Name\` rewrites this list.\n${imports}\n\nexport const migrations = [${list}];\n`,
  );
  console.log(`Wrote src/db/migrations/${file}.ts`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
