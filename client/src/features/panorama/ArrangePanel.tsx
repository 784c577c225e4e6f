// The home panorama's arrangement, edited in place: the charts it shows, their order and their
// width, saved together (the server replaces the arrangement in one transaction).
import {
  Button,
  Card,
  Flex,
  HStack,
  IconButton,
  NativeSelect,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuArrowDown, LuArrowUp, LuX } from "react-icons/lu";
import { usePanoramaChartsQuery, useSetPanoramaHomeMutation } from "../../__generated__/hooks";
import { notify } from "../../components/ui/toaster";
import { HOME_WIDTHS } from "./rules";

export interface ArrangedChart {
  chartId: number;
  name: string;
  width: number;
}

export function ArrangePanel({
  items: initial,
  onDone,
}: {
  items: ArrangedChart[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [items, setItems] = useState(initial);
  const { data } = usePanoramaChartsQuery({
    variables: { page: 1, pageSize: 100 },
    fetchPolicy: "cache-and-network",
  });
  const [save, { loading }] = useSetPanoramaHomeMutation();
  const placed = new Set(items.map((item) => item.chartId));
  const available = (data?.panoramaCharts.items ?? []).filter((chart) => !placed.has(chart.id));

  const move = (index: number, by: number) =>
    setItems((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item);
      return next;
    });
  const submit = async () => {
    try {
      await save({
        variables: {
          input: { items: items.map(({ chartId, width }) => ({ chartId, width })) },
        },
      });
    } catch {
      return; // the app's error link has shown the server's message
    }
    notify.success(t("panorama.arrangementSaved"));
    onDone();
  };

  return (
    <Card.Root as="section" aria-label={t("panorama.arrangeTitle")}>
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          {t("panorama.arrangeTitle")}
        </Card.Title>
        <Text color="fg.muted" fontSize="sm">
          {t("panorama.arrangeHelp")}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="2" as="ol" listStyleType="none">
          {items.map((item, index) => (
            <Flex
              as="li"
              key={item.chartId}
              alignItems="center"
              gap="3"
              borderWidth="1px"
              rounded="md"
              paddingX="3"
              paddingY="2"
              bg="white"
              flexWrap="wrap"
            >
              <Text fontWeight="medium" flex="1" minWidth="12rem">
                {index + 1}. {item.name}
              </Text>
              <NativeSelect.Root size="sm" width="auto">
                <NativeSelect.Field
                  aria-label={t("panorama.widthOf", { name: item.name })}
                  value={item.width}
                  onChange={(event) => {
                    const width = Number(event.currentTarget.value);
                    setItems((current) =>
                      current.map((other) =>
                        other.chartId === item.chartId ? { ...other, width } : other,
                      ),
                    );
                  }}
                >
                  {HOME_WIDTHS.map((width) => (
                    <option key={width} value={width}>
                      {t(`panorama.widths.${width}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <HStack gap="0">
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t("panorama.moveUp", { name: item.name })}
                  title={t("panorama.moveUp", { name: item.name })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <LuArrowUp />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t("panorama.moveDown", { name: item.name })}
                  title={t("panorama.moveDown", { name: item.name })}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <LuArrowDown />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t("panorama.removeFromHome", { name: item.name })}
                  title={t("panorama.removeFromHome", { name: item.name })}
                  onClick={() =>
                    setItems((current) => current.filter((other) => other.chartId !== item.chartId))
                  }
                >
                  <LuX />
                </IconButton>
              </HStack>
            </Flex>
          ))}
        </Stack>
        <Flex marginTop="4" gap="3" alignItems="center" flexWrap="wrap">
          {available.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              {t("panorama.addToHomeNone")}
            </Text>
          ) : (
            <NativeSelect.Root size="sm" width="auto" minWidth="16rem">
              <NativeSelect.Field
                aria-label={t("panorama.addToHomeLabel")}
                value=""
                onChange={(event) => {
                  const chart = available.find(
                    (item) => item.id === Number(event.currentTarget.value),
                  );
                  if (chart) {
                    setItems((current) => [
                      ...current,
                      { chartId: chart.id, name: chart.name, width: 6 },
                    ]);
                  }
                }}
              >
                <option value="">{t("panorama.addToHomeLabel")}…</option>
                {available.map((chart) => (
                  <option key={chart.id} value={chart.id}>
                    {chart.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </Flex>
      </Card.Body>
      <Card.Footer justifyContent="flex-end" gap="2">
        <Button variant="outline" onClick={onDone} disabled={loading}>
          {t("common.cancel")}
        </Button>
        <Button colorPalette="teal" loading={loading} onClick={() => void submit()}>
          {t("panorama.saveArrangement")}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
