// Answers of the model editor's queries for its specs (MockedProvider mocks): the product
// library's codes as the server lists them (server/src/modules/lca-product/lca-product.codes.ts,
// process-model.codes.ts), a product with its study and lines, and its calculations.
import type { MockLink } from "@apollo/client/testing";
import {
  LcaModelCalculationsDocument,
  LcaModelCodesDocument,
  LcaModelProductDocument,
  LcaProductDatabasesDocument,
  type LcaModel_LineFragment,
  type LcaModel_ProductFragment,
} from "../../__generated__/graphql";

const code = (value: string, name: string, nameEn: string) => ({
  __typename: "LcaCode" as const,
  code: value,
  name,
  nameEn,
});

export const codesMock: MockLink.MockedResponse = {
  request: { query: LcaModelCodesDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      lcaProductCodes: {
        __typename: "LcaProductCodes",
        standards: [
          {
            __typename: "LcaStandard",
            code: "iso14067",
            name: "ISO 14067 / GB/T 24067",
            nameEn: "ISO 14067 / GB/T 24067",
            stageScheme: "lifecycle",
          },
        ],
        methods: [code("ipcc-ar6-gwp100", "IPCC 2021 GWP100（AR6）", "IPCC 2021 GWP100 (AR6)")],
        boundaries: [code("cradle-to-gate", "摇篮到大门", "Cradle to gate")],
        allocations: [code("physical", "物理分配（质量）", "Physical (mass)")],
        lineKinds: [
          code("material", "原材料", "Material"),
          code("energy", "能源", "Energy"),
          code("transport", "运输", "Transport"),
          code("process", "过程模型", "Process model"),
          code("waste", "废弃物处理", "Waste treatment"),
          code("coproduct", "共生产品", "Co-product"),
        ],
        sourceKinds: [
          code("upstream", "数据库产品", "Database product"),
          code("material", "材料数据", "Material datum"),
          code("transport", "运输数据", "Transport datum"),
          code("process", "过程模型", "Process model"),
          code("supplier", "供应商实景数据", "Supplier's primary footprint"),
        ],
        auditStatuses: [code("0", "草稿", "Draft"), code("18", "已发布", "Released")],
        stageSchemes: [
          {
            __typename: "LcaStageScheme",
            code: "lifecycle",
            name: "生命周期阶段",
            nameEn: "Life-cycle stages",
            stages: [
              code("raw-material", "原材料获取", "Raw material acquisition"),
              code("production", "生产", "Production"),
              code("distribution", "分销", "Distribution"),
              code("use", "使用", "Use"),
              code("end-of-life", "废弃处置", "End of life"),
            ],
          },
        ],
      },
    },
  },
};

export const databasesMock: MockLink.MockedResponse = {
  request: { query: LcaProductDatabasesDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      upstreamDatabases: {
        __typename: "UpstreamDatabasePage",
        total: 1,
        items: [{ __typename: "UpstreamDatabase", id: 3, name: "USLCI", version: "FY18 Q1" }],
      },
    },
  },
};

export const PRODUCT: LcaModel_ProductFragment & { __typename: "LcaProduct" } = {
  __typename: "LcaProduct",
  id: 7,
  name: "PE film",
  specification: "50 µm",
  description: "",
  categoryId: null,
  unitKind: "declared",
  unitDescription: "",
  declaredAmount: 1,
  declaredUnitId: 10,
  boundary: "cradle-to-gate",
  standard: "iso14067",
  referenceYear: 2024,
  geography: "CN",
  cutOffRule: "",
  allocation: "physical",
  massPerUnit: null,
  pricePerUnit: null,
  databaseId: 3,
  method: "ipcc-ar6-gwp100",
  version: 2,
  auditStatus: "0",
  auditState: "draft",
  calculationCount: 0,
  updatedAt: "2025-05-01T00:00:00.000Z",
};

/** A line of 0.9 kWh of electricity in production, supplier-specific, without a source. */
export const LINE: LcaModel_LineFragment & { __typename: "LcaModelLine" } = {
  __typename: "LcaModelLine",
  id: 31,
  productId: 7,
  version: 2,
  position: 1,
  stage: "production",
  kind: "energy",
  name: "Film blowing electricity",
  amount: 0.9,
  unitId: 30,
  supplier: "",
  sourceKind: null,
  sourceId: null,
  supplierGwp: null,
  distanceKm: null,
  massPerUnit: null,
  pricePerUnit: null,
  primary: false,
  quality: null,
  note: "",
};

export function productMock(
  product: Partial<LcaModel_ProductFragment>,
  version: number | null = null,
  versions: number[] = [2, 1],
): MockLink.MockedResponse {
  return {
    request: { query: LcaModelProductDocument, variables: { id: 7, version } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        lcaProduct: {
          ...PRODUCT,
          ...product,
          versions,
          lines: [{ ...LINE, version: version ?? PRODUCT.version }],
        },
      },
    },
  };
}

export const calculationsMock: MockLink.MockedResponse = {
  request: { query: LcaModelCalculationsDocument, variables: { id: 7 } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      lcaProduct: { __typename: "LcaProduct", id: 7, calculationCount: 0, calculations: [] },
    },
  },
};
