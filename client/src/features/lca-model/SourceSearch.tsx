// The search of one kind of source: database products of the study's database, material data,
// transport data or process models, by name, ten at a time, each row with its unit and where it
// comes from and a button that picks it.
import { Box, Button, HStack, Input, Spinner, Stack, Table, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  useLcaModelMaterialDataQuery,
  useLcaModelProcessModelsQuery,
  useLcaModelTransportDataQuery,
  useLcaModelUpstreamProcessesQuery,
} from "../../__generated__/hooks";
import { localName, useReference } from "../reference/reference";
import type { PickedSource } from "./line-form";
import { dimensionOfSymbol } from "./use-source";

const PAGE_SIZE = 10;
const DEBOUNCE_MS = 300;

interface Row {
  source: PickedSource;
  detail: string;
}

export interface SourceSearchProps {
  kind: "upstream" | "material" | "transport" | "process";
  databaseId: number | null;
  pickedId: number | null;
  onPick: (source: PickedSource) => void;
}

export function SourceSearch({ kind, databaseId, pickedId, onPick }: SourceSearchProps) {
  const { t } = useTranslation();
  const reference = useReference();
  const { locale } = reference;
  const [typed, setTyped] = useState("");
  const [keyword, setKeyword] = useState("");
  const [page, setPage] = useState(1);

  useEffect(() => {
    const timer = setTimeout(() => {
      setKeyword(typed.trim());
      setPage(1);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const variables = { keyword: keyword || null, page };
  const only = (wanted: string) => kind !== wanted;
  const upstream = useLcaModelUpstreamProcessesQuery({
    variables: { ...variables, databaseId: databaseId ?? 0 },
    skip: only("upstream") || !databaseId,
  });
  const material = useLcaModelMaterialDataQuery({ variables, skip: only("material") });
  const transport = useLcaModelTransportDataQuery({ variables, skip: only("transport") });
  const process = useLcaModelProcessModelsQuery({ variables, skip: only("process") });

  const unitOf = (unitId: number) => {
    const unit = reference.unit(unitId);
    return { unit: unit?.symbol ?? null, dimension: unit?.dimension ?? null };
  };
  const owner = (companyId: number | null | undefined) =>
    companyId ? t("lcaModel.source.own") : t("lcaModel.source.global");

  let rows: Row[] = [];
  let total = 0;
  let loading = false;
  if (kind === "upstream") {
    const found = upstream.data?.upstreamProcesses;
    loading = upstream.loading;
    total = found?.total ?? 0;
    rows = (found?.items ?? []).map((p) => ({
      source: {
        id: p.id,
        name: p.productName === p.name ? p.name : `${p.productName} (${p.name})`,
        unit: p.productUnit,
        dimension: dimensionOfSymbol(reference.units, p.productUnit),
      },
      detail: [p.productUnit, p.location].filter(Boolean).join(" · "),
    }));
  } else if (kind === "material") {
    const found = material.data?.materialData;
    loading = material.loading;
    total = found?.total ?? 0;
    rows = (found?.items ?? []).map((m) => {
      const unit = unitOf(m.unitId);
      return {
        source: { id: m.id, name: localName(m, locale), ...unit },
        detail: [
          m.gwp === null || m.gwp === undefined
            ? t("lcaModel.source.noFootprint")
            : t("lcaModel.source.gwpPerUnit", { value: m.gwp, unit: unit.unit ?? "" }),
          m.region,
          owner(m.companyId),
        ].join(" · "),
      };
    });
  } else if (kind === "transport") {
    const found = transport.data?.transportData;
    loading = transport.loading;
    total = found?.total ?? 0;
    rows = (found?.items ?? []).map((d) => ({
      source: { id: d.id, name: localName(d, locale), unit: "t·km", dimension: "mass" },
      detail: [t("lcaModel.source.perTkm", { value: d.factor }), d.region, owner(d.companyId)].join(
        " · ",
      ),
    }));
  } else {
    const found = process.data?.processModels;
    loading = process.loading;
    total = found?.total ?? 0;
    rows = (found?.items ?? []).map((m) => {
      const unit = unitOf(m.referenceUnitId);
      return {
        source: { id: m.id, name: localName(m, locale), ...unit },
        detail: [m.code, `${m.referenceProduct} (${unit.unit ?? ""})`, owner(m.companyId)].join(
          " · ",
        ),
      };
    });
  }

  if (kind === "upstream" && !databaseId) {
    return (
      <Text fontSize="sm" color="orange.fg" role="alert">
        {t("lcaModel.source.noDatabase")}
      </Text>
    );
  }

  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const label = t("lcaModel.source.search", { kind: t(`lcaModel.sourceKind.${kind}`) });
  return (
    <Stack gap="2">
      <Input
        size="sm"
        value={typed}
        placeholder={label}
        aria-label={label}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      <Box borderWidth="1px" rounded="md" maxHeight="16rem" overflowY="auto">
        <Table.Root size="sm" aria-label={t("lcaModel.source.results")}>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row
                key={row.source.id}
                bg={row.source.id === pickedId ? "teal.subtle" : undefined}
              >
                <Table.Cell>
                  <Text fontSize="sm">{row.source.name}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {row.detail}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end" width="1%">
                  <Button
                    size="xs"
                    variant={row.source.id === pickedId ? "solid" : "outline"}
                    colorPalette="teal"
                    aria-label={t("lcaModel.source.chooseNamed", { name: row.source.name })}
                    onClick={() => onPick(row.source)}
                  >
                    {row.source.id === pickedId
                      ? t("lcaModel.source.chosen")
                      : t("lcaModel.source.choose")}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {loading && (
          <HStack justify="center" padding="2">
            <Spinner size="sm" />
          </HStack>
        )}
        {!loading && rows.length === 0 && (
          <Text fontSize="sm" color="fg.muted" padding="3">
            {t("lcaModel.source.none")}
          </Text>
        )}
      </Box>
      {total > PAGE_SIZE && (
        <HStack justify="space-between" fontSize="xs" color="fg.muted">
          <Text>{t("lcaModel.source.page", { page, pages, total })}</Text>
          <HStack>
            <Button
              size="2xs"
              variant="ghost"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t("lcaModel.source.previous")}
            </Button>
            <Button
              size="2xs"
              variant="ghost"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              {t("lcaModel.source.next")}
            </Button>
          </HStack>
        </HStack>
      )}
    </Stack>
  );
}
