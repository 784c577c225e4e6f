// A line's emission factor in the table, and for scope 2 lines its market-based instrument: the
// factor with its details behind it, and the ways to change it (a library factor, one entered for
// the line, none for the instrument). Changes go to the editor as unsaved edits.
import { Badge, HStack, IconButton, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuPencil, LuSearch, LuX } from "react-icons/lu";
import { FactorDetails, type DisplayFactor } from "./FactorDetails";
import type { Reference } from "../reference/reference";

export type FactorKind = "factor" | "market";

export function FactorCell({
  kind,
  lineName,
  factor,
  reference,
  readOnly,
  onPick,
  onCustom,
  onClear,
}: {
  kind: FactorKind;
  lineName: string;
  factor: DisplayFactor | null;
  reference: Reference;
  readOnly: boolean;
  /** Choose a factor of the library. */
  onPick: () => void;
  /** Enter a factor for the line, or correct the one entered. */
  onCustom: () => void;
  /** Remove it (the market-based instrument only: a line without a factor cannot calculate). */
  onClear?: () => void;
}) {
  const { t } = useTranslation();
  const name = { name: lineName };
  const custom = factor?.kind === "custom";
  const labels =
    kind === "factor"
      ? {
          none: t("accounting.line.noFactor"),
          pick: t("accounting.line.chooseFactor", name),
          custom: custom
            ? t("accounting.line.editCustomFactor", name)
            : t("accounting.line.enterCustomFactor", name),
        }
      : {
          none: t("accounting.line.noMarket"),
          pick: t("accounting.line.chooseMarket", name),
          custom: custom
            ? t("accounting.line.editMarketFactor", name)
            : t("accounting.line.enterMarketFactor", name),
        };
  const actions = [
    { label: labels.pick, icon: <LuSearch />, onClick: onPick },
    { label: labels.custom, icon: <LuPencil />, onClick: onCustom },
  ];
  if (factor && onClear) {
    actions.push({
      label: t("accounting.line.clearMarket", name),
      icon: <LuX />,
      onClick: onClear,
    });
  }
  return (
    <HStack gap="1" alignItems="center">
      {factor ? (
        <FactorDetails
          factor={factor}
          reference={reference}
          label={t("accounting.line.factorDetails", { name: lineName, factor: factor.name })}
        />
      ) : (
        <Text fontSize="xs" color={kind === "factor" ? "fg.error" : "fg.muted"} whiteSpace="nowrap">
          {labels.none}
        </Text>
      )}
      {custom && (
        <Badge size="xs" colorPalette="purple">
          {t("accounting.factor.custom")}
        </Badge>
      )}
      {!readOnly &&
        actions.map((action) => (
          <IconButton
            key={action.label}
            size="2xs"
            variant="ghost"
            aria-label={action.label}
            title={action.label}
            onClick={action.onClick}
          >
            {action.icon}
          </IconButton>
        ))}
    </HStack>
  );
}
