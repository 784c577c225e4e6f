// A line's emission factor as the editor shows it: the name in the table, and behind it a popover
// with the code, the value of every gas per activity unit, the combustion parameters, the region,
// the year, the source a reader can follow and, apart from the source, the library's note on the
// figure's quality, with a proxy badge when the factor stands in for a fitting one.
import { Badge, Box, Button, Link, Popover, Portal, Stack, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { FactorDetails_FactorFragment } from "../../__generated__/graphql";
import { formatQuantity } from "../../lib/emissions";
import { safeUrl } from "../../lib/url";
import { useFactorDataQualityQuery } from "../../__generated__/hooks";
import { useLocale } from "../../i18n";
import { localName, type Reference } from "../reference/reference";
import { dataQualityNote, type DataQuality } from "./data-quality";

/** A factor entered for a line (supplier data, a measured value), without the cache's type names. */
export interface CustomFactorValue {
  name: string;
  unitId: number;
  gases: { gas: string; value: number }[];
  source: string;
  ncv: number | null;
  carbonContent: number | null;
  oxidation: number | null;
}

export interface DisplayFactor extends DataQuality {
  kind: "library" | "custom";
  id: number | null;
  code: string | null;
  name: string;
  unitId: number;
  gases: readonly { gas: string; value: number }[];
  ncv: number | null;
  carbonContent: number | null;
  oxidation: number | null;
  region: string | null;
  year: number | null;
  source: string;
  sourceUrl: string | null;
  retired: boolean;
}

export function libraryFactor(
  factor: FactorDetails_FactorFragment & DataQuality,
  locale: "zh-CN" | "en",
): DisplayFactor {
  return {
    kind: "library",
    id: factor.id,
    code: factor.code,
    name: localName(factor, locale),
    unitId: factor.unitId,
    gases: factor.gases,
    ncv: factor.ncv,
    carbonContent: factor.carbonContent,
    oxidation: factor.oxidation,
    region: factor.region,
    year: factor.year,
    source: factor.source,
    sourceUrl: factor.sourceUrl ?? null,
    retired: factor.retired,
    proxy: factor.proxy,
    dataQuality: factor.dataQuality,
    dataQualityEn: factor.dataQualityEn,
  };
}

/** A factor entered for a line, as the cache has it or as an unsaved edit. */
export function customFactor(
  factor: Omit<CustomFactorValue, "gases"> & Pick<DisplayFactor, "gases">,
): DisplayFactor {
  return {
    kind: "custom",
    id: null,
    code: null,
    name: factor.name,
    unitId: factor.unitId,
    gases: factor.gases,
    ncv: factor.ncv,
    carbonContent: factor.carbonContent,
    oxidation: factor.oxidation,
    region: null,
    year: null,
    source: factor.source,
    sourceUrl: null,
    retired: false,
  };
}

/** "2.16 kg CO2/m³" for each gas. */
export function GasValues({
  factor,
  reference,
}: {
  factor: Pick<DisplayFactor, "gases" | "unitId">;
  reference: Reference;
}) {
  const unit = reference.unitSymbol(factor.unitId);
  return (
    <Stack gap="0">
      {factor.gases.map((gas) => (
        <Text key={gas.gas} fontSize="xs" whiteSpace="nowrap">
          <Text as="span" fontWeight="medium">
            {reference.gasLabel(gas.gas)}
          </Text>{" "}
          {formatQuantity(gas.value)} kg/{unit}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The proxy flag and data-quality note of a library factor, asked for when its details open (a
 * page of lines does not carry them); what the factor already holds is shown meanwhile.
 */
function FactorQuality({ factor }: { factor: DisplayFactor }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data } = useFactorDataQualityQuery({
    variables: { id: factor.id ?? 0 },
    skip: factor.kind !== "library" || factor.id === null,
  });
  const quality: DataQuality = data?.emissionFactor ?? factor;
  const note = dataQualityNote(quality, locale);
  if (!quality.proxy && !note) return null;
  return (
    <Stack gap="1" marginTop="2" fontSize="xs" data-testid="factor-quality">
      {quality.proxy && (
        <Badge size="sm" colorPalette="orange" variant="subtle" alignSelf="flex-start">
          {t("accounting.factor.proxy")}
        </Badge>
      )}
      {note && <Text>{t("accounting.factor.dataQualityLabel", { note })}</Text>}
    </Stack>
  );
}

export function FactorDetails({
  factor,
  reference,
  label,
}: {
  factor: DisplayFactor;
  reference: Reference;
  /** Accessible name of the trigger. */
  label: string;
}) {
  const { t } = useTranslation();
  const rows: [string, React.ReactNode][] = [];
  if (factor.code) rows.push([t("accounting.factor.code"), factor.code]);
  rows.push([t("accounting.factor.unit"), reference.unitSymbol(factor.unitId)]);
  rows.push([
    t("accounting.factor.values"),
    <GasValues key="gases" factor={factor} reference={reference} />,
  ]);
  if (factor.ncv !== null) {
    rows.push([
      t("accounting.factor.ncv"),
      `${formatQuantity(factor.ncv)} GJ/${reference.unitSymbol(factor.unitId)}`,
    ]);
  }
  if (factor.carbonContent !== null) {
    rows.push([
      t("accounting.factor.carbonContent"),
      `${formatQuantity(factor.carbonContent)} tC/GJ`,
    ]);
  }
  if (factor.oxidation !== null) {
    rows.push([t("accounting.factor.oxidation"), formatQuantity(factor.oxidation)]);
  }
  if (factor.region) rows.push([t("accounting.factor.region"), factor.region]);
  if (factor.year) rows.push([t("accounting.factor.year"), String(factor.year)]);
  rows.push([
    t("accounting.factor.source"),
    safeUrl(factor.sourceUrl) ? (
      <Link href={safeUrl(factor.sourceUrl)!} target="_blank" rel="noreferrer" colorPalette="teal">
        {factor.source}
      </Link>
    ) : (
      factor.source
    ),
  ]);

  return (
    <Popover.Root positioning={{ placement: "bottom-start" }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button
          size="xs"
          variant="plain"
          paddingInline="0"
          height="auto"
          minHeight="6"
          whiteSpace="normal"
          textAlign="start"
          justifyContent="flex-start"
          fontWeight="normal"
          textDecoration="underline dotted"
          aria-label={label}
          title={factor.name}
        >
          <Text as="span" lineClamp={2} maxWidth="12rem">
            {factor.name}
          </Text>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="sm">
            <Popover.Arrow />
            <Popover.Body padding="3">
              <Box marginBottom="2">
                <Text fontWeight="semibold" fontSize="sm">
                  {factor.name}
                </Text>
                <Stack direction="row" gap="1" marginTop="1">
                  {factor.kind === "custom" && (
                    <Badge size="sm" colorPalette="purple">
                      {t("accounting.factor.custom")}
                    </Badge>
                  )}
                  {factor.retired && (
                    <Badge size="sm" colorPalette="red">
                      {t("accounting.factor.retired")}
                    </Badge>
                  )}
                </Stack>
              </Box>
              <Table.Root size="sm" variant="line">
                <Table.Body>
                  {rows.map(([name, value]) => (
                    <Table.Row key={name}>
                      <Table.Cell
                        color="fg.muted"
                        fontSize="xs"
                        paddingInlineStart="0"
                        verticalAlign="top"
                      >
                        {name}
                      </Table.Cell>
                      <Table.Cell fontSize="xs" whiteSpace="normal">
                        {value}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
              <FactorQuality factor={factor} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
