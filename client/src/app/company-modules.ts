// The modules a company may switch off in its configuration (/admin/companyConfigs) and the
// pages each one covers: a module switched off leaves the menu of every user of the company.
// The keys are the server's (server/src/modules/company-config/company-config.entity.ts) and the
// `modules.` text keys.
import { useMyCompanyConfigQuery } from "../__generated__/hooks";
import { useSession } from "./session";

export const MODULE_PATHS: Readonly<Record<string, readonly string[]>> = {
  co2accounting: ["/co2/"],
  co2panorama: ["/co2panorama/"],
  co2flow: ["/co2flowinout/"],
  co2book: ["/co2book/"],
  co2report: ["/co2report/"],
  co2compare: ["/co2compare/"],
  eclca: ["/eclca/", "/lca/"],
  co2label: ["/co2label/"],
  epd: ["/epd/"],
  productReview: ["/pv/"],
  stockConfig: ["/sc/"],
  systemLogs: ["/admin/log/"],
  onlineMessage: ["/agent/submitMessage"],
  openPlatform: ["/op/"],
  co2calculator: ["/co2calculator"],
};

/** The modules a company may switch off, in the menu's order. */
export const COMPANY_MODULES = Object.keys(MODULE_PATHS);

/** Whether a page belongs to one of the modules switched off. */
export function inDisabledModule(path: string, disabled: readonly string[]): boolean {
  return disabled.some((key) =>
    (MODULE_PATHS[key] ?? []).some((prefix) => path === prefix || path.startsWith(prefix)),
  );
}

/** The modules the signed-in user's company switched off; none while unknown. */
export function useDisabledModules(): readonly string[] {
  const { token } = useSession();
  const { data } = useMyCompanyConfigQuery({ skip: !token, fetchPolicy: "cache-first" });
  return data?.myCompanyConfig.disabledModules ?? NONE;
}

const NONE: readonly string[] = [];
