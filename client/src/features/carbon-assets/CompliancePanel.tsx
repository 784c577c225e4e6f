// The compliance position of a corporation's year under the national ETS: the obligation (the
// verified figure entered, else the covered emissions of the year's case, saying which), CEA
// allocated, held and surrendered, CCER surrendered within the 5% cap and usable, what is still
// outstanding and what is left to buy or surplus. Holders of bk01 enter the verified figure and
// the year's settings.
import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  HStack,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stat,
  Text,
} from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type {
  CarbonAssetCorporationsQuery,
  CarbonAssets_PositionFragment,
} from "../../__generated__/graphql";
import { useCarbonCompliancePositionQuery } from "../../__generated__/hooks";
import { Permission } from "../../components/Permission";
import { formatCny, formatTonnes, formatUnits } from "./display";
import { ComplianceYearDialog } from "./ComplianceYearDialog";
import { ASSET_EDIT_CODE } from "./paths";

type Corporation = CarbonAssetCorporationsQuery["carbonAssetCorporations"][number];

/** The newest year up to last year a corporation has anything for, else its newest. */
function defaultYear(corporation: Corporation | undefined): number {
  const lastYear = new Date().getFullYear() - 1;
  const years = corporation?.years ?? [];
  return years.find((year) => year <= lastYear) ?? years[0] ?? lastYear;
}

export function CompliancePanel({
  corporations,
  loading: listing,
}: {
  corporations: readonly Corporation[];
  /** The corporations are still being read. */
  loading: boolean;
}) {
  const { t } = useTranslation();
  const [corporationId, setCorporationId] = useState<number | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const corporation = corporations.find((item) => item.id === corporationId) ?? corporations[0];
  const chosenYear = year ?? defaultYear(corporation);
  const years = useMemo(() => {
    const all = new Set([...(corporation?.years ?? []), chosenYear, new Date().getFullYear() - 1]);
    return [...all].sort((a, b) => b - a);
  }, [corporation, chosenYear]);
  const { data, loading } = useCarbonCompliancePositionQuery({
    variables: { corporationId: corporation?.id ?? 0, year: chosenYear },
    skip: !corporation,
    fetchPolicy: "cache-and-network",
  });
  const position = data?.carbonCompliancePosition;

  return (
    <Card.Root size="sm" marginTop="6" as="section" aria-label={t("carbonAssets.compliance.title")}>
      <Card.Header>
        <Flex justifyContent="space-between" alignItems="center" gap="3" flexWrap="wrap">
          <Card.Title as="h2">{t("carbonAssets.compliance.title")}</Card.Title>
          {corporation && (
            <HStack gap="2" flexWrap="wrap">
              <NativeSelect.Root size="sm" width="auto" minWidth="12rem">
                <NativeSelect.Field
                  aria-label={t("carbonAssets.compliance.corporation")}
                  value={corporation.id}
                  onChange={(event) => {
                    setCorporationId(Number(event.currentTarget.value));
                    setYear(null);
                  }}
                  bg="white"
                >
                  {corporations.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <NativeSelect.Root size="sm" width="auto">
                <NativeSelect.Field
                  aria-label={t("carbonAssets.compliance.year")}
                  value={chosenYear}
                  onChange={(event) => setYear(Number(event.currentTarget.value))}
                  bg="white"
                >
                  {years.map((item) => (
                    <option key={item} value={item}>
                      {item}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {position && (
                <Permission code={ASSET_EDIT_CODE}>
                  <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                    {t("carbonAssets.compliance.settings")}
                  </Button>
                </Permission>
              )}
            </HStack>
          )}
        </Flex>
      </Card.Header>
      <Card.Body>
        {!corporation ? (
          listing ? (
            <Spinner size="sm" />
          ) : (
            <Text color="fg.muted">{t("carbonAssets.compliance.noCorporation")}</Text>
          )
        ) : !position ? (
          loading && (
            <HStack color="fg.muted">
              <Spinner size="sm" />
              <Text>{t("carbonAssets.compliance.loading")}</Text>
            </HStack>
          )
        ) : (
          <Figures position={position} />
        )}
        <Text fontSize="xs" color="fg.muted" marginTop="4">
          {t("carbonAssets.compliance.rules")}
        </Text>
      </Card.Body>
      {position && (
        <ComplianceYearDialog
          open={editing}
          position={position}
          onClose={() => setEditing(false)}
        />
      )}
    </Card.Root>
  );
}

function Figure({
  label,
  value,
  unit,
  help,
  tone,
}: {
  label: string;
  value: string;
  unit?: string;
  help?: string;
  tone?: "alert" | "good";
}) {
  return (
    <Stat.Root
      borderWidth="1px"
      rounded="md"
      padding="3"
      bg={tone === "alert" ? "red.50" : tone === "good" ? "teal.50" : "white"}
    >
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText color={tone === "alert" ? "red.700" : undefined}>
        {value}
        {unit && <Stat.ValueUnit>{unit}</Stat.ValueUnit>}
      </Stat.ValueText>
      {help && <Stat.HelpText>{help}</Stat.HelpText>}
    </Stat.Root>
  );
}

function Figures({ position: p }: { position: CarbonAssets_PositionFragment }) {
  const { t } = useTranslation();
  const c = (key: string, options: Record<string, unknown> = {}) =>
    t(`carbonAssets.compliance.${key}`, options);
  const tonnes = t("carbonAssets.tonnes");
  if (p.verifiedT === null || p.verifiedT === undefined) {
    return (
      <Text color="fg.error" role="status">
        {c("noVerified", { year: p.year })}
      </Text>
    );
  }
  const basis =
    p.verifiedBasis === "verified"
      ? p.verifiedSource
        ? c("obligationVerified", { source: p.verifiedSource })
        : c("obligationVerifiedNoSource")
      : c("obligationCalculated", {
          case: p.caseName,
          run: p.runNo,
          scopes: p.scopes.join(" + "),
          gases: c(p.coveredGases === "ALL" ? "gasesALL" : "gasesCO2"),
        });
  const outstanding = p.outstanding ?? 0;
  const leftToBuy = p.leftToBuy ?? 0;
  return (
    <>
      <Box marginBottom="3">
        <Text fontSize="sm" color="fg.muted">
          {basis}
          {p.verifiedBasis === "verified" && p.calculatedT != null
            ? ` ${c("calculatedAlso", { value: formatTonnes(p.calculatedT) })}`
            : ""}
        </Text>
      </Box>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Figure label={c("obligation")} value={formatTonnes(p.verifiedT)} unit={tonnes} />
        <Figure label={c("allocated")} value={formatUnits(p.allocated)} unit={tonnes} />
        <Figure
          label={c("heldCea", { year: p.year })}
          value={formatUnits(p.heldCea)}
          unit={tonnes}
        />
        <Figure label={c("surrenderedCea")} value={formatUnits(p.surrenderedCea)} unit={tonnes} />
        <Figure
          label={c("surrenderedCcer")}
          value={formatUnits(p.surrenderedCcer)}
          unit={tonnes}
          help={c("ccerCounted", {
            counted: formatUnits(p.ccerCounted),
            cap: formatUnits(p.ccerCap),
          })}
        />
        <Figure
          label={c("ccerUsable")}
          value={formatUnits(p.ccerUsable)}
          unit={tonnes}
          help={c("ccerUsableHelp", {
            held: formatUnits(p.heldCcer),
            usable: formatUnits(p.ccerUsable),
          })}
        />
        <Figure label={c("outstanding")} value={formatTonnes(outstanding)} unit={tonnes} />
        {leftToBuy > 0 ? (
          <Figure
            label={c("leftToBuy")}
            value={formatUnits(leftToBuy)}
            unit={tonnes}
            tone="alert"
            help={
              p.leftToBuyValue != null && p.ceaPrice != null
                ? c("value", { value: formatCny(p.leftToBuyValue), price: formatCny(p.ceaPrice) })
                : c("wholeAllowances")
            }
          />
        ) : (
          <Figure
            label={c("surplus")}
            value={formatUnits(p.surplus ?? 0)}
            unit={tonnes}
            tone="good"
            help={c("covered")}
          />
        )}
      </SimpleGrid>
      <HStack marginTop="3" gap="2" flexWrap="wrap">
        <Badge variant="subtle" fontFamily="mono" size="md">
          {c("formula", {
            verified: formatTonnes(p.verifiedT),
            cea: formatUnits(p.surrenderedCea),
            ccer: formatUnits(p.ccerCounted),
            outstanding: formatTonnes(outstanding),
          })}
        </Badge>
      </HStack>
    </>
  );
}
