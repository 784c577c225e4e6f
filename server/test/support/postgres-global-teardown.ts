import { Client } from "pg";

export default async function teardown(): Promise<void> {
  const template = process.env.PG_TEMPLATE_DB;
  if (!template) return;
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE $1",
    [`carbon_t_${process.pid}_%`],
  );
  for (const { datname } of rows)
    await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  await admin.end();
}
