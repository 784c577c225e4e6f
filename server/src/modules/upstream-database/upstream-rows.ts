// The product system of an upstream database as table rows, both ways: the import writes the
// system the EcoSpold2 reader built, and the engine's system is read back from those rows exactly
// (same processes and flows in the same order, same amounts, providers and distributions), so a
// product calculates from the database as it does from the file.
import type { EntityManager } from "typeorm";
import type { EcoSpold2Import } from "../../calc/lca/ecospold2";
import { emissionsMethodsFor } from "../../calc/lca/methods";
import type {
  Distribution,
  ElementaryExchange,
  ElementaryFlow,
  ProcessSpec,
  ProductOutput,
  ProductSystem,
  TechInput,
} from "../../calc/lca/types";

/** Names as search compares them: NFKC (full-width letters and digits), lower case, one space. */
export function searchTextOf(...names: (string | null | undefined)[]): string {
  return names
    .filter((name): name is string => !!name)
    .join(" ")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

type Row = readonly unknown[];

/** A multi-row INSERT per chunk (PostgreSQL takes at most 65,535 parameters a statement). */
async function insertRows(
  manager: EntityManager,
  table: string,
  columns: readonly string[],
  rows: readonly Row[],
  afterChunk: () => Promise<void>,
  returning?: string,
): Promise<Record<string, unknown>[]> {
  const perChunk = Math.floor(30_000 / columns.length);
  const returned: Record<string, unknown>[] = [];
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const values = chunk.map((row) => {
      const slots = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${slots.join(", ")})`;
    });
    const answer: unknown = await manager.query(
      `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${values.join(", ")}` +
        (returning ? ` RETURNING ${returning}` : ""),
      params,
    );
    if (returning) returned.push(...(answer as Record<string, unknown>[]));
    await afterChunk();
  }
  return returned;
}

const json = (value: Distribution | undefined) => (value ? JSON.stringify(value) : null);

/**
 * Writes the built system of a database; `afterChunk` is called after every statement (the import
 * checks its cancellation there).
 */
export async function writeSystemRows(
  manager: EntityManager,
  databaseId: number,
  built: EcoSpold2Import,
  afterChunk: () => Promise<void>,
): Promise<{ exchanges: number }> {
  const { system, products } = built;
  const productRows: Row[] = [...products.values()].map((p, i) => [
    databaseId,
    i,
    "product",
    p.id,
    p.name,
    p.unit,
    p.providers.length,
    searchTextOf(p.name),
  ]);
  const flowRows: Row[] = system.flows.map((f, i) => [
    databaseId,
    i,
    "elementary",
    f.id,
    f.name,
    f.unit,
    f.compartment,
    f.direction,
    f.cas ?? null,
    searchTextOf(f.name),
  ]);
  await insertRows(
    manager,
    "upstream_flow",
    ["database_id", "position", "kind", "code", "name", "unit", "provider_count", "search_text"],
    productRows,
    afterChunk,
  );
  await insertRows(
    manager,
    "upstream_flow",
    [
      "database_id",
      "position",
      "kind",
      "code",
      "name",
      "unit",
      "compartment",
      "direction",
      "cas",
      "search_text",
    ],
    flowRows,
    afterChunk,
  );
  const processRows: Row[] = system.processes.map((p, i) => {
    const reference = p.outputs[0];
    return [
      databaseId,
      i,
      p.id,
      p.name,
      p.location ?? null,
      reference.id,
      reference.name,
      reference.unit,
      reference.amount,
      searchTextOf(p.name, reference.name === p.name ? undefined : reference.name),
    ];
  });
  const inserted = await insertRows(
    manager,
    "upstream_process",
    [
      "database_id",
      "position",
      "code",
      "name",
      "location",
      "product_code",
      "product_name",
      "product_unit",
      "output_amount",
      "search_text",
    ],
    processRows,
    afterChunk,
    "id, position",
  );
  const idAt = new Map(inserted.map((row) => [Number(row.position), Number(row.id)]));
  const unitOfProduct = (id: string) => products.get(id)?.unit ?? "";
  const unitOfFlow = new Map(system.flows.map((f) => [f.id, f.unit]));
  const exchangeRows: Row[] = [];
  system.processes.forEach((p, i) => {
    const processId = idAt.get(i)!;
    p.outputs.forEach((o, k) =>
      exchangeRows.push([
        databaseId,
        processId,
        k,
        "output",
        o.id,
        o.name,
        o.amount,
        o.unit,
        null,
        o.physical ?? null,
        o.price ?? null,
        json(o.uncertainty),
      ]),
    );
    p.inputs.forEach((x, k) =>
      exchangeRows.push([
        databaseId,
        processId,
        k,
        "input",
        x.product,
        null,
        x.amount,
        unitOfProduct(x.product),
        x.provider ?? null,
        null,
        null,
        json(x.uncertainty),
      ]),
    );
    p.elementary.forEach((e, k) =>
      exchangeRows.push([
        databaseId,
        processId,
        k,
        "elementary",
        e.flow,
        null,
        e.amount,
        unitOfFlow.get(e.flow) ?? "",
        null,
        null,
        null,
        json(e.uncertainty),
      ]),
    );
  });
  await insertRows(
    manager,
    "upstream_exchange",
    [
      "database_id",
      "process_id",
      "position",
      "kind",
      "flow_code",
      "name",
      "amount",
      "unit",
      "provider_code",
      "physical",
      "price",
      "uncertainty",
    ],
    exchangeRows,
    afterChunk,
  );
  return { exchanges: exchangeRows.length };
}

type ProcessRow = [id: number, code: string, name: string, location: string | null];
type ExchangeRow = [
  processId: number,
  kind: "output" | "input" | "elementary",
  flowCode: string,
  name: string | null,
  amount: number,
  unit: string,
  providerCode: string | null,
  physical: number | null,
  price: number | null,
  uncertainty: Distribution | null,
];
type FlowRow = [
  code: string,
  name: string,
  unit: string,
  compartment: string | null,
  direction: "emission" | "resource",
  cas: string | null,
];

/**
 * Rows of a query as one JSON array built by the database: tens of thousands of rows arrive as
 * one text, several times faster than row by row from the embedded database. PostgreSQL writes
 * double precision in the shortest form that reads back to the same number, so amounts stay exact.
 */
async function jsonRows<T>(
  manager: EntityManager,
  table: string,
  columns: string,
  where: string,
  order: string,
  databaseId: number,
): Promise<T[]> {
  const [row] = await manager.query<{ rows: string | null }[]>(
    `SELECT json_agg(json_build_array(${columns}) ORDER BY ${order})::text AS rows ` +
      `FROM ${table} WHERE database_id = $1${where}`,
    [databaseId],
  );
  return row?.rows ? (JSON.parse(row.rows) as T[]) : [];
}

/** The engine's product system of a database, read from its rows (GWP100 AR5 and AR6 methods). */
export async function readSystemRows(
  manager: EntityManager,
  databaseId: number,
): Promise<ProductSystem> {
  const processRows = await jsonRows<ProcessRow>(
    manager,
    "upstream_process",
    "id, code, name, location",
    "",
    "position",
    databaseId,
  );
  const flowRows = await jsonRows<FlowRow>(
    manager,
    "upstream_flow",
    "code, name, unit, compartment, direction, cas",
    " AND kind = 'elementary'",
    "position",
    databaseId,
  );
  const exchangeRows = await jsonRows<ExchangeRow>(
    manager,
    "upstream_exchange",
    "process_id, kind, flow_code, name, amount, unit, provider_code, physical, price, uncertainty",
    "",
    "process_id, kind, position",
    databaseId,
  );
  const byId = new Map<number, ProcessSpec>();
  const processes = processRows.map(([id, code, name, location]) => {
    const process: ProcessSpec = { id: code, name, outputs: [], inputs: [], elementary: [] };
    if (location !== null) process.location = location;
    byId.set(id, process);
    return process;
  });
  for (const x of exchangeRows) {
    const [
      processId,
      kind,
      flowCode,
      name,
      amount,
      unit,
      providerCode,
      physical,
      price,
      uncertainty,
    ] = x;
    const process = byId.get(processId)!;
    if (kind === "output") {
      const output: ProductOutput = { id: flowCode, name: name ?? "", unit, amount };
      if (physical !== null) output.physical = physical;
      if (price !== null) output.price = price;
      if (uncertainty) output.uncertainty = uncertainty;
      process.outputs.push(output);
    } else if (kind === "input") {
      const input: TechInput = { product: flowCode, amount };
      if (providerCode !== null) input.provider = providerCode;
      if (uncertainty) input.uncertainty = uncertainty;
      process.inputs.push(input);
    } else {
      const exchange: ElementaryExchange = { flow: flowCode, amount };
      if (uncertainty) exchange.uncertainty = uncertainty;
      process.elementary.push(exchange);
    }
  }
  const flows = flowRows.map(([code, name, unit, compartment, direction, cas]) => {
    const flow: ElementaryFlow = {
      id: code,
      name,
      unit,
      compartment: compartment ?? "",
      direction,
    };
    if (cas !== null) flow.cas = cas;
    return flow;
  });
  return { processes, flows, methods: emissionsMethodsFor(flows) };
}
