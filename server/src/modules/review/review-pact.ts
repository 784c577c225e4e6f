// A release as the PACT v3 ProductFootprint partners receive (the open platform serves it): the
// released calculation through lca-product/pact-footprint.ts. A release's footprint id is derived
// from the release, so it is the same on every call; a withdrawn release's footprint is
// Deprecated and the product's later releases name the earlier ones in `precedingPfIds`.
import { LessThan, type EntityManager } from "typeorm";
import { badInput } from "../../lib/errors";
import { nameUuid } from "../../lib/name-uuid";
import { Agent } from "../agent/agent.entity";
import { Company } from "../company/company.entity";
import { AuditStatus } from "../lca-product/lca-product.codes";
import {
  creditCodeUrn,
  PactMappingError,
  pactUrn,
  toPactFootprint,
  type PactProductFootprint,
} from "../lca-product/pact-footprint";
import { LcaReview } from "./review.entity";
import type { Release } from "./review.service";

export const releaseFootprintId = (reviewId: number) => nameUuid(`lca-release:${reviewId}`);

/** A domain name of the company's agent fit for `urn:pact:<domain>:…`, if it has one. */
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export async function releaseFootprint(
  manager: EntityManager,
  { review, product, calculation }: Release,
): Promise<PactProductFootprint> {
  if (review.status !== AuditStatus.released && review.status !== AuditStatus.withdrawn) {
    throw badInput("reviewId", "reviewNotReleased", {
      name: product.name,
      version: review.version,
      status: review.status,
    });
  }
  const company = await manager.findOneByOrFail(Company, { id: review.companyId });
  const agent = await manager.findOneBy(Agent, { id: company.agentId });
  const reviewCompany = await manager.findOneBy(Company, { id: review.reviewCompanyId });
  const domain = agent?.domains.find((d) => DOMAIN.test(d));
  const earlier = await manager.find(LcaReview, {
    where: { productId: product.id, releasedAt: LessThan(review.releasedAt ?? new Date()) },
    order: { id: "ASC" },
  });
  try {
    const companyIds = [
      domain && company.creditCode
        ? creditCodeUrn(domain, company.creditCode)
        : `urn:uuid:${nameUuid(`company:${company.id}`)}`,
    ];
    const productIds = [
      domain
        ? pactUrn(domain, "supplier-id", String(product.id))
        : `urn:uuid:${nameUuid(`lca-product:${product.id}`)}`,
    ];
    return toPactFootprint({
      id: releaseFootprintId(review.id),
      created: review.releasedAt ?? review.updatedAt,
      status: review.status === AuditStatus.released ? "Active" : "Deprecated",
      ...(earlier.length ? { precedingPfIds: earlier.map((r) => releaseFootprintId(r.id)) } : {}),
      company: { name: company.name, ids: companyIds },
      product: {
        ids: productIds,
        name: product.name,
        specification: product.specification,
        description: product.description || product.name,
      },
      study: product,
      calculation: {
        method: product.method,
        databaseLabel: calculation.databaseLabel,
        result: calculation.result!,
        lines: calculation.system?.lines,
      },
      verification: reviewCompany
        ? { organisation: reviewCompany.name, date: review.releasedAt ?? review.updatedAt }
        : undefined,
    });
  } catch (error) {
    if (error instanceof PactMappingError) {
      throw badInput(error.field, "reviewPactRefused", { reason: error.message });
    }
    throw error;
  }
}
