// /admin/co2accounting/baseModel (gaa03): the accounting templates (base models), global and the
// company's own, searched by the server. A template opens its processes and emission sources on
// /admin/co2accounting/baseModelDetail?id=, where it is edited. "New template" creates one in the
// company's library, or in the global one for the platform operator (`sys`); global templates
// are read-only for everyone else, which the note says.
import { Link, Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuEye } from "react-icons/lu";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import type { Templates_TemplateFragment } from "../../__generated__/graphql";
import { useAdminTemplatesQuery, useAdminIndustryStandardsQuery } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { useTableState, type Column } from "../../components/ui/data-table";
import { ListPage } from "../../components/ui/list-page";
import { RowAction } from "../../components/ui/row-action";
import { useLocale } from "../../i18n";
import { SYS_CODE } from "../../lib/permissions";
import { TEMPLATE_EDIT_CODE } from "./template-form";
import { LoadError } from "./LoadError";
import { pageOf } from "../../components/ui/local-table";
import { OwnerBadge } from "../factors/OwnerBadge";
import { ReadOnlyNote } from "./ReadOnlyNote";
import { localName } from "../reference/reference";
import { useReferenceLookups } from "../reference/lookups";
import { TemplateFormDialog } from "./TemplateDialogs";

type Model = Templates_TemplateFragment;

export const TEMPLATE_DETAIL_PATH = "/admin/co2accounting/baseModelDetail";
export const detailPath = (id: number) => `${TEMPLATE_DETAIL_PATH}?id=${id}`;

export function TemplatesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const [creating, setCreating] = useState(false);
  const table = useTableState();
  const keyword = table.state.keyword.trim() || undefined;
  const { data, previousData, loading, error, refetch } = useAdminTemplatesQuery({
    variables: { keyword },
  });
  const standards = useAdminIndustryStandardsQuery().data?.industryStandards;
  const { industries } = useReferenceLookups();
  const standardNames = useMemo(
    () => new Map((standards ?? []).map((standard) => [standard.id, standard])),
    [standards],
  );

  const canCreate = hasPermission(TEMPLATE_EDIT_CODE);
  const models = (data ?? previousData)?.templates ?? [];
  const rows = pageOf(models, table.state);

  const columns: Column<Model>[] = [
    {
      key: "code",
      header: t("adminAccounting.templates.code"),
      render: (model) => (
        <Text as="span" fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
          {model.code}
        </Text>
      ),
    },
    {
      key: "name",
      header: t("adminAccounting.templates.name"),
      render: (model) => (
        <Link asChild colorPalette="teal" fontWeight="medium" whiteSpace="normal">
          <RouterLink to={detailPath(model.id)}>{localName(model, locale)}</RouterLink>
        </Link>
      ),
    },
    {
      key: "standard",
      header: t("adminAccounting.templates.standard"),
      render: (model) => {
        const standard = model.standardId ? standardNames.get(model.standardId) : undefined;
        return (
          <Text whiteSpace="normal" minWidth="10rem" maxWidth="22rem" fontSize="sm">
            {standard
              ? localName(standard, locale)
              : model.standardId
                ? `#${model.standardId}`
                : "–"}
          </Text>
        );
      },
    },
    {
      key: "industry",
      header: t("adminAccounting.templates.industry"),
      render: (model) => {
        const industry = model.industryId ? industries.get(model.industryId) : undefined;
        return (
          <Text whiteSpace="normal" minWidth="6rem" fontSize="sm">
            {industry ? localName(industry, locale) : "–"}
          </Text>
        );
      },
    },
    {
      key: "owner",
      header: t("adminAccounting.factors.owner"),
      render: (model) => <OwnerBadge global={model.companyId === null} />,
    },
    {
      key: "description",
      header: t("adminAccounting.templates.description"),
      render: (model) => {
        const description =
          locale === "zh-CN" ? model.description : model.descriptionEn || model.description;
        return (
          <Text
            whiteSpace="normal"
            lineClamp={2}
            minWidth="12rem"
            maxWidth="28rem"
            fontSize="sm"
            color="fg.muted"
            title={description}
          >
            {description || "–"}
          </Text>
        );
      },
    },
    {
      key: "actions",
      header: t("common.actions"),
      align: "end",
      width: "1%",
      render: (model) => (
        <RowAction
          label={t("adminAccounting.templates.open", { name: localName(model, locale) })}
          onClick={() => void navigate(detailPath(model.id))}
        >
          <LuEye />
        </RowAction>
      ),
    },
  ];

  return (
    <ListPage
      title={t("menu.adminBaseModel")}
      create={{
        label: t("adminAccounting.templates.create"),
        code: TEMPLATE_EDIT_CODE,
        onClick: () => setCreating(true),
      }}
      notice={
        <>
          {!hasPermission(SYS_CODE) && (
            <ReadOnlyNote>
              {canCreate
                ? t("adminAccounting.templates.globalReadOnly")
                : t("adminAccounting.templates.readOnly")}
            </ReadOnlyNote>
          )}
          {error && !data && <LoadError error={error} onRetry={() => void refetch()} />}
        </>
      }
      table={table}
      search={{ placeholder: t("adminAccounting.templates.searchPlaceholder") }}
      list={{
        caption: t("adminAccounting.templates.caption"),
        columns,
        rows,
        rowKey: (model) => model.id,
        total: models.length,
        loading,
        emptyText: keyword
          ? t("adminAccounting.templates.noMatch")
          : t("adminAccounting.templates.empty"),
      }}
    >
      {canCreate && (
        <TemplateFormDialog
          open={creating}
          model={null}
          onClose={() => setCreating(false)}
          onSaved={(model) => {
            void refetch();
            void navigate(detailPath(model.id));
          }}
        />
      )}
    </ListPage>
  );
}
