// Public share links of a chart or of the home panorama. A link carries a random token of 256
// bits; only its SHA-256 is stored, so the table cannot hand out working links. What a link
// shows is frozen when it is made: the charts' names, types and figures (no ids of cases,
// corporations or users), until it expires (at most 90 days) or is revoked. An unknown, expired
// or revoked token gets one and the same answer, so a visitor learns nothing about which.
import { createHash, randomBytes } from "node:crypto";
import type { DataSource } from "typeorm";
import { paginate, SortOrder, type Page } from "../../db/paging";
import { DomainError, ErrorCode } from "../../lib/errors";
import { translate } from "../../lib/messages";
import { assertValid } from "../../lib/validation";
import type { Viewer } from "../auth/viewer";
import type { ChartData } from "./panorama-data";
import type { PanoramaChart } from "./panorama-chart.entity";
import { PanoramaShare } from "./panorama-share.entity";
import type {
  CreatePanoramaShareInput,
  PanoramaShareListArgs,
  RevokePanoramaShareInput,
} from "./panorama.inputs";
import type { PanoramaService } from "./panorama.service";
import type { CreatedPanoramaShare, SharedChart, SharedPanoramaView } from "./panorama.types";

const DAY_MS = 24 * 60 * 60 * 1000;
/** base64url of 32 random bytes. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type ShareStatus = "active" | "expired" | "revoked";

export function shareStatus(
  share: Pick<PanoramaShare, "revokedAt" | "expiresAt">,
  now = new Date(),
): ShareStatus {
  if (share.revokedAt) return "revoked";
  return share.expiresAt.getTime() <= now.getTime() ? "expired" : "active";
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const invalidLink = () => DomainError.of(ErrorCode.NotFound, "panoramaShareInvalid");

export class PanoramaShareService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly panorama: PanoramaService,
  ) {}

  async list(viewer: Viewer, args: PanoramaShareListArgs): Promise<Page<PanoramaShare>> {
    await assertValid(args);
    const query = this.dataSource
      .getRepository(PanoramaShare)
      .createQueryBuilder("share")
      .where("share.companyId = :companyId", { companyId: viewer.companyId });
    return paginate(query, args, ["share.title"], {
      column: "share.createdAt",
      order: SortOrder.DESC,
    });
  }

  /** Makes a link to a chart (or the home panorama) as it reads now; answers its token once. */
  async create(viewer: Viewer, input: CreatePanoramaShareInput): Promise<CreatedPanoramaShare> {
    await assertValid(input);
    let charts: Array<{ chart: PanoramaChart; width: number }>;
    if (input.chartId) {
      charts = [{ chart: await this.panorama.get(viewer, input.chartId), width: 12 }];
    } else {
      const items = await this.panorama.homeItems(viewer.companyId);
      if (items.length === 0) {
        throw DomainError.of(ErrorCode.BadUserInput, "panoramaHomeEmpty", {}, { field: "chartId" });
      }
      charts = items.map((item) => ({ chart: item.chart!, width: item.width }));
    }
    const data = await this.panorama.figures(
      viewer.companyId,
      charts.map((item) => item.chart),
    );
    const shared = charts.map(({ chart, width }, index) => sharedChart(chart, width, data[index]));
    const token = randomBytes(32).toString("base64url");
    const title =
      input.title?.trim() || (input.chartId ? charts[0].chart.name : translate("panoramaTitle"));
    // One row: nothing to hold a transaction for.
    const share = await this.dataSource.getRepository(PanoramaShare).save({
      companyId: viewer.companyId,
      tokenHash: hashToken(token),
      kind: input.chartId ? "chart" : "panorama",
      chartId: input.chartId ?? null,
      title,
      snapshot: { charts: shared },
      expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
      revokedAt: null,
      createdBy: viewer.userId,
    });
    return { share, token };
  }

  async revoke(viewer: Viewer, input: RevokePanoramaShareInput): Promise<PanoramaShare> {
    await assertValid(input);
    const repository = this.dataSource.getRepository(PanoramaShare);
    const share = await repository.findOneBy({ id: input.id, companyId: viewer.companyId });
    if (!share) throw DomainError.of(ErrorCode.NotFound, "panoramaShareNotFound");
    if (share.revokedAt) return share;
    share.revokedAt = new Date();
    return repository.save(share);
  }

  /** What a link shows, to anyone holding its token; the same refusal for every bad token. */
  async open(token: string): Promise<SharedPanoramaView> {
    if (!TOKEN_PATTERN.test(token)) throw invalidLink();
    const share = await this.dataSource
      .getRepository(PanoramaShare)
      .findOneBy({ tokenHash: hashToken(token) });
    if (!share || shareStatus(share) !== "active") throw invalidLink();
    return {
      kind: share.kind,
      title: share.title,
      sharedAt: share.createdAt,
      expiresAt: share.expiresAt,
      charts: share.snapshot.charts,
    };
  }
}

/** A chart as a share keeps it: the fields named here and nothing else. */
function sharedChart(chart: PanoramaChart, width: number, data: ChartData): SharedChart {
  return {
    name: chart.name,
    dataKind: chart.dataKind,
    grouping: chart.grouping,
    chartType: chart.chartType,
    width,
    data: {
      measure: data.measure,
      categories: data.categories.map(({ key, name, scope }) => ({
        key,
        name,
        scope: scope ?? null,
      })),
      series: data.series.map(({ key, name, unit, values }) => ({
        key,
        name,
        unit: unit ?? null,
        values,
      })),
      notes: data.notes,
    },
  };
}
