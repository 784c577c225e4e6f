// Holdings under lock: reading one for a transaction (a row lock, with its corporation's name
// for messages), making one on first use, and changing its quantity, which never goes below
// zero. Kinds of transaction by name in the caller's language.
import type { EntityManager } from "typeorm";
import { conflict, DomainError, ErrorCode } from "../../lib/errors";
import { translate, type MessageKey } from "../../lib/messages";
import { canSeeCompany, type Viewer } from "../auth/viewer";
import { ASSET_RULES, type AssetType, type TransactionKind } from "./asset-rules";
import { CarbonHolding } from "./carbon-holding.entity";
import { figure, holdingLabel } from "./holding-label";

export const KIND_KEYS: Record<TransactionKind, MessageKey> = {
  allocation: "assetKindAllocation",
  purchase: "assetKindPurchase",
  sale: "assetKindSale",
  transfer_in: "assetKindTransferIn",
  transfer_out: "assetKindTransferOut",
  surrender: "assetKindSurrender",
  retirement: "assetKindRetirement",
  expiry: "assetKindExpiry",
  reversal: "assetKindReversal",
};

export const kindName = (kind: TransactionKind) => translate(KIND_KEYS[kind]);

export const holdingNotFound = () => DomainError.of(ErrorCode.NotFound, "assetHoldingNotFound");

/** A holding with its corporation, as messages name it. */
export type NamedHolding = CarbonHolding & { corporation: { name: string } };

/** Reads a holding of the viewer's companies under a row lock, with its corporation. */
export async function lockHolding(
  manager: EntityManager,
  viewer: Viewer,
  id: number,
): Promise<NamedHolding> {
  const holding = await manager
    .getRepository(CarbonHolding)
    .createQueryBuilder("holding")
    .setLock("pessimistic_write")
    .where("holding.id = :id", { id })
    .getOne();
  if (!holding || !canSeeCompany(viewer, holding.companyId)) throw holdingNotFound();
  const corporation = { name: await corporationName(manager, holding.corporationId) };
  return Object.assign(holding, { corporation });
}

/** Changes a locked holding's quantity by `delta`; refused, naming the shortfall, below zero. */
export async function applyDelta(
  manager: EntityManager,
  holding: NamedHolding,
  delta: number,
  kind: TransactionKind,
): Promise<number> {
  const after = holding.quantity + delta;
  if (after < 0) {
    throw conflict("assetShortfall", {
      holding: holdingLabel(holding),
      held: figure(holding.quantity),
      unit: ASSET_RULES[holding.assetType].unit,
      kind: kindName(kind),
      quantity: figure(-delta),
      shortfall: figure(-after),
    });
  }
  // Relative, so the check constraint would stop a write that bypassed the row lock.
  await manager.query(
    "UPDATE carbon_holding SET quantity = quantity + $2, updated_at = now() WHERE id = $1",
    [holding.id, delta],
  );
  holding.quantity = after;
  return after;
}

export async function corporationName(manager: EntityManager, id: number): Promise<string> {
  const [row] = await manager.query<Array<{ name: string }>>(
    "SELECT name FROM corporation WHERE id = $1",
    [id],
  );
  return row?.name ?? "";
}

export async function ensureHolding(
  manager: EntityManager,
  corporation: { id: number; companyId: number },
  assetType: AssetType,
  vintage: number,
): Promise<number> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(CarbonHolding)
    .values({ companyId: corporation.companyId, corporationId: corporation.id, assetType, vintage })
    .orIgnore()
    .execute();
  const holding = await manager.findOneByOrFail(CarbonHolding, {
    corporationId: corporation.id,
    assetType,
    vintage,
  });
  return holding.id;
}
