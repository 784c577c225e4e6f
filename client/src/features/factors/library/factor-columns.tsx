// The factor library table's columns: code and owner, name, category, unit, gas values with the
// combustion parameters, region and year, the source (its popover with the data-quality note), a
// proxy badge on a factor standing in for a fitting one, and the row's actions for library editors.
import { Badge, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../app/session";
import type { Column } from "../../../components/ui/data-table";
import { useLocale } from "../../../i18n";
import { SYS_CODE } from "../../../lib/permissions";
import { localName } from "../../reference/reference";
import { unitSymbol, useReferenceLookups } from "../../reference/lookups";
import { formatGasNumber, formatGasValues, gasValuesInFull } from "../gas-values";
import { dataQualityNote, ProxyBadge } from "../data-quality";
import { OwnerBadge } from "../OwnerBadge";
import { SourceCitation } from "../SourceCitation";
import { FactorRowActions } from "./FactorRowActions";
import { EDIT_CODE, type Factor } from "./use-factor-library";

const DATA_SOURCE_FALLBACK: Record<number, { name: string; nameEn: string }> = {
  1: { name: "估算", nameEn: "Estimate" },
  2: { name: "文献", nameEn: "Literature" },
  3: { name: "现场采集", nameEn: "Field collection" },
};

export function useFactorColumns({
  categoryNames,
  onEdit,
  onRetire,
}: {
  /** Category codes to names in the interface's language. */
  categoryNames: ReadonlyMap<string, string>;
  onEdit: (factor: Factor) => void;
  onRetire: (factor: Factor) => void;
}): Column<Factor>[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const { hasPermission } = useSession();
  const { reference, units, gases } = useReferenceLookups();

  const canEdit = hasPermission(EDIT_CODE);
  const isSys = hasPermission(SYS_CODE);
  /** Global rows are the platform operator's; company rows their library editors'. */
  const writable = (factor: Factor) => canEdit && (factor.companyId !== null || isSys);

  const dataSourceName = (id: number) => {
    const type =
      reference?.dataSourceTypes.find((candidate) => candidate.id === id) ??
      DATA_SOURCE_FALLBACK[id];
    return type ? `${id} ${localName(type, locale)}` : String(id);
  };
  const gasLabel = (code: string) => gases.get(code)?.label ?? code;

  const columns: Column<Factor>[] = [
    {
      key: "code",
      header: t("adminAccounting.factors.code"),
      render: (factor) => (
        <Stack gap="1" alignItems="flex-start">
          {/* Codes run to 64 characters (CN-GRID-2021-NATIONAL-EXCL-MARKET-NONFOSSIL): they wrap. */}
          <Text
            fontFamily="mono"
            fontSize="xs"
            whiteSpace="normal"
            wordBreak="break-all"
            minWidth="6rem"
            maxWidth="9rem"
          >
            {factor.code}
          </Text>
          <OwnerBadge global={factor.companyId === null} />
        </Stack>
      ),
    },
    {
      key: "name",
      header: t("adminAccounting.factors.name"),
      render: (factor) => (
        <Stack gap="1" minWidth="9rem" maxWidth="14rem" alignItems="flex-start">
          <Text
            whiteSpace="normal"
            fontWeight="medium"
            color={factor.retired ? "fg.muted" : undefined}
          >
            {localName(factor, locale)}
          </Text>
          {factor.retired && (
            <Badge colorPalette="orange" variant="solid">
              {t("adminAccounting.factors.retired")}
            </Badge>
          )}
          <ProxyBadge factor={factor} locale={locale} />
        </Stack>
      ),
    },
    {
      key: "category",
      header: t("adminAccounting.factors.category"),
      render: (factor) => (
        <Stack gap="0" minWidth="6rem" maxWidth="10rem">
          <Text whiteSpace="normal">{categoryNames.get(factor.category) ?? factor.category}</Text>
          {factor.subcategory && (
            <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
              {factor.subcategory}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: "unit",
      header: t("adminAccounting.factors.unit"),
      render: (factor) => <Text whiteSpace="nowrap">{unitSymbol(units, factor.unitId)}</Text>,
    },
    {
      key: "gases",
      header: t("adminAccounting.factors.gases"),
      render: (factor) => {
        const symbol = unitSymbol(units, factor.unitId);
        return (
          <Stack gap="0.5" minWidth="9rem" maxWidth="14rem">
            <Text
              fontSize="xs"
              fontFamily="mono"
              whiteSpace="normal"
              title={gasValuesInFull(factor.gases, symbol, gasLabel)}
            >
              {formatGasValues(factor.gases, symbol)}
            </Text>
            {factor.ncv !== null && factor.carbonContent !== null && factor.oxidation !== null && (
              <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
                {t("adminAccounting.factors.combustion", {
                  ncv: formatGasNumber(factor.ncv),
                  carbonContent: formatGasNumber(factor.carbonContent),
                  oxidation: formatGasNumber(factor.oxidation),
                  unit: symbol,
                })}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      key: "regionYear",
      header: t("adminAccounting.factors.regionYear"),
      render: (factor) => (
        <Stack gap="0">
          <Text whiteSpace="nowrap">{factor.region}</Text>
          <Text fontSize="xs" color="fg.muted">
            {factor.year}
          </Text>
        </Stack>
      ),
    },
    {
      key: "source",
      header: t("adminAccounting.factors.source"),
      render: (factor) => (
        <SourceCitation
          citation={{
            code: factor.code,
            source: factor.source,
            sourceUrl: factor.sourceUrl,
            version: factor.version,
            dataSourceType: dataSourceName(factor.dataSourceType),
            dataQuality: dataQualityNote(factor, locale),
          }}
        />
      ),
    },
  ];

  if (canEdit) {
    columns.push({
      key: "actions",
      header: t("common.actions"),
      align: "end",
      width: "1%",
      render: (factor) => (
        <FactorRowActions
          factor={factor}
          writable={writable(factor)}
          onEdit={onEdit}
          onRetire={onRetire}
        />
      ),
    });
  }
  return columns;
}
