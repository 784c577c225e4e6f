// Legacy calls of SPEC §7 "Cases" (POST /api/co2case/*).
import { IdBody } from "../bodies";
import {
  AddTemplateProcessesInput,
  CaseInput,
  CaseListArgs,
  UpdateCaseInput,
} from "../../modules/case/case.inputs";
import { type LegacyRoute, route } from "../route";
import { caseDetail, CorporationIdBody, P, requireCode, SaveCaseBody } from "./shared";

export const CASE_ROUTES: readonly LegacyRoute[] = [
  route({
    path: "co2case/co2Corp_caseList",
    summary: "The cases of a corporation (corporationId)",
    permission: P.Accounting,
    input: CorporationIdBody,
    handler: async ({ services, viewer, input }) => {
      await services.corporations.get(viewer, input.corporationId);
      const list = await services.cases.ofCorporation(viewer, input.corporationId);
      return { list, total: list.length };
    },
  }),
  route({
    path: "co2case/co2CaseItem",
    summary:
      "Save a case: creates one without id (needs aa02; a template's processes are copied in), updates the one with id",
    permission: P.Accounting,
    input: SaveCaseBody,
    handler: ({ services, viewer, input }) => {
      const { id, corporationId, templateId, ...fields } = input;
      if (id) {
        requireCode(viewer, P.AccountingEdit);
        return services.cases.update(
          viewer,
          Object.assign(new UpdateCaseInput(), { id, ...fields }),
        );
      }
      requireCode(viewer, P.CaseAdd);
      return services.cases.create(
        viewer,
        Object.assign(new CaseInput(), {
          corporationId,
          templateId,
          ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
        }),
      );
    },
  }),
  route({
    path: "co2case/co2CaseList",
    summary: "Cases, paged (page, pageSize, keyword, corporationId, status, year, tagId)",
    permission: P.Accounting,
    input: CaseListArgs,
    handler: async ({ services, viewer, input }) => {
      const page = await services.cases.list(viewer, input);
      return { list: page.items, total: page.total, page: input.page, pageSize: input.pageSize };
    },
  }),
  route({
    path: "co2case/co2CaseDelete",
    summary: "Delete a case with its lines and runs (id)",
    permission: P.AccountingDelete,
    input: IdBody,
    handler: async ({ services, viewer, input }) => {
      await services.cases.delete(viewer, input.id);
      return null;
    },
  }),
  route({
    path: "co2case/co2Case_detail",
    summary: "A case with its corporation, processes, tags and latest totals (id)",
    permission: P.Accounting,
    input: IdBody,
    handler: ({ services, viewer, input }) => caseDetail(services, viewer, input.id),
  }),
  route({
    path: "co2case/co2CaseProcess_delete",
    summary: "Delete a process of a case with its lines (id)",
    permission: P.AccountingEdit,
    input: IdBody,
    handler: async ({ services, viewer, input }) => {
      await services.cases.deleteProcess(viewer, input.id);
      return null;
    },
  }),
  route({
    path: "co2case/co2CaseAddProcessModel",
    summary: "Copy a template's processes into a case (caseId, baseModelId, processIds)",
    permission: P.AccountingEdit,
    input: AddTemplateProcessesInput,
    handler: async ({ services, viewer, input }) => {
      const list = await services.cases.addTemplateProcesses(viewer, input);
      return { list, total: list.length };
    },
  }),
];
