// A first-start open platform for the demo company, so a partner can try PACT from the README:
// two products whose studies went through review to release (calculated, submitted to the Demo
// Verification Centre, assigned to and approved by `reviewer`), and the API client
// `demo-partner` (secret = SEED_PASSWORD) granted both. Runs after the demo reviewers' seed.
//
// Every line is the supplier's own GWP (kg CO2e per unit, counted as fossil), so the PACT
// footprints (EN 15804 gate stages A1-A3 per kg) are worked by hand:
//   Mortar M10:     cement 0.3 kg × 0.9 + haul 1 kg × 50 km = 0.05 t·km × 0.1
//                   + electricity 0.05 kWh × 0.6            = 0.27 + 0.005 + 0.03 = 0.305
//   Concrete block: cement 0.12 kg × 0.9 + aggregate 0.85 kg × 0.005
//                   + electricity 0.02 kWh × 0.6            = 0.108 + 0.00425 + 0.012 = 0.12425
import type { DataSource } from "typeorm";
import { UNITS } from "../../calc/units";
import type { Config } from "../../config";
import { hashPassword } from "../../lib/password";
import { ApiClient, ApiClientStatus } from "../../modules/api-client/api-client.entity";
import type { Viewer } from "../../modules/auth/viewer";
import { Job } from "../../modules/job/job.entity";
import { JobStatus } from "../../modules/job/job.types";
import { Company } from "../../modules/company/company.entity";
import { PermissionCode, PERMISSIONS } from "../../modules/permission/permission-codes";
import { User } from "../../modules/user/user.entity";
import { createServices } from "../../services";
import { REVIEWER_CODES } from "./demo-review";

export const DEMO_PARTNER_CLIENT_ID = "demo-partner";

const unitId = (symbol: string) => UNITS.find((unit) => unit.symbol === symbol)!.id;

const supplier = (
  stage: string,
  kind: string,
  name: string,
  amount: number,
  unit: string,
  gwp: number,
  distanceKm?: number,
) => ({
  stage,
  kind,
  name,
  amount,
  unitId: unitId(unit),
  sourceKind: "supplier",
  supplierGwp: gwp,
  supplier: "Supplier Co.",
  ...(distanceKm ? { distanceKm } : {}),
});

const PRODUCTS = [
  {
    name: "干混砂浆 M10 Dry-mix mortar M10",
    specification: "M10, 40 kg bag",
    geography: "CN",
    lines: [
      supplier("A1", "material", "Cement", 0.3, "kg", 0.9),
      supplier("A2", "transport", "Haul to plant", 1, "kg", 0.1, 50),
      supplier("A3", "energy", "Electricity", 0.05, "kWh", 0.6),
      supplier("C4", "waste", "Landfill", 1, "kg", 0.01),
    ],
  },
  {
    name: "混凝土砌块 Concrete block 390×190×190",
    specification: "MU10",
    geography: "CN-320000",
    lines: [
      supplier("A1", "material", "Cement", 0.12, "kg", 0.9),
      supplier("A1", "material", "Aggregate", 0.85, "kg", 0.005),
      supplier("A3", "energy", "Electricity", 0.02, "kWh", 0.6),
      supplier("C4", "waste", "Landfill", 1, "kg", 0.01),
    ],
  },
];

export async function seedDemoOpenPlatform(dataSource: DataSource, config: Config): Promise<void> {
  const users = dataSource.getRepository(User);
  const admin = await users.findOneBy({ username: "admin" });
  const reviewer = await users.findOneBy({ username: "reviewer" });
  if (!admin || !reviewer) return;
  if (await dataSource.getRepository(ApiClient).existsBy({ clientId: DEMO_PARTNER_CLIENT_ID })) {
    return;
  }
  const viewerOf = async (user: User, codes: readonly string[]): Promise<Viewer> => {
    const company = await dataSource.getRepository(Company).findOneByOrFail({ id: user.companyId });
    return {
      userId: user.id,
      username: user.username,
      companyId: company.id,
      agentId: company.agentId,
      sessionId: "seed",
      permissions: new Set(codes),
      scope: { all: false, companyIds: [company.id] },
      mustChangePassword: false,
    };
  };
  const owner = await viewerOf(
    admin,
    PERMISSIONS.map((p) => p.code),
  );
  const verifier = await viewerOf(reviewer, REVIEWER_CODES);
  const services = createServices(dataSource, config);
  const productIds: number[] = [];
  for (const { lines, ...study } of PRODUCTS) {
    const product = await services.lcaProducts.create(owner, {
      ...study,
      declaredAmount: 1,
      declaredUnitId: unitId("kg"),
      boundary: "cradle-to-grave",
      standard: "en15804",
      referenceYear: 2025,
    });
    await services.lcaProducts.addLines(owner, { productId: product.id, lines });
    const calculation = await services.lcaCalculations.start(owner, product.id);
    await services.lcaCalculations.calculationJob.run(
      { calculationId: calculation.id },
      {
        jobId: "seed",
        companyId: owner.companyId,
        userId: owner.userId,
        locale: "en",
        signal: new AbortController().signal,
        progress: () => Promise.resolve(),
      },
    );
    // Calculated here, in the seed: the queued job is marked done so no instance runs it again.
    if (calculation.jobId) {
      await dataSource.getRepository(Job).update(
        { id: calculation.jobId },
        {
          status: JobStatus.succeeded,
          result: { calculationId: calculation.id },
          progressDone: 4,
          progressTotal: 4,
          attempts: 1,
          startedAt: new Date(),
          finishedAt: new Date(),
        },
      );
    }
    const review = await services.reviews.submit(owner, {
      productId: product.id,
      calculationId: calculation.id,
      reviewCompanyId: verifier.companyId,
      note: "",
    });
    await services.reviews.assign(verifier, { reviewId: review.id, reviewerIds: [reviewer.id] });
    await services.reviews.approve(verifier, {
      reviewId: review.id,
      note: "Conforms to EN 15804+A2",
    });
    productIds.push(product.id);
  }
  await dataSource.getRepository(ApiClient).save({
    companyId: owner.companyId,
    name: "Demo partner",
    clientId: DEMO_PARTNER_CLIENT_ID,
    secretHash: await hashPassword(config.seedPassword),
    codes: [PermissionCode.LcaList],
    productIds,
    description: "A customer's procurement system reading the released footprints (PACT v3)",
    createdBy: admin.id,
    status: ApiClientStatus.active,
  });
}
