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

interface ProcessRow {
  id: number;
  code: string;
  name: string;
  location: string | null;
}
interface ExchangeRow {
  process_id: number;
  kind: "output" | "input" | "elementary";
  flow_code: string;
  name: string | null;
  amount: number;
  unit: string;
  provider_code: string | null;
  physical: number | null;
  price: number | null;
  uncertainty: Distribution | null;
}
interface FlowRow {
  code: string;
  name: string;
  unit: string;
  compartment: string | null;
  direction: "emission" | "resource";
  cas: string | null;
}

/** The engine's product system of a database, read from its rows (GWP100 AR5 and AR6 methods). */
export async function readSystemRows(
  manager: EntityManager,
  databaseId: number,
): Promise<ProductSystem> {
  const processRows: ProcessRow[] = await manager.query(
    "SELECT id, code, name, location FROM upstream_process WHERE database_id = $1 ORDER BY position",
    [databaseId],
  );
  const flowRows: FlowRow[] = await manager.query(
    "SELECT code, name, unit, compartment, direction, cas FROM upstream_flow " +
      "WHERE database_id = $1 AND kind = 'elementary' ORDER BY position",
    [databaseId],
  );
  const exchangeRows: ExchangeRow[] = await manager.query(
    "SELECT process_id, kind, flow_code, name, amount, unit, provider_code, physical, price, " +
      "uncertainty FROM upstream_exchange WHERE database_id = $1 ORDER BY process_id, kind, position",
    [databaseId],
  );
  const byId = new Map<number, ProcessSpec>();
  const processes = processRows.map((row) => {
    const process: ProcessSpec = {
      id: row.code,
      name: row.name,
      outputs: [],
      inputs: [],
      elementary: [],
    };
    if (row.location !== null) process.location = row.location;
    byId.set(Number(row.id), process);
    return process;
  });
  for (const x of exchangeRows) {
    const process = byId.get(Number(x.process_id))!;
    const amount = Number(x.amount);
    if (x.kind === "output") {
      const output: ProductOutput = { id: x.flow_code, name: x.name ?? "", unit: x.unit, amount };
      if (x.physical !== null) output.physical = Number(x.physical);
      if (x.price !== null) output.price = Number(x.price);
      if (x.uncertainty) output.uncertainty = x.uncertainty;
      process.outputs.push(output);
    } else if (x.kind === "input") {
      const input: TechInput = { product: x.flow_code, amount };
      if (x.provider_code !== null) input.provider = x.provider_code;
      if (x.uncertainty) input.uncertainty = x.uncertainty;
      process.inputs.push(input);
    } else {
      const exchange: ElementaryExchange = { flow: x.flow_code, amount };
      if (x.uncertainty) exchange.uncertainty = x.uncertainty;
      process.elementary.push(exchange);
    }
  }
  const flows = flowRows.map((row) => {
    const flow: ElementaryFlow = {
      id: row.code,
      name: row.name,
      unit: row.unit,
      compartment: row.compartment ?? "",
      direction: row.direction,
    };
    if (row.cas !== null) flow.cas = row.cas;
    return flow;
  });
  return { processes, flows, methods: emissionsMethodsFor(flows) };
}
