// The headline figures of a run: the totals (location- and market-based), the three scopes with
// scope 2 both ways side by side, biogenic CO2 and the deduction (both outside the totals'
// arithmetic as the engine defines them), and the intensities. Every figure opens its trace.
import { Box, Button, Card, Flex, SimpleGrid, Text } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CaseResults_TotalsFragment } from "../../__generated__/graphql";
import { formatQuantity, formatShare } from "../../lib/emissions";
import { FigureButton, useResults, type TraceRequest } from "./results-context";

function FigureCard({
  label,
  hint,
  children,
  emphasis,
}: {
  label: string;
  hint?: ReactNode;
  children: ReactNode;
  emphasis?: boolean;
}) {
  const id = useId();
  return (
    <Card.Root
      size="sm"
      role="group"
      aria-labelledby={id}
      height="full"
      borderTopWidth={emphasis ? "3px" : undefined}
      borderTopColor={emphasis ? "teal.500" : undefined}
    >
      <Card.Body gap="1">
        <Text id={id} fontSize="sm" color="fg.muted" fontWeight="medium">
          {label}
        </Text>
        {children}
        {hint && (
          <Text fontSize="xs" color="fg.muted">
            {hint}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** A figure in t CO2e, large, with its unit. */
function Tonnes({
  kg,
  label,
  request,
  size = "xl",
  unit,
}: {
  kg: number;
  label: string;
  request: TraceRequest;
  size?: "xl" | "2xl";
  unit?: string;
}) {
  const { t } = useTranslation();
  return (
    <Flex alignItems="baseline" gap="1.5" flexWrap="wrap">
      <FigureButton
        kg={kg}
        label={label}
        request={request}
        unit={unit}
        fontSize={size}
        fontWeight="semibold"
      />
      <Text as="span" fontSize="sm" color="fg.muted">
        {unit ?? t("caseResults.tonnesCo2e")}
      </Text>
    </Flex>
  );
}

export function Headline({ totals }: { totals: CaseResults_TotalsFragment }) {
  const { t } = useTranslation();
  const { openTrace } = useResults();
  const label = (key: string) => t(`caseResults.${key}`);
  const shareHint = (kg: number) =>
    totals.totalKg ? `${formatShare(kg, totals.totalKg)} · ${label("headline.total")}` : undefined;

  const intensity = (which: "output" | "revenue") => {
    const value = which === "output" ? totals.intensityPerOutput : totals.intensityPerRevenue;
    const unit = which === "output" ? totals.outputUnit : totals.revenueUnit;
    if (value === null || value === undefined || !unit) return null;
    const name = label(
      which === "output" ? "headline.intensityOutput" : "headline.intensityRevenue",
    );
    const text = formatQuantity(value, 4);
    const unitText = t("caseResults.perUnit", { unit });
    return (
      <FigureCard key={which} label={name}>
        <Flex alignItems="baseline" gap="1.5" flexWrap="wrap">
          <Button
            variant="plain"
            height="auto"
            minWidth="0"
            paddingInline="0"
            fontSize="xl"
            fontWeight="semibold"
            textDecoration="underline dotted"
            textUnderlineOffset="3px"
            color="inherit"
            aria-label={t("caseResults.headline.openTrace", {
              label: name,
              value: `${text} ${unitText}`,
            })}
            onClick={() => openTrace({ type: "intensity", which, label: name })}
          >
            {text}
          </Button>
          <Text as="span" fontSize="sm" color="fg.muted">
            {unitText}
          </Text>
        </Flex>
      </FigureCard>
    );
  };
  const intensities = [intensity("output"), intensity("revenue")].filter(Boolean);

  return (
    <Box as="section" aria-label={label("headline.heading")}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" marginBottom="3">
        <FigureCard label={label("headline.total")} emphasis>
          <Tonnes
            kg={totals.totalKg}
            label={label("headline.total")}
            request={{ type: "total", target: { kind: "total" }, label: label("headline.total") }}
            size="2xl"
          />
        </FigureCard>
        <FigureCard label={label("headline.totalMarket")} emphasis>
          <Tonnes
            kg={totals.totalMarketKg}
            label={label("headline.totalMarket")}
            request={{
              type: "total",
              target: { kind: "totalMarket" },
              label: label("headline.totalMarket"),
            }}
            size="2xl"
          />
        </FigureCard>
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3" marginBottom="3">
        <FigureCard label={label("headline.scope1")} hint={shareHint(totals.scope1)}>
          <Tonnes
            kg={totals.scope1}
            label={label("scopeName.scope1")}
            request={{
              type: "total",
              target: { kind: "scope", scope: 1 },
              label: label("scopeName.scope1"),
            }}
          />
        </FigureCard>
        <Box gridColumn={{ md: "span 2" }}>
          <FigureCard label={label("headline.scope2")}>
            <SimpleGrid columns={2} gap="3">
              <Box>
                <Text fontSize="xs" color="fg.muted">
                  {label("headline.scope2Location")}
                </Text>
                <Tonnes
                  kg={totals.scope2Location}
                  label={label("scopeName.scope2Location")}
                  request={{
                    type: "total",
                    target: { kind: "scope2Location" },
                    label: label("scopeName.scope2Location"),
                  }}
                />
              </Box>
              <Box borderLeftWidth="1px" paddingLeft="3">
                <Text fontSize="xs" color="fg.muted">
                  {label("headline.scope2Market")}
                </Text>
                <Tonnes
                  kg={totals.scope2Market}
                  label={label("scopeName.scope2Market")}
                  request={{
                    type: "total",
                    target: { kind: "scope2Market" },
                    label: label("scopeName.scope2Market"),
                  }}
                />
              </Box>
            </SimpleGrid>
          </FigureCard>
        </Box>
        <FigureCard label={label("headline.scope3")} hint={shareHint(totals.scope3)}>
          <Tonnes
            kg={totals.scope3}
            label={label("scopeName.scope3")}
            request={{
              type: "total",
              target: { kind: "scope", scope: 3 },
              label: label("scopeName.scope3"),
            }}
          />
        </FigureCard>
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="3">
        <FigureCard label={label("headline.biogenic")} hint={label("headline.biogenicHint")}>
          <Tonnes
            kg={totals.biogenicCo2Kg}
            label={label("headline.biogenic")}
            unit={label("tonnesCo2")}
            request={{
              type: "total",
              target: { kind: "biogenic" },
              label: label("headline.biogenic"),
            }}
          />
        </FigureCard>
        <FigureCard label={label("headline.deducted")} hint={label("headline.deductedHint")}>
          <Tonnes
            kg={totals.deductedKg}
            label={label("headline.deducted")}
            request={{
              type: "total",
              target: { kind: "deducted" },
              label: label("headline.deducted"),
            }}
          />
        </FigureCard>
        {intensities}
      </SimpleGrid>
    </Box>
  );
}
