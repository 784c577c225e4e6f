// Carbon-asset holdings and their transactions. A holding changes only by a transaction,
// recorded in one database transaction under a row lock on the holding (and, where serials or
// certificate claims move, the company's serial lock): every check runs first, so a refused
// transaction writes nothing, and a holding never goes below zero. The ledger is append-only;
// a transaction is undone by its reversal (reverseTransaction in asset-reversal.ts).
import { type DataSource, type EntityManager } from "typeorm";
import { paginate, likePattern, type Page } from "../../db/paging";
import { badInput, conflict } from "../../lib/errors";
import { assertValid } from "../../lib/validation";
import type { Evidence } from "../activity-line/activity-line.entity";
import type { EvidenceInput } from "../activity-line/activity-line.inputs";
import { canSeeCompany, scopeQuery, type Viewer } from "../auth/viewer";
import type { CorporationService } from "../corporation/corporation.service";
import { filesOfCompany, fileUrl } from "../file/file.service";
import {
  ASSET_RULES,
  ccerCap,
  ccerSurrenderEligible,
  ceaVintageEligible,
  formatRange,
  IREC_LAST_VINTAGE,
  isIncoming,
  OUTGOING_STATE,
  parseSerial,
  rangeCount,
  serialRange,
  type AssetType,
  type SerialRange,
  type TransactionKind,
} from "./asset-rules";
import { AssetTransaction, CertificateClaim } from "./asset-transaction.entity";
import type {
  CarbonHoldingListArgs,
  CarbonHoldingTotalsArgs,
  CarbonTransactionListArgs,
  RecordCarbonAssetTransactionInput,
  ReverseCarbonAssetTransactionInput,
} from "./carbon-asset.inputs";
import type { CarbonHoldingTotal, ClaimableLine } from "./carbon-asset.types";
import { CarbonHolding } from "./carbon-holding.entity";
import { checkClaims, claimableLines } from "./certificate-claims";
import type { ComplianceService, Obligation } from "./compliance.service";
import { reverseTransaction } from "./asset-reversal";
import { assetTypeLabel, figure } from "./holding-label";
import {
  applyDelta,
  corporationName,
  ensureHolding,
  holdingNotFound,
  kindName,
  lockHolding,
  type NamedHolding,
} from "./holding-lock";
import { addHeld, assertFree, lockSerials, recordTaken, takeHeld } from "./serial-blocks";

export class CarbonAssetService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly corporations: CorporationService,
    private readonly compliance: ComplianceService,
  ) {}

  // ---- reading ----

  async holdings(viewer: Viewer, args: CarbonHoldingListArgs): Promise<Page<CarbonHolding>> {
    await assertValid(args);
    const query = this.filtered(viewer, args);
    if (!args.includeEmpty) query.andWhere("holding.quantity > 0");
    return paginate(query, { page: args.page, pageSize: args.pageSize }, [], {
      column: "corporation.name",
      thenBy: ["holding.assetType", "holding.vintage"],
    });
  }

  /** Units held by asset type over the holdings the filter selects. */
  async totals(viewer: Viewer, args: CarbonHoldingTotalsArgs): Promise<CarbonHoldingTotal[]> {
    await assertValid(args);
    const rows = await this.filtered(viewer, args)
      .select("holding.assetType", "assetType")
      .addSelect("coalesce(sum(holding.quantity), 0)", "quantity")
      .addSelect("count(*) FILTER (WHERE holding.quantity > 0)", "holdings")
      .groupBy("holding.assetType")
      .getRawMany<{ assetType: AssetType; quantity: string; holdings: string }>();
    const byType = new Map(rows.map((row) => [row.assetType, row]));
    return (Object.keys(ASSET_RULES) as AssetType[]).map((type) => ({
      assetType: type,
      unit: ASSET_RULES[type].unit,
      quantity: Number(byType.get(type)?.quantity ?? 0),
      holdings: Number(byType.get(type)?.holdings ?? 0),
    }));
  }

  private filtered(viewer: Viewer, args: CarbonHoldingTotalsArgs) {
    const query = scopeQuery(
      this.dataSource
        .getRepository(CarbonHolding)
        .createQueryBuilder("holding")
        .innerJoinAndSelect("holding.corporation", "corporation"),
      viewer,
    );
    if (args.assetType) query.andWhere("holding.assetType = :type", { type: args.assetType });
    if (args.vintage) query.andWhere("holding.vintage = :vintage", { vintage: args.vintage });
    if (args.corporationId) {
      query.andWhere("holding.corporationId = :corporationId", {
        corporationId: args.corporationId,
      });
    }
    const keyword = args.keyword?.trim();
    if (keyword) {
      // A corporation's name, the series of a range held, or a serial inside a range held.
      const serial = parseSerial(keyword);
      query.andWhere(
        `(corporation.name ILIKE :keyword OR EXISTS (SELECT 1 FROM carbon_serial_block b
           WHERE b.holding_id = holding.id AND b.status = 'held' AND (b.prefix ILIKE :keyword
             OR (b.prefix = :serialPrefix AND b.width = :serialWidth
                 AND b.first <= :serialValue AND b.last >= :serialValue))))`,
        {
          keyword: likePattern(keyword),
          serialPrefix: serial?.prefix ?? "",
          serialWidth: serial?.width ?? -1,
          serialValue: serial?.value ?? -1,
        },
      );
    }
    return query;
  }

  async holding(viewer: Viewer, id: number): Promise<CarbonHolding> {
    const holding = await this.dataSource
      .getRepository(CarbonHolding)
      .findOne({ where: { id }, relations: { corporation: true } });
    if (!holding || !canSeeCompany(viewer, holding.companyId)) throw holdingNotFound();
    return holding;
  }

  /** A holding's transactions, newest first. */
  async transactions(
    viewer: Viewer,
    args: CarbonTransactionListArgs,
  ): Promise<Page<AssetTransaction>> {
    await assertValid(args);
    const holding = await this.holding(viewer, args.holdingId);
    const [items, total] = await this.dataSource.getRepository(AssetTransaction).findAndCount({
      where: { holdingId: holding.id },
      relations: { counterpartCorporation: true },
      order: { id: "DESC" },
      skip: (args.page - 1) * args.pageSize,
      take: args.pageSize,
    });
    return { items, total };
  }

  /** The scope 2 electricity lines the holding's certificates may cover. */
  async claimableLines(viewer: Viewer, holdingId: number): Promise<ClaimableLine[]> {
    const holding = await this.holding(viewer, holdingId);
    if (!["GEC", "IREC"].includes(holding.assetType)) return [];
    return claimableLines(this.dataSource.manager, holding);
  }

  // ---- recording ----

  /**
   * Records a transaction on a holding and answers it (for an internal transfer, the leg going
   * out). Units coming in go to the holding of their corporation, type and vintage, made on
   * first use; units going out come from the holding named.
   */
  async record(
    viewer: Viewer,
    input: RecordCarbonAssetTransactionInput,
  ): Promise<AssetTransaction> {
    await assertValid(input);
    const kind = input.kind as TransactionKind;
    // A surrender's obligation comes from the stored runs and the year's settings, which no
    // asset transaction changes: read before the transaction (on embedded PGlite, one
    // connection, the services reading it could not run inside it).
    const obligation = kind === "surrender" ? await this.surrenderObligation(viewer, input) : null;
    return this.dataSource.transaction(async (manager) => {
      const { holding, target } = await this.lockHoldings(manager, viewer, input, kind);
      const type = holding.assetType;
      const rule = ASSET_RULES[type];
      if (!rule.kinds.includes(kind)) {
        throw badInput("kind", "assetKindNotAllowed", {
          type: assetTypeLabel(type),
          kind: kindName(kind),
          allowed: rule.kinds.map(kindName).join(", "),
        });
      }
      const incoming = isIncoming(kind);
      if (incoming && type === "IREC" && holding.vintage > IREC_LAST_VINTAGE) {
        throw badInput("vintage", "assetIrecVintage", { vintage: holding.vintage });
      }
      const range = readRange(input, type);
      checkParties(input, kind);
      if (kind === "surrender") await this.checkSurrender(manager, input, holding, obligation);
      const claims = await this.checkRetirement(manager, input, kind, holding);
      const evidence = await checkEvidence(manager, holding.companyId, input.evidence ?? []);

      // Every check above has passed: from here on the transaction writes.
      const delta = incoming ? input.quantity : -input.quantity;
      // Serials out first: a range the holding does not hold is named before a bare shortfall.
      const taken = range && !incoming ? await takeHeld(manager, holding, range) : [];
      if (kind === "sale" && type === "GEC") {
        const bought = taken.filter((piece) => piece.acquiredBy === "purchase");
        if (bought.length > 0) {
          throw conflict("assetGecTradedOnce", { range: bought.map(formatRange).join(", ") });
        }
      }
      if (range && incoming) await assertFree(manager, holding.companyId, type, range);
      const balanceAfter = await applyDelta(manager, holding, delta, kind);
      const saved = await manager.save(
        manager.create(AssetTransaction, {
          companyId: holding.companyId,
          holdingId: holding.id,
          corporationId: holding.corporationId,
          assetType: type,
          vintage: holding.vintage,
          kind,
          quantity: input.quantity,
          delta,
          balanceAfter,
          date: input.date,
          price: input.price ?? null,
          counterparty: input.counterparty?.trim() || null,
          counterpartCorporationId: target?.corporationId ?? null,
          linkedTransactionId: null,
          complianceYear: kind === "surrender" ? input.complianceYear! : null,
          purpose: kind === "retirement" ? input.purpose! : null,
          serialPrefix: range?.prefix ?? null,
          serialFirst: range?.first ?? null,
          serialLast: range?.last ?? null,
          serialWidth: range?.width ?? null,
          evidence,
          note: input.note?.trim() || null,
          reversesId: null,
          createdBy: viewer.userId,
        }),
      );
      if (range && incoming) await addHeld(manager, holding, range, kind, saved.id);
      if (claims.length > 0) {
        await manager.insert(
          CertificateClaim,
          claims.map((claim) => ({ ...claim, transactionId: saved.id })),
        );
      }
      if (target) {
        const leg = await this.receiveTransfer(manager, holding, target, saved, taken);
        await manager.update(AssetTransaction, saved.id, { linkedTransactionId: leg.id });
        saved.linkedTransactionId = leg.id;
      } else if (range && !incoming) {
        const state = OUTGOING_STATE[kind as keyof typeof OUTGOING_STATE];
        await recordTaken(manager, holding, taken, state, saved.id);
      }
      return saved;
    });
  }

  /**
   * The holding a transaction moves (named, or for units coming in found or made) and, for a
   * transfer between the company's corporations, the receiving one. Locks are taken in one order
   * by every transaction, so two never wait on each other: the company's serial lock (types with
   * serials), the corporation's surrender lock, then the holdings' rows by ascending id.
   */
  private async lockHoldings(
    manager: EntityManager,
    viewer: Viewer,
    input: RecordCarbonAssetTransactionInput,
    kind: TransactionKind,
  ): Promise<{ holding: NamedHolding; target: NamedHolding | null }> {
    const source = await this.sourceHolding(manager, viewer, input, kind);
    let targetId: number | null = null;
    if (kind === "transfer_out" && input.toCorporationId) {
      if (input.toCorporationId === source.corporationId) {
        throw badInput("toCorporationId", "assetTransferSelf", {
          corporation: await corporationName(manager, source.corporationId),
        });
      }
      const corporation = await this.corporations.get(viewer, input.toCorporationId, manager);
      if (corporation.companyId !== source.companyId) {
        throw badInput("toCorporationId", "assetTransferSelf", { corporation: corporation.name });
      }
      targetId = await ensureHolding(manager, corporation, source.assetType, source.vintage);
    }
    const claimsScope2 = kind === "retirement" && input.purpose === "scope2";
    if (ASSET_RULES[source.assetType].serials || claimsScope2) {
      await lockSerials(manager, source.companyId);
    }
    if (kind === "surrender") await this.compliance.lockSurrenders(manager, source.corporationId);
    const ids = [source.id, ...(targetId ? [targetId] : [])].sort((a, b) => a - b);
    const locked = new Map<number, NamedHolding>();
    for (const id of ids) locked.set(id, await lockHolding(manager, viewer, id));
    return { holding: locked.get(source.id)!, target: targetId ? locked.get(targetId)! : null };
  }

  /** Records the reversal of a transaction (asset-reversal.ts) and answers it. */
  reverse(viewer: Viewer, input: ReverseCarbonAssetTransactionInput): Promise<AssetTransaction> {
    return reverseTransaction(this.dataSource, this.compliance, viewer, input);
  }

  /** The holding units come from or go to, not yet locked. */
  private async sourceHolding(
    manager: EntityManager,
    viewer: Viewer,
    input: RecordCarbonAssetTransactionInput,
    kind: TransactionKind,
  ): Promise<CarbonHolding> {
    if (input.holdingId) {
      const found = await manager.findOneBy(CarbonHolding, { id: input.holdingId });
      if (!found || !canSeeCompany(viewer, found.companyId)) throw holdingNotFound();
      return found;
    }
    if (!isIncoming(kind)) {
      throw badInput("holdingId", "assetOutgoingNeedsHolding", { kind: kindName(kind) });
    }
    if (!input.corporationId || !input.assetType || !input.vintage) {
      const field = !input.corporationId
        ? "corporationId"
        : !input.assetType
          ? "assetType"
          : "vintage";
      throw badInput(field, "assetHoldingRequired");
    }
    const corporation = await this.corporations.get(viewer, input.corporationId, manager);
    const type = input.assetType as AssetType;
    const id = await ensureHolding(manager, corporation, type, input.vintage);
    return manager.findOneByOrFail(CarbonHolding, { id });
  }

  /** The leg coming in of an internal transfer: the units, and their serials, at the target. */
  private async receiveTransfer(
    manager: EntityManager,
    source: NamedHolding,
    target: NamedHolding,
    out: AssetTransaction,
    taken: readonly {
      prefix: string;
      first: number;
      last: number;
      width: number;
      acquiredBy: string;
    }[],
  ): Promise<AssetTransaction> {
    const balanceAfter = await applyDelta(manager, target, out.quantity, "transfer_in");
    const leg = await manager.save(AssetTransaction, {
      ...out,
      id: undefined,
      holdingId: target.id,
      corporationId: target.corporationId,
      kind: "transfer_in",
      delta: out.quantity,
      balanceAfter,
      counterpartCorporationId: source.corporationId,
      linkedTransactionId: out.id,
      createdAt: undefined,
    } as Partial<AssetTransaction>);
    for (const piece of taken) await addHeld(manager, target, piece, piece.acquiredBy, leg.id);
    return leg;
  }

  /**
   * A surrender counts for a compliance year: CEA of a vintage up to that year, CCER not of the
   * stock after 2024, CCER within 5% of the verified emissions, and never beyond what is still
   * outstanding. The corporation's surrenders are serialised while this is checked.
   */
  private async checkSurrender(
    manager: EntityManager,
    input: RecordCarbonAssetTransactionInput,
    holding: NamedHolding,
    obligation: Obligation | null,
  ): Promise<void> {
    const year = input.complianceYear;
    if (!year) throw badInput("complianceYear", "assetComplianceYearRequired");
    if (holding.assetType === "CEA" && !ceaVintageEligible(holding.vintage, year)) {
      throw badInput("complianceYear", "assetCeaBorrowing", { vintage: holding.vintage, year });
    }
    if (holding.assetType === "CCER" && !ccerSurrenderEligible(holding.vintage, input.date)) {
      throw badInput("date", "assetCcerStock", { vintage: holding.vintage, date: input.date });
    }
    const names = { corporation: holding.corporation.name, year };
    if (obligation?.verifiedT == null) throw badInput("complianceYear", "assetNoVerified", names);
    const figures = await this.compliance.figures(manager, holding.corporationId, year);
    const verified = obligation.verifiedT;
    const cap = ccerCap(verified);
    if (holding.assetType === "CCER" && figures.surrenderedCcer + input.quantity > cap) {
      throw conflict("assetCcerCap", {
        ...names,
        cap: figure(cap),
        verified: figure(verified),
        used: figure(figures.surrenderedCcer),
        room: figure(Math.max(0, cap - figures.surrenderedCcer)),
      });
    }
    const surrendered = figures.surrenderedCea + Math.min(figures.surrenderedCcer, cap);
    const outstanding = verified - surrendered;
    // A part of a tonne still owed takes a whole allowance.
    if (input.quantity > Math.ceil(outstanding - 1e-9)) {
      throw conflict("assetSurrenderExceeds", {
        ...names,
        outstanding: figure(Math.max(0, outstanding)),
        verified: figure(verified),
        surrendered: figure(surrendered),
        quantity: figure(input.quantity),
      });
    }
  }

  /** The obligation of the compliance year a surrender names, when it names a holding and year. */
  private async surrenderObligation(
    viewer: Viewer,
    input: RecordCarbonAssetTransactionInput,
  ): Promise<Obligation | null> {
    if (!input.holdingId || !input.complianceYear) return null;
    const found = await this.dataSource
      .getRepository(CarbonHolding)
      .findOneBy({ id: input.holdingId });
    if (!found || !canSeeCompany(viewer, found.companyId)) return null;
    const corporation = await this.corporations.get(viewer, found.corporationId);
    return this.compliance.obligation(viewer, corporation, input.complianceYear);
  }

  /** A retirement's purpose and, against scope 2, the lines its certificates cover. */
  private async checkRetirement(
    manager: EntityManager,
    input: RecordCarbonAssetTransactionInput,
    kind: TransactionKind,
    holding: NamedHolding,
  ) {
    const claims = input.claims ?? [];
    if (kind !== "retirement" || input.purpose !== "scope2") {
      if (claims.length > 0) throw badInput("claims", "assetClaimsOnlyScope2");
      if (kind === "retirement" && !input.purpose) {
        throw badInput("purpose", "assetPurposeRequired");
      }
      return [];
    }
    if (!["GEC", "IREC"].includes(holding.assetType)) {
      throw badInput("purpose", "assetScope2Certificates");
    }
    // Claims are checked against each other under the company's serial lock (lockHoldings).
    return checkClaims(manager, holding, claims, input.quantity);
  }
}

/** The holding of a corporation's units of a type and vintage, made on first use. */
/** The serial range of a transaction: required where the type has serials, refused on CEA. */
function readRange(input: RecordCarbonAssetTransactionInput, type: AssetType): SerialRange | null {
  const start = input.serialStart?.trim() ?? "";
  const end = input.serialEnd?.trim() ?? "";
  if (!ASSET_RULES[type].serials) {
    if (start || end) throw badInput(start ? "serialStart" : "serialEnd", "assetNoSerials");
    return null;
  }
  if (!start || !end) {
    throw badInput(start ? "serialEnd" : "serialStart", "assetSerialRequired", {
      type: assetTypeLabel(type),
    });
  }
  const read = serialRange(start, end);
  if ("problem" in read) {
    if (read.problem === "format") {
      const value = read.field === "serialStart" ? start : end;
      throw badInput(read.field, "assetSerialFormat", { value });
    }
    throw badInput(
      read.field,
      read.problem === "mismatch" ? "assetSerialMismatch" : "assetSerialOrder",
    );
  }
  const count = rangeCount(read.range);
  if (count !== input.quantity) {
    throw badInput("quantity", "assetSerialCount", {
      range: formatRange(read.range),
      count: figure(count),
      quantity: figure(input.quantity),
    });
  }
  return read.range;
}

/** Prices and counterparties each kind needs. */
function checkParties(input: RecordCarbonAssetTransactionInput, kind: TransactionKind): void {
  if (
    (kind === "purchase" || kind === "sale") &&
    (input.price === null || input.price === undefined)
  ) {
    throw badInput("price", "assetPriceRequired", { kind: kindName(kind) });
  }
  const counterparty = input.counterparty?.trim();
  if ((kind === "purchase" || kind === "sale" || kind === "transfer_in") && !counterparty) {
    throw badInput("counterparty", "assetCounterpartyRequired", { kind: kindName(kind) });
  }
  if (kind === "transfer_out" && !input.toCorporationId === !counterparty) {
    throw badInput("toCorporationId", "assetTransferTarget");
  }
}

/** Evidence is an uploaded file of the company or a link, as on activity lines. */
async function checkEvidence(
  manager: EntityManager,
  companyId: number,
  items: readonly EvidenceInput[],
): Promise<Evidence[]> {
  const fileId = (item: EvidenceInput) => (item.fileId ? String(item.fileId).toLowerCase() : null);
  const files = await filesOfCompany(
    manager,
    companyId,
    items.flatMap((item) => fileId(item) ?? []),
  );
  return items.map((item, index) => {
    const id = fileId(item);
    if (id && !files.has(id)) {
      throw badInput(`evidence.${index}.fileId`, "assetEvidenceFileUnknown", { name: item.name });
    }
    if (!id && !item.url?.trim()) {
      throw badInput(`evidence.${index}.url`, "assetEvidenceNeedsFileOrUrl", { name: item.name });
    }
    return id
      ? { name: item.name.trim(), url: fileUrl(id), fileId: id }
      : { name: item.name.trim(), url: item.url!.trim() };
  });
}
