// What uses a material datum among this module's rows: process model inputs and design product
// items, named for the refusal of its deletion (the lca-data module runs this check).
import type { EntityManager } from "typeorm";
import { translate } from "../../lib/messages";
import { ProcessModel, ProcessModelLine } from "./process-model.entity";
import { DesignProduct, DesignProductItem } from "./design-product.entity";

/** At most this many names per kind; the rest are counted. */
const NAMED = 3;

function describe(key: "usedByProcessModels" | "usedByDesignProducts", names: string[]) {
  if (names.length === 0) return [];
  const shown = names.slice(0, NAMED).join(", ");
  const more = names.length > NAMED ? ` (+${names.length - NAMED})` : "";
  return [translate(key, { names: `${shown}${more}` })];
}

export async function materialUses(manager: EntityManager, id: number): Promise<string[]> {
  const models = await manager
    .getRepository(ProcessModel)
    .createQueryBuilder("model")
    .select("DISTINCT model.name", "name")
    .innerJoin(ProcessModelLine, "line", "line.modelId = model.id")
    .where("line.sourceKind = 'material' AND line.sourceId = :id", { id })
    .getRawMany<{ name: string }>();
  const products = await manager
    .getRepository(DesignProduct)
    .createQueryBuilder("product")
    .select("DISTINCT product.name", "name")
    .innerJoin(DesignProductItem, "item", "item.designProductId = product.id")
    .where("item.materialDatumId = :id", { id })
    .getRawMany<{ name: string }>();
  return [
    ...describe(
      "usedByProcessModels",
      models.map((row) => row.name),
    ),
    ...describe(
      "usedByDesignProducts",
      products.map((row) => row.name),
    ),
  ];
}

/** Process models with an input from one of a database's products (the upstream module asks). */
export async function databaseUses(manager: EntityManager, databaseId: number): Promise<string[]> {
  const models = await manager
    .getRepository(ProcessModel)
    .createQueryBuilder("model")
    .select("DISTINCT model.name", "name")
    .innerJoin(ProcessModelLine, "line", "line.modelId = model.id")
    .where(
      `line.sourceKind = 'upstream' AND line.sourceId IN
        (SELECT id FROM upstream_process WHERE database_id = :databaseId)`,
      { databaseId },
    )
    .getRawMany<{ name: string }>();
  return describe(
    "usedByProcessModels",
    models.map((row) => row.name),
  );
}
