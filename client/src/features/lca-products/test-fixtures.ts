// The lists the product library's screens read, as the API answers them, for their specs: the
// fixed codes (as server/src/modules/lca-product/lca-product.codes.ts and process-model.codes.ts
// define them), two upstream databases, a small product category tree and the regions.
import type { MockLink } from "@apollo/client/testing";
import {
  LcaDataCodesDocument,
  LcaProductCodesDocument,
  LcaProductDatabasesDocument,
  ProductCategoriesDocument,
} from "../../__generated__/graphql";
import { referenceDataMock } from "../accounting/test-fixtures";

const code = (code: string, name: string, nameEn: string) => ({
  __typename: "LcaCode" as const,
  code,
  name,
  nameEn,
});

const standard = (c: string, name: string, nameEn: string, stageScheme: string) => ({
  __typename: "LcaStandard" as const,
  code: c,
  name,
  nameEn,
  stageScheme,
});

const infinite = { maxUsageCount: Number.POSITIVE_INFINITY };

export const codesMock: MockLink.MockedResponse = {
  request: { query: LcaProductCodesDocument },
  ...infinite,
  result: {
    data: {
      lcaProductCodes: {
        __typename: "LcaProductCodes",
        standards: [
          standard("iso14067", "ISO 14067 / GB/T 24067", "ISO 14067 / GB/T 24067", "lifecycle"),
          standard("pas2050", "PAS 2050", "PAS 2050", "lifecycle"),
          standard("en15804", "EN 15804+A2", "EN 15804+A2", "en15804"),
        ],
        methods: [
          code("ipcc-ar6-gwp100", "IPCC 2021 GWP100（AR6）", "IPCC 2021 GWP100 (AR6)"),
          code("ipcc-ar5-gwp100", "IPCC 2013 GWP100（AR5）", "IPCC 2013 GWP100 (AR5)"),
          code("en15804-a2", "EN 15804+A2（EF 3.1）", "EN 15804+A2 (EF 3.1)"),
        ],
        boundaries: [
          code("cradle-to-gate", "摇篮到大门", "Cradle to gate"),
          code("cradle-to-grave", "摇篮到坟墓", "Cradle to grave"),
        ],
        allocations: [
          code("physical", "物理分配（质量）", "Physical (mass)"),
          code("economic", "经济分配（价值）", "Economic (value)"),
          code("expansion", "系统扩展", "System expansion"),
        ],
        lineKinds: [code("material", "原材料", "Material")],
        sourceKinds: [code("upstream", "数据库产品", "Database product")],
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
            ],
          },
          {
            __typename: "LcaStageScheme",
            code: "en15804",
            name: "EN 15804 模块",
            nameEn: "EN 15804 modules",
            stages: [
              code("A1", "A1 原材料供应", "A1 Raw material supply"),
              code("A2", "A2 运输", "A2 Transport"),
              code("A3", "A3 制造", "A3 Manufacturing"),
            ],
          },
        ],
      },
    },
  },
};

export const databasesMock: MockLink.MockedResponse = {
  request: { query: LcaProductDatabasesDocument },
  ...infinite,
  result: {
    data: {
      upstreamDatabases: {
        __typename: "UpstreamDatabasePage",
        total: 1,
        items: [{ __typename: "UpstreamDatabase", id: 4, name: "USLCI", version: "FY24Q4" }],
      },
    },
  },
};

const category = (
  id: number,
  parentId: number | null,
  c: string,
  name: string,
  nameEn: string,
) => ({
  __typename: "ProductCategory" as const,
  id,
  parentId,
  code: c,
  name,
  nameEn,
  sort: 0,
});

export const categoriesMock: MockLink.MockedResponse = {
  request: { query: ProductCategoriesDocument },
  ...infinite,
  result: {
    data: {
      productCategories: [
        category(1, null, "steel", "钢铁产品", "Steel products"),
        category(2, 1, "steel.coil", "热轧卷板", "Hot-rolled coil"),
      ],
    },
  },
};

export const regionsMock: MockLink.MockedResponse = {
  request: { query: LcaDataCodesDocument },
  ...infinite,
  result: {
    data: {
      lcaDataCodes: {
        __typename: "LcaDataCodes",
        materialCategories: [],
        transportModes: [],
        indicators: [],
        regions: ["GLO", "CN"],
      },
    },
  },
};

/** Everything useProductCodes reads. */
export const LIST_MOCKS = [
  codesMock,
  databasesMock,
  categoriesMock,
  regionsMock,
  referenceDataMock,
];
