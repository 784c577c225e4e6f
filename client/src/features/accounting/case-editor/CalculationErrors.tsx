// A failed calculation's answer: the lines that stopped it, each a link to the line.
import { Alert, IconButton, Link, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { LuX } from "react-icons/lu";
import type { LineError } from "./use-calculation";

export function CalculationErrors({
  errors,
  lineLabel,
  onShow,
  onClose,
}: {
  errors: readonly LineError[];
  /** The line as this screen names it (the process in the interface language), when loaded. */
  lineLabel: (error: LineError) => string | null;
  onShow: (lineId: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  // The user may be far down the tables when the answer comes.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ behavior: "smooth", block: "center" });
  }, [errors]);
  return (
    <Alert.Root ref={panel} status="error" marginBottom="4" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {t("accounting.editor.calculationFailed", { count: errors.length })}
        </Alert.Title>
        <Alert.Description>
          <Text marginBottom="2">{t("accounting.editor.calculationFailedBody")}</Text>
          <Stack as="ol" gap="1" paddingInlineStart="4" listStyleType="decimal">
            {errors.map((error, index) => {
              // The server's message starts with the process and line it names; the link shows them.
              const prefix = `${error.processName} / ${error.name}`;
              const reason = error.message.startsWith(`${prefix}: `)
                ? error.message.slice(prefix.length + 2)
                : error.message;
              const label = lineLabel(error) ?? prefix;
              return (
                <li key={`${error.lineId}-${index}`}>
                  <Link
                    as="button"
                    colorPalette="red"
                    fontWeight="semibold"
                    textDecoration="underline"
                    onClick={() => onShow(error.lineId)}
                  >
                    {label}
                  </Link>
                  {": "}
                  {reason}
                </li>
              );
            })}
          </Stack>
        </Alert.Description>
      </Alert.Content>
      <IconButton size="xs" variant="ghost" aria-label={t("common.close")} onClick={onClose}>
        <LuX />
      </IconButton>
    </Alert.Root>
  );
}
