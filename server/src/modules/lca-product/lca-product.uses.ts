// What of the product library uses an upstream database: products that study on it as their
// background database or draw a line from one of its products, counted for the refusal of its
// deletion (the upstream database module runs this check). Products belong to tenants: the
// operator is told how many and of how many companies, not their names.
import type { EntityManager } from "typeorm";
import { translate } from "../../lib/messages";

export async function databaseUses(manager: EntityManager, databaseId: number): Promise<string[]> {
  const [row] = await manager.query<{ products: number; companies: number }[]>(
    `SELECT count(*)::int AS products, count(DISTINCT p.company_id)::int AS companies
       FROM lca_product p
      WHERE p.database_id = $1
         OR EXISTS (SELECT 1 FROM lca_model_line l
                     WHERE l.product_id = p.id AND l.source_kind = 'upstream'
                       AND l.source_id IN (SELECT id FROM upstream_process WHERE database_id = $1))`,
    [databaseId],
  );
  if (!row || row.products === 0) return [];
  return [translate("lcaUsedByProducts", { products: row.products, companies: row.companies })];
}
