// Legacy call of SPEC §7 "Reference data": the trees forms pick from.
import { PermissionCode } from "../modules/permission/permission-codes";
import { type LegacyRoute, route } from "./route";

export const REFERENCE_ROUTES: readonly LegacyRoute[] = [
  route({
    path: "datatree/preData",
    summary: "Reference trees for forms: industries, units, regions",
    permission: PermissionCode.Account,
    handler: ({ services }) => services.reference.preData(),
  }),
];
