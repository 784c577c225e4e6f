// The serial ranges of holdings in the database, inside a transaction that holds the company's
// serial lock (lockSerials): a range coming in must be free in the whole company, a range going
// out must be held by the holding; held ranges are split around what is taken and joined with
// the ranges they touch. Spent ranges stay, so a serial is never held or spent twice.
import { Not, type EntityManager } from "typeorm";
import { translate, type MessageKey } from "../../lib/messages";
import { conflict } from "../../lib/errors";
import {
  formatRange,
  mergeRange,
  takeRange,
  type AssetType,
  type Block,
  type BlockState,
  type SerialRange,
} from "./asset-rules";
import { AssetTransaction } from "./asset-transaction.entity";
import { CarbonHolding, SerialBlock } from "./carbon-holding.entity";
import { holdingLabel } from "./holding-label";

/** Advisory lock keys (first half): one per company for serials and certificate claims. */
const SERIAL_LOCK = 7301;

/**
 * Serialises, within a company, every transaction that moves serials or claims electricity:
 * two at once could otherwise both find a range free or a line unclaimed.
 */
export async function lockSerials(manager: EntityManager, companyId: number): Promise<void> {
  await manager.query("SELECT pg_advisory_xact_lock($1, $2)", [SERIAL_LOCK, companyId]);
}

const STATE_KEYS: Partial<Record<BlockState, MessageKey>> = {
  surrendered: "assetStateSurrendered",
  retired: "assetStateRetired",
  expired: "assetStateExpired",
};

/**
 * Refuses a range coming into the company when any of it is held already (in any holding) or was
 * spent; a range sold or transferred away may come back. `except` names blocks that do not count
 * (the spent blocks a reversal brings back).
 */
export async function assertFree(
  manager: EntityManager,
  companyId: number,
  assetType: AssetType,
  range: SerialRange,
  except: readonly number[] = [],
): Promise<void> {
  const query = manager
    .getRepository(SerialBlock)
    .createQueryBuilder("block")
    .innerJoinAndSelect("block.holding", "holding")
    .innerJoinAndSelect("holding.corporation", "corporation")
    .where("block.companyId = :companyId AND block.assetType = :assetType", {
      companyId,
      assetType,
    })
    .andWhere("block.prefix = :prefix AND block.width = :width", range)
    .andWhere("block.first <= :last AND block.last >= :first", range)
    .andWhere("block.status <> 'disposed'")
    .orderBy("block.first");
  if (except.length > 0) query.andWhere("block.id NOT IN (:...except)", { except });
  const clash = await query.getOne();
  if (!clash) return;
  const overlap = formatRange({
    ...range,
    first: Math.max(range.first, clash.first),
    last: Math.min(range.last, clash.last),
  });
  const holding = holdingLabel(clash.holding!);
  if (clash.status === "held") throw conflict("assetSerialHeld", { range: overlap, holding });
  const spentBy = await manager.findOneBy(AssetTransaction, { id: clash.transactionId });
  throw conflict("assetSerialSpent", {
    range: overlap,
    holding,
    state: translate(STATE_KEYS[clash.status] ?? "assetStateRetired"),
    date: spentBy?.date ?? "",
  });
}

/** The held blocks of a holding. */
export function heldBlocks(manager: EntityManager, holdingId: number): Promise<SerialBlock[]> {
  return manager.find(SerialBlock, {
    where: { holdingId, status: "held" },
    order: { prefix: "ASC", first: "ASC" },
  });
}

/** Adds a free range to a holding's held blocks, joined with those it touches. */
export async function addHeld(
  manager: EntityManager,
  holding: CarbonHolding,
  range: SerialRange,
  acquiredBy: string,
  transactionId: number,
): Promise<void> {
  const held = await heldBlocks(manager, holding.id);
  const { joined, merged } = mergeRange(held, { ...range, acquiredBy });
  if (joined.length > 0)
    await manager.delete(
      SerialBlock,
      joined.map((block) => block.id!),
    );
  await manager.insert(SerialBlock, {
    companyId: holding.companyId,
    holdingId: holding.id,
    assetType: holding.assetType,
    prefix: merged.prefix,
    first: merged.first,
    last: merged.last,
    width: merged.width,
    status: "held",
    acquiredBy: merged.acquiredBy,
    transactionId,
  });
}

/**
 * Takes a range out of a holding's held blocks: refused unless the holding holds all of it. The
 * blocks it touched are replaced by the pieces outside the range; the pieces inside are answered
 * for the caller to record as spent, disposed or moved.
 */
export async function takeHeld(
  manager: EntityManager,
  holding: CarbonHolding,
  range: SerialRange,
): Promise<SerialBlock[]> {
  const held = await heldBlocks(manager, holding.id);
  const { touched, taken, kept, missing } = takeRange(held, range);
  if (missing.length > 0) {
    throw conflict("assetSerialNotHeld", {
      holding: holdingLabel(holding),
      range: missing.map(formatRange).join(", "),
    });
  }
  await manager.delete(
    SerialBlock,
    touched.map((block) => block.id),
  );
  for (const piece of kept) {
    await manager.insert(SerialBlock, {
      companyId: holding.companyId,
      holdingId: holding.id,
      assetType: holding.assetType,
      prefix: piece.prefix,
      first: piece.first,
      last: piece.last,
      width: piece.width,
      status: "held",
      acquiredBy: piece.acquiredBy,
      transactionId: piece.transactionId,
    });
  }
  return taken;
}

/** Records pieces taken by an outgoing transaction as spent or disposed of, by that transaction. */
export async function recordTaken(
  manager: EntityManager,
  holding: CarbonHolding,
  pieces: readonly Block[],
  status: BlockState,
  transactionId: number,
): Promise<void> {
  for (const piece of pieces) {
    await manager.insert(SerialBlock, {
      companyId: holding.companyId,
      holdingId: holding.id,
      assetType: holding.assetType,
      prefix: piece.prefix,
      first: piece.first,
      last: piece.last,
      width: piece.width,
      status,
      acquiredBy: piece.acquiredBy,
      transactionId,
    });
  }
}

/** The blocks an outgoing transaction spent or disposed of, for its reversal. */
export function blocksOf(manager: EntityManager, transactionId: number): Promise<SerialBlock[]> {
  return manager.find(SerialBlock, {
    where: { transactionId, status: Not("held") },
    order: { first: "ASC" },
  });
}
