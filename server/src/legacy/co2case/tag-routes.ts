// Legacy calls of SPEC §7 "Tags" (POST /api/co2case/*).
import { RemoveTagInput, TagInput } from "../../modules/tag/tag.inputs";
import { type LegacyRoute, route } from "../route";
import { P } from "./shared";

export const TAG_ROUTES: readonly LegacyRoute[] = [
  route({
    path: "co2case/co2Case_tags",
    summary: "The company's case tags (data.tagList)",
    permission: P.Accounting,
    handler: async ({ services, viewer }) => ({ tagList: await services.tags.list(viewer) }),
  }),
  route({
    path: "co2case/co2Case_tagAdd",
    summary: "Add a tag (name), on a case when caseId is given",
    permission: P.AccountingEdit,
    input: TagInput,
    handler: ({ services, viewer, input }) => services.tags.add(viewer, input),
  }),
  route({
    path: "co2case/co2Case_tagDelete",
    summary: "Take a tag off a case (id, caseId), or delete it from the company (id)",
    permission: P.AccountingEdit,
    input: RemoveTagInput,
    handler: async ({ services, viewer, input }) => {
      await services.tags.remove(viewer, input);
      return null;
    },
  }),
];
