// Makes a migrated, seeded template database on the PostgreSQL of TEST_DATABASE_URL; each test
// file then gets its own database copied from it.
import "reflect-metadata";
import { Client } from "pg";
import { createDataSource } from "../../src/db/data-source";
import { seed } from "../../src/db/seed/seed";
import { SEED } from "./template";
import { databaseUrl } from "./postgres";

export default async function setup(): Promise<void> {
  const base = process.env.TEST_DATABASE_URL!;
  const template = `carbon_tmpl_${process.pid}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const dataSource = createDataSource({ url: databaseUrl(base, template) });
  await dataSource.initialize();
  await dataSource.runMigrations();
  await seed(dataSource, SEED);
  await dataSource.destroy();
  process.env.PG_TEMPLATE_DB = template;
}
