// /co2/caseAdd (aa02): a new case (an inventory of a corporation for a period). The corporation
// comes from `?corporationId=` when the repository sent the user here; its default template is
// preselected. Otherwise it is chosen from the server's search (name or credit code): a company
// may have more corporations than one list holds. The period follows the reporting year until
// it is changed by hand. On success the case opens in the editor, with the template's processes
// already copied in by the server. The form's parts live in case-add/.
import { EmptyState, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { useCaseAddCorporationQuery, useCaseAddCorporationsQuery } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { PageHeader } from "../../components/ui/page-header";
import { useLocale } from "../../i18n";
import { newCaseValues } from "./case-schema";
import { CaseForm } from "./case-add/CaseForm";
import { NoCorporations } from "./case-add/NoCorporations";
import { CORPORATION_CHOICES } from "./case-add/use-corporation-search";
import { ACCOUNTING_CODES, idParam } from "./paths";

/** Inventories are usually made for the year just ended. */
const defaultYear = () => new Date().getFullYear() - 1;

export function CaseAddPage() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const [params] = useSearchParams();
  const corporationId = idParam(params.get("corporationId"));
  const allowed = hasPermission(ACCOUNTING_CODES.caseAdd);
  // The first page of the unfiltered search: whether there is any corporation at all.
  const corporations = useCaseAddCorporationsQuery({
    variables: { pageSize: CORPORATION_CHOICES },
    skip: !allowed,
  });
  const preset = useCaseAddCorporationQuery({
    variables: { id: corporationId ?? 0 },
    skip: !allowed || !corporationId,
  });
  const locale = useLocale();

  // The router gates the route with aa02; this keeps an embedded or stale page from offering it.
  if (!allowed) {
    return (
      <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
        <EmptyState.Content>
          <EmptyState.Title as="h1">{t("accounting.caseForm.noPermission")}</EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  const page = corporations.data?.corporations;
  // A corporation of the address that cannot be read (deleted, another company's) is no preset.
  const presetSettled = !corporationId || Boolean(preset.data) || Boolean(preset.error);
  if (!page || !presetSettled) {
    return (
      <>
        <PageHeader title={t("accounting.caseForm.title")} />
        <Text color="fg.muted">{t("common.loading")}</Text>
      </>
    );
  }
  if (page.total === 0) return <NoCorporations />;
  const chosen = preset.data?.corporation ?? null;
  return (
    <CaseForm
      key={chosen?.id ?? "none"}
      preset={chosen}
      initial={newCaseValues({
        corporationId: chosen?.id,
        year: defaultYear(),
        revenueUnit: locale === "zh-CN" ? "万元" : "10k CNY",
        templateId: chosen?.templateId,
      })}
    />
  );
}
