// PACT v3 for a signed-in API client (REFERENCE-PACT.md §4): the footprints of the releases of
// the products granted to it (review-pact.ts maps each), filtered and paged; one footprint by id;
// and the CloudEvents it sends. A RequestCreatedEvent is answered by a background job that posts
// one RequestFulfilledEvent (the footprints that match) or RequestRejectedEvent (none match) to the
// request's `source`, retried with back-off by the job runner.
import { randomUUID } from "node:crypto";
import type { DataSource } from "typeorm";
import { DomainError } from "../../lib/errors";
import { isSafeUrl } from "../../lib/safe-url";
import { defineJob, type JobContext } from "../job/job.types";
import type { JobService } from "../job/job.service";
import type { PactProductFootprint } from "../lca-product/pact-footprint";
import { releaseFootprint, releaseFootprintId } from "../review/review-pact";
import type { ReviewService } from "../review/review.service";
import { LcaReview } from "../review/review.entity";
import { ApiClient, PactEvent } from "./api-client.entity";
import type { ApiClientFootprint } from "./api-client.inputs";
import type { ApiClientService } from "./api-client.service";
import {
  eventCriteria,
  matchesCriteria,
  PactQueryError,
  type FootprintCriteria,
} from "./pact-query";

export const PACT_EVENT_TYPES = {
  requestCreated: "org.wbcsd.pact.ProductFootprint.RequestCreatedEvent.3",
  requestFulfilled: "org.wbcsd.pact.ProductFootprint.RequestFulfilledEvent.3",
  requestRejected: "org.wbcsd.pact.ProductFootprint.RequestRejectedEvent.3",
  published: "org.wbcsd.pact.ProductFootprint.PublishedEvent.3",
} as const;
const KNOWN_TYPES = new Set<string>(Object.values(PACT_EVENT_TYPES));

/** A PACT error answer: its code (§4.6) and HTTP status. */
export class PactError extends Error {
  constructor(
    readonly status: number,
    readonly code:
      | "BadRequest"
      | "AccessDenied"
      | "NotFound"
      | "NotImplemented"
      | "TokenExpired"
      | "InternalError",
    message: string,
  ) {
    super(message);
  }
}

/** Where this platform can be reached, for the `source` of the events it sends. */
export interface PactAnswerContext {
  baseUrl: string;
}

export class PactService {
  /** Answers a RequestCreatedEvent (the request row's id) at the requester's `source`. */
  readonly fulfilmentJob;

  constructor(
    private readonly dataSource: DataSource,
    private readonly apiClients: ApiClientService,
    private readonly reviews: ReviewService,
    private readonly jobs: JobService,
  ) {
    this.fulfilmentJob = defineJob<{ eventId: number; baseUrl: string }, { state: string }>({
      kind: "pact-request-fulfilment",
      retryLimit: 8,
      expireInSeconds: 120,
      run: (payload, context) => this.fulfil(payload, context),
    });
  }

  /** What the client can read now, release by release (for the company's own screen). */
  async shared(client: ApiClient): Promise<ApiClientFootprint[]> {
    const releases = await this.apiClients.grantedReleases(client);
    const manager = this.dataSource.manager;
    const answer: ApiClientFootprint[] = [];
    for (const review of releases) {
      const release = await this.reviews.releaseOf(manager, review.id);
      try {
        const pf = await releaseFootprint(manager, release);
        answer.push({
          id: pf.id,
          productId: release.product.id,
          productName: release.product.name,
          version: review.version,
          status: pf.status,
          releasedAt: review.releasedAt,
        });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    }
    return answer;
  }

  /** Every footprint the client may read, oldest release first. */
  async footprints(client: ApiClient): Promise<PactProductFootprint[]> {
    const releases = await this.apiClients.grantedReleases(client);
    const manager = this.dataSource.manager;
    const answer: PactProductFootprint[] = [];
    for (const review of releases) {
      try {
        answer.push(
          await releaseFootprint(manager, await this.reviews.releaseOf(manager, review.id)),
        );
      } catch (error) {
        // A release the mapping refuses (no PACT unit, say) is not served rather than half-served.
        if (!(error instanceof DomainError)) throw error;
      }
    }
    return answer;
  }

  async list(
    client: ApiClient,
    criteria: FootprintCriteria,
    offset: number,
    limit: number | undefined,
  ): Promise<{ data: PactProductFootprint[]; more: boolean }> {
    const all = (await this.footprints(client)).filter((pf) => matchesCriteria(pf, criteria));
    const end = limit === undefined ? all.length : offset + limit;
    return { data: all.slice(offset, end), more: end < all.length };
  }

  /**
   * One footprint by id: 404 NotFound when no release of the client's company has it, 403
   * AccessDenied when one does but its product is not granted to the client.
   */
  async get(client: ApiClient, id: string): Promise<PactProductFootprint> {
    const wanted = id.toLowerCase();
    const found = (await this.footprints(client)).find((pf) => pf.id.toLowerCase() === wanted);
    if (found) return found;
    const companyReleases = await this.dataSource
      .getRepository(LcaReview)
      .find({ select: { id: true }, where: { companyId: client.companyId } });
    if (companyReleases.some((r) => releaseFootprintId(r.id).toLowerCase() === wanted)) {
      throw new PactError(403, "AccessDenied", "This footprint is not shared with the client");
    }
    throw new PactError(404, "NotFound", `No footprint with id ${id}`);
  }

  /** A CloudEvent from the client (structured mode), checked and kept; a request is queued. */
  async receive(client: ApiClient, body: unknown, context: PactAnswerContext): Promise<PactEvent> {
    const event = checkEnvelope(body);
    if (event.type === PACT_EVENT_TYPES.requestCreated) {
      try {
        eventCriteria(event.data);
      } catch (error) {
        if (error instanceof PactQueryError) throw new PactError(400, "BadRequest", error.message);
        throw error;
      }
      if (!isSafeUrl(event.source)) {
        throw new PactError(400, "BadRequest", "source must be the https address to answer at");
      }
    }
    if (event.type === PACT_EVENT_TYPES.published) {
      const ids = event.data.pfIds;
      if (!Array.isArray(ids) || ids.length === 0 || ids.some((v) => typeof v !== "string")) {
        throw new PactError(400, "BadRequest", "data.pfIds must be a non-empty list of ids");
      }
    }
    if (
      event.type === PACT_EVENT_TYPES.requestFulfilled ||
      event.type === PACT_EVENT_TYPES.requestRejected
    ) {
      if (typeof event.data.requestEventId !== "string") {
        throw new PactError(400, "BadRequest", "data.requestEventId is required");
      }
    }
    return this.dataSource.transaction(async (manager) => {
      const existing = await manager.findOneBy(PactEvent, {
        apiClientId: client.id,
        eventId: event.id,
      });
      // The same event sent again (a retry) is accepted once.
      if (existing) return existing;
      const row = await manager.save(PactEvent, {
        apiClientId: client.id,
        companyId: client.companyId,
        eventId: event.id,
        type: event.type,
        source: event.source,
        data: event.data,
        state: "received",
      });
      if (event.type === PACT_EVENT_TYPES.requestCreated) {
        await this.jobs.start(
          this.fulfilmentJob,
          { eventId: row.id, baseUrl: context.baseUrl },
          { companyId: client.companyId, userId: client.createdBy ?? 0 },
          manager,
        );
      }
      return row;
    });
  }

  /** The company's received events, newest first. */
  async events(companyId: number, page: number, pageSize: number, apiClientId?: number | null) {
    const query = this.dataSource
      .getRepository(PactEvent)
      .createQueryBuilder("e")
      .where("e.companyId = :companyId", { companyId });
    if (apiClientId) query.andWhere("e.apiClientId = :apiClientId", { apiClientId });
    const [items, total] = await query
      .orderBy("e.id", "DESC")
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { items, total };
  }

  /** The answer to a request: its event built and posted to the requester's `source`. */
  async answerOf(request: PactEvent, baseUrl: string): Promise<Record<string, unknown>> {
    const client = await this.dataSource
      .getRepository(ApiClient)
      .findOneByOrFail({ id: request.apiClientId });
    const pfs = (await this.footprints(client)).filter((pf) =>
      matchesCriteria(pf, eventCriteria(request.data)),
    );
    const envelope = {
      specversion: "1.0",
      id: randomUUID(),
      source: `${baseUrl}/3/events`,
      time: new Date().toISOString(),
    };
    return pfs.length > 0
      ? {
          ...envelope,
          type: PACT_EVENT_TYPES.requestFulfilled,
          data: { requestEventId: request.eventId, pfs },
        }
      : {
          ...envelope,
          type: PACT_EVENT_TYPES.requestRejected,
          data: {
            requestEventId: request.eventId,
            error: {
              code: "NotFound",
              message: "No footprint shared with you matches the request",
            },
          },
        };
  }

  private async fulfil(
    { eventId, baseUrl }: { eventId: number; baseUrl: string },
    context: JobContext,
  ): Promise<{ state: string }> {
    const repository = this.dataSource.getRepository(PactEvent);
    const request = await repository.findOneByOrFail({ id: eventId });
    if (request.state !== "received") return { state: request.state };
    const answer = await this.answerOf(request, baseUrl);
    await context.progress(1, 2, "sending");
    const response = await fetch(request.source, {
      method: "POST",
      headers: { "content-type": "application/cloudevents+json; charset=UTF-8" },
      body: JSON.stringify(answer),
      signal: AbortSignal.any([context.signal, AbortSignal.timeout(30_000)]),
      redirect: "error",
    });
    if (!response.ok) {
      await repository.update(eventId, { note: `answer refused: HTTP ${response.status}` });
      // Thrown: the runner retries with back-off.
      throw new Error(`The requester answered HTTP ${response.status}`);
    }
    const fulfilled = answer.type === PACT_EVENT_TYPES.requestFulfilled;
    const state = fulfilled ? "fulfilled" : "rejected";
    const data = answer.data as { pfs?: unknown[] };
    await repository.update(eventId, {
      state,
      note: fulfilled ? `${data.pfs!.length} footprint(s) sent` : "no matching footprint",
    });
    return { state };
  }
}

interface Envelope {
  id: string;
  type: string;
  source: string;
  data: Record<string, unknown>;
}

/** CloudEvents 1.0 structured mode: specversion, id, source, time, type and data. */
function checkEnvelope(body: unknown): Envelope {
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw new PactError(400, "BadRequest", "The body must be a CloudEvent (JSON object)");
  }
  const event = body as Record<string, unknown>;
  if (event.specversion !== "1.0")
    throw new PactError(400, "BadRequest", "specversion must be 1.0");
  for (const key of ["id", "source", "type", "time"] as const) {
    const value = event[key];
    if (typeof value !== "string" || value.trim() === "") {
      throw new PactError(400, "BadRequest", `${key} is required`);
    }
  }
  if ((event.id as string).length > 200 || (event.source as string).length > 500) {
    throw new PactError(400, "BadRequest", "id or source is too long");
  }
  if (Number.isNaN(Date.parse(event.time as string))) {
    throw new PactError(400, "BadRequest", "time must be an RFC 3339 date-time");
  }
  if (!KNOWN_TYPES.has(event.type as string)) {
    throw new PactError(400, "NotImplemented", `Event type ${String(event.type)} is not supported`);
  }
  if (!event.data || typeof event.data !== "object" || Array.isArray(event.data)) {
    throw new PactError(400, "BadRequest", "data must be an object");
  }
  return {
    id: event.id as string,
    type: event.type as string,
    source: event.source as string,
    data: event.data as Record<string, unknown>,
  };
}
