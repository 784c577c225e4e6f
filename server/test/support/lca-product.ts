// What the product library tests share: the hand-made upstream database imported by its job
// (support/upstream.ts: the grid, the coal mine, the clinker kiln), the ids of its grid and kiln
// processes, and a company's truck datum at 0.1 kg CO2e per t·km.
import type { Caller } from "./accounting";
import { spold, zipOf } from "./ecospold2";
import type { TestApp } from "./harness";
import { truck } from "./lca-data";
import { grid, GRID, jobContext, kiln, KILN, mine } from "./upstream";

export interface HandMadeSources {
  databaseId: number;
  gridId: number;
  kilnId: number;
  truckId: number;
}

export async function handMadeSources(t: TestApp, admin: Caller): Promise<HandMadeSources> {
  const bytes = await zipOf({
    "grid.spold": spold(grid()),
    "mine.spold": spold(mine()),
    "kiln.spold": spold(kiln()),
  });
  const { uploadUpstreamDatabaseFile } = await admin.gql(
    `mutation ($input: UploadEvidenceFileInput!) { uploadUpstreamDatabaseFile(input: $input) { id } }`,
    { input: { name: "hand-made.zip", contentBase64: bytes.toString("base64") } },
  );
  const report = await t.services.upstreamDatabases.importJob.run(
    {
      fileId: uploadUpstreamDatabaseFile.id as string,
      name: "Hand-made",
      version: "1.0",
      licence: "CC0 1.0",
      source: "Hand-made test data",
    },
    jobContext().context,
  );
  const databaseId = report.databaseId!;
  const ids: { id: number; code: string }[] = await t.dataSource.query(
    `SELECT id, code FROM upstream_process WHERE database_id = $1`,
    [databaseId],
  );
  const { createTransportDatum } = await admin.gql(
    `mutation ($input: TransportDatumInput!) { createTransportDatum(input: $input) { id } }`,
    { input: truck({ factor: 0.1 }) },
  );
  return {
    databaseId,
    gridId: ids.find((row) => row.code === GRID)!.id,
    kilnId: ids.find((row) => row.code === KILN)!.id,
    truckId: createTransportDatum.id as number,
  };
}
