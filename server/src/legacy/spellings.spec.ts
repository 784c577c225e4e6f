import "reflect-metadata";
import { legacyOpenApi } from "./openapi";
import { fromLegacyFields, toLegacyFields } from "./spellings";

describe("the old clients' field names", () => {
  it("renames an answer's fields at any depth and leaves dates and other fields alone", () => {
    const createdAt = new Date("2024-05-01T00:00:00Z");
    const answer = toLegacyFields({
      id: 7,
      templateId: 3,
      calculationCount: 2,
      createdAt,
      processes: [{ id: 1, templateProcessId: 11 }],
      latestRun: { lines: [{ activityLineId: 5, co2eKg: 1.5 }] },
    });
    expect(answer).toEqual({
      id: 7,
      baseModelId: 3,
      calcNums: 2,
      createdAt,
      processes: [{ id: 1, baseModelProcessId: 11 }],
      latestRun: { lines: [{ processDataId: 5, co2eKg: 1.5 }] },
    });
    expect((answer as { createdAt: Date }).createdAt).toBe(createdAt);
  });

  it("reads a body's old names as the platform's", () => {
    expect(fromLegacyFields({ caseId: 4, baseModelId: 9, processIds: [1, 2] })).toEqual({
      caseId: 4,
      templateId: 9,
      processIds: [1, 2],
    });
  });

  it("documents the calls with the old names", () => {
    const paths = legacyOpenApi().paths as Record<string, { post: { requestBody?: unknown } }>;
    const body = JSON.stringify(paths["/api/co2case/co2CaseAddProcessModel"].post);
    expect(body).toContain('"baseModelId"');
    expect(body).not.toContain('"templateId"');
  });
});
