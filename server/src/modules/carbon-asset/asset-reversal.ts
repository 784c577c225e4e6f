// Reversing a transaction: the ledger is append-only, so a mistake is undone by a counter-
// transaction of kind "reversal" that names it and moves the same units (and serials) back.
// Units that came in must still be held to go out again; spent or disposed serials come back
// only if nothing has held or spent them since. Both legs of a transfer between the company's
// corporations are reversed together. A surrender's or a retirement's reversal frees what it
// counted: the compliance position and the scope 2 claims count only transactions no reversal
// names. Locks follow the order of CarbonAssetService.record.
import type { DataSource, EntityManager } from "typeorm";
import { conflict, DomainError, ErrorCode } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import { canSeeCompany, type Viewer } from "../auth/viewer";
import { ASSET_RULES, type Block, type SerialRange } from "./asset-rules";
import { AssetTransaction } from "./asset-transaction.entity";
import type { ReverseCarbonAssetTransactionInput } from "./carbon-asset.inputs";
import { SerialBlock } from "./carbon-holding.entity";
import { applyDelta, holdingNotFound, lockHolding, type NamedHolding } from "./holding-lock";
import type { ComplianceService } from "./compliance.service";
import { holdingLabel } from "./holding-label";
import { addHeld, assertFree, blocksOf, lockSerials, takeHeld } from "./serial-blocks";

const rangeOf = (transaction: AssetTransaction): SerialRange | null =>
  transaction.serialPrefix === null
    ? null
    : {
        prefix: transaction.serialPrefix,
        first: transaction.serialFirst!,
        last: transaction.serialLast!,
        width: transaction.serialWidth!,
      };

export async function reverseTransaction(
  dataSource: DataSource,
  compliance: ComplianceService,
  viewer: Viewer,
  input: ReverseCarbonAssetTransactionInput,
): Promise<AssetTransaction> {
  await assertValid(input);
  return dataSource.transaction(async (manager) => {
    const original = await manager.findOneBy(AssetTransaction, { id: input.id });
    if (!original || !canSeeCompany(viewer, original.companyId)) {
      throw DomainError.of(ErrorCode.NotFound, "assetTransactionNotFound");
    }
    if (original.kind === "reversal") throw conflict("assetReverseReversal");
    const legs = [original];
    if (original.linkedTransactionId) {
      const other = await manager.findOneBy(AssetTransaction, {
        id: original.linkedTransactionId,
      });
      if (other) legs.push(other);
    }
    // The leg going out first: its serials come back after the leg coming in gave them up.
    legs.sort((a, b) => a.delta - b.delta);

    if (ASSET_RULES[original.assetType].serials || original.purpose === "scope2") {
      await lockSerials(manager, original.companyId);
    }
    if (original.kind === "surrender") {
      await compliance.lockSurrenders(manager, original.corporationId);
    }
    const holdings = new Map<number, NamedHolding>();
    for (const id of [...new Set(legs.map((leg) => leg.holdingId))].sort((a, b) => a - b)) {
      holdings.set(id, await lockHolding(manager, viewer, id));
    }
    for (const leg of legs) {
      const reversed = await manager.findOneBy(AssetTransaction, { reversesId: leg.id });
      if (reversed) throw conflict("assetReverseTwice", { id: leg.id });
    }

    let moved: Block[] = [];
    const reversals: AssetTransaction[] = [];
    // Incoming legs give units up first, so a transfer's serials are free to return.
    for (const leg of [...legs].reverse()) {
      const holding = holdings.get(leg.holdingId);
      if (!holding) throw holdingNotFound();
      const range = rangeOf(leg);
      if (leg.delta > 0) {
        if (holding.quantity < leg.quantity) {
          throw conflict("assetReverseGone", { id: leg.id, holding: holdingLabel(holding) });
        }
        if (range) {
          moved = await takeHeld(manager, holding, range).catch((error: unknown) => {
            if (error instanceof DomainError) {
              throw conflict("assetReverseGone", { id: leg.id, holding: holdingLabel(holding) });
            }
            throw error;
          });
        }
      }
      const balanceAfter = await applyDelta(manager, holding, -leg.delta, "reversal");
      reversals.push(
        await manager.save(AssetTransaction, {
          companyId: leg.companyId,
          holdingId: leg.holdingId,
          corporationId: leg.corporationId,
          assetType: leg.assetType,
          vintage: leg.vintage,
          kind: "reversal",
          quantity: leg.quantity,
          delta: -leg.delta,
          balanceAfter,
          date: input.date,
          price: leg.price,
          counterparty: leg.counterparty,
          counterpartCorporationId: leg.counterpartCorporationId,
          linkedTransactionId: null,
          complianceYear: leg.complianceYear,
          purpose: leg.purpose,
          serialPrefix: leg.serialPrefix,
          serialFirst: leg.serialFirst,
          serialLast: leg.serialLast,
          serialWidth: leg.serialWidth,
          evidence: [],
          note: input.note.trim(),
          reversesId: leg.id,
          createdBy: viewer.userId,
        }),
      );
      if (leg.delta < 0 && range) {
        await restoreSerials(manager, holding, leg, range, moved);
      }
    }
    return reversals.find((reversal) => reversal.reversesId === original.id)!;
  });
}

/**
 * Brings back the serials an outgoing transaction took: the pieces it spent or disposed of, or
 * (the leg going out of an internal transfer) the pieces its other leg gave up just now.
 */
async function restoreSerials(
  manager: EntityManager,
  holding: NamedHolding,
  leg: AssetTransaction,
  range: SerialRange,
  moved: readonly Block[],
): Promise<void> {
  const recorded = await blocksOf(manager, leg.id);
  const pieces: Block[] = recorded.length > 0 ? recorded : [...moved];
  await assertFree(
    manager,
    holding.companyId,
    holding.assetType,
    range,
    recorded.map((block) => block.id),
  ).catch((error: unknown) => {
    if (error instanceof DomainError) {
      throw conflict("assetReverseGone", { id: leg.id, holding: holdingLabel(holding) });
    }
    throw error;
  });
  if (recorded.length > 0)
    await manager.delete(
      SerialBlock,
      recorded.map((block) => block.id),
    );
  for (const piece of pieces) await addHeld(manager, holding, piece, piece.acquiredBy, leg.id);
}
