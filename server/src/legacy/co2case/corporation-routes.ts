// Legacy calls of SPEC §7 "Corporations" (POST /api/co2case/*).
import { IdBody } from "../bodies";
import {
  CorporationInput,
  CorporationListArgs,
  CorporationPositionInput,
  UpdateCorporationInput,
} from "../../modules/corporation/corporation.inputs";
import { type LegacyRoute, route } from "../route";
import { P, SaveCorporationBody } from "./shared";

export const CORPORATION_ROUTES: readonly LegacyRoute[] = [
  route({
    path: "co2case/co2CorporationList",
    summary: "Corporations of the company, paged (page, pageSize, keyword, industryId, province)",
    permission: P.Accounting,
    input: CorporationListArgs,
    handler: async ({ services, viewer, input }) => {
      const page = await services.corporations.list(viewer, input);
      return { list: page.items, total: page.total, page: input.page, pageSize: input.pageSize };
    },
  }),
  route({
    path: "co2case/co2CorporationDelete",
    summary: "Delete a corporation with its cases (id)",
    permission: P.AccountingDelete,
    input: IdBody,
    handler: async ({ services, viewer, input }) => {
      await services.corporations.delete(viewer, input.id);
      return null;
    },
  }),
  route({
    path: "co2case/co2Corporation_item",
    summary: "Save a corporation: creates one without id, updates the one with id",
    permission: P.AccountingEdit,
    input: SaveCorporationBody,
    handler: ({ services, viewer, input }) => {
      const { id, ...fields } = input;
      return id
        ? services.corporations.update(
            viewer,
            Object.assign(new UpdateCorporationInput(), { id, ...fields }),
          )
        : services.corporations.create(viewer, Object.assign(new CorporationInput(), fields));
    },
  }),
  route({
    path: "co2case/co2Corporation_detail",
    summary: "A corporation with its cases (id)",
    permission: P.Accounting,
    input: IdBody,
    handler: async ({ services, viewer, input }) => {
      const corporation = await services.corporations.get(viewer, input.id);
      return { ...corporation, caseList: await services.cases.ofCorporation(viewer, input.id) };
    },
  }),
  route({
    path: "co2case/co2Corporation_newReportDate",
    summary: "The date of a corporation's latest calculated report (id)",
    permission: P.Accounting,
    input: IdBody,
    handler: async ({ services, viewer, input }) => {
      const corporation = await services.corporations.get(viewer, input.id);
      return { id: corporation.id, latestReportDate: corporation.latestReportDate };
    },
  }),
  route({
    path: "co2case/setCorPosition_inChina",
    summary: "Place a corporation on the map of China (id, longitude, latitude)",
    permission: P.AccountingEdit,
    input: CorporationPositionInput,
    handler: ({ services, viewer, input }) => services.corporations.setPosition(viewer, input),
  }),

  // ---- Cases (JSON) ----,
];
