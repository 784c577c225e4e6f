// Per-request loaders of carbon assets: the ranges each holding of a page holds, and each
// transaction's reversal and certificate claims, one query per kind for a whole page.
import type DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import { groupedLoader } from "../../lib/loaders";
import { AssetTransaction, CertificateClaim } from "./asset-transaction.entity";
import { SerialBlock } from "./carbon-holding.entity";

export interface CarbonAssetLoaders {
  heldSerialBlocks: DataLoader<number, SerialBlock[]>;
  /** The reversal naming a transaction (none, or one). */
  reversalOf: DataLoader<number, AssetTransaction[]>;
  certificateClaims: DataLoader<number, CertificateClaim[]>;
}

export const carbonAssetLoaders = (dataSource: DataSource): CarbonAssetLoaders => ({
  heldSerialBlocks: groupedLoader(
    (holdingIds) =>
      dataSource.getRepository(SerialBlock).find({
        where: { holdingId: In(holdingIds), status: "held" },
        order: { prefix: "ASC", first: "ASC" },
      }),
    (block) => block.holdingId,
  ),
  reversalOf: groupedLoader(
    (ids) => dataSource.getRepository(AssetTransaction).findBy({ reversesId: In(ids) }),
    (reversal) => reversal.reversesId!,
  ),
  certificateClaims: groupedLoader(
    (ids) =>
      dataSource
        .getRepository(CertificateClaim)
        .find({ where: { transactionId: In(ids) }, order: { id: "ASC" } }),
    (claim) => claim.transactionId,
  ),
});
