// The map of China beside the repository: every placed corporation the search finds, and how
// many of those found are placed.
import { Card, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { RepositoryMapPointsQuery } from "../../../__generated__/graphql";
import { LazyChinaMap } from "../LazyChinaMap";
import { positionOf } from "../position";

export function RepositoryMap({
  map,
}: {
  map: RepositoryMapPointsQuery["corporationMap"] | undefined;
}) {
  const { t } = useTranslation();
  const points = useMemo(
    () =>
      (map?.points ?? []).flatMap((corporation) => {
        const position = positionOf(corporation);
        return position ? [{ id: corporation.id, name: corporation.name, ...position }] : [];
      }),
    [map],
  );
  const total = map?.total ?? 0;
  return (
    <Card.Root size="sm" alignSelf="start" order={{ base: -1, xl: 0 }}>
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          {t("accounting.map.title")}
        </Card.Title>
        <Text fontSize="xs" color="fg.muted">
          {total > 0
            ? t("accounting.map.placed", { count: points.length, total })
            : t("accounting.map.noCorporations")}
        </Text>
      </Card.Header>
      <Card.Body paddingTop="2">
        <LazyChinaMap
          points={points}
          label={t("accounting.map.label", { count: points.length })}
          loadingText={t("accounting.map.loading")}
          failedText={t("accounting.map.failed")}
          height="300px"
        />
      </Card.Body>
    </Card.Root>
  );
}
