// Matching a material name: type it (and its unit), see the ranked candidates from material data
// and upstream databases with their scores and reasons, and confirm one. The operator's users
// with gab10 may confirm for every company (a global synonym).
import { Badge, Button, Checkbox, Field, Flex, Input, Stack, Table, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { DataMatchingMatchQuery } from "../../__generated__/graphql";
import {
  useDataMatchingConfirmMutation,
  useDataMatchingMatchQuery,
} from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { notify } from "../../components/ui/toaster";
import { formatScore, scoreTone } from "./display";

export const DATA_MATCHING_ADMIN_CODE = "gab10";

type Candidate = DataMatchingMatchQuery["matchMaterialName"][number];

export function MatchPanel({ admin, onConfirmed }: { admin: boolean; onConfirmed?: () => void }) {
  const { t } = useTranslation();
  const k = (key: string, options: Record<string, unknown> = {}) =>
    t(`dataMatching.match.${key}`, options);
  const { hasPermission } = useSession();
  const mayGlobal = admin && hasPermission(DATA_MATCHING_ADMIN_CODE);
  const [name, setName] = useState("");
  const [unit, setUnit] = useState("");
  const [asked, setAsked] = useState<{ name: string; unit: string | null } | null>(null);
  const [global, setGlobal] = useState(false);
  const { data, loading } = useDataMatchingMatchQuery({
    variables: { name: asked?.name ?? "", unit: asked?.unit ?? null },
    skip: !asked,
    fetchPolicy: "network-only",
  });
  const [confirm, confirming] = useDataMatchingConfirmMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) setAsked({ name: name.trim(), unit: unit.trim() || null });
  };

  const take = async (candidate: Candidate) => {
    if (!asked) return;
    const result = await confirm({
      variables: {
        input: {
          name: asked.name,
          unit: asked.unit,
          candidateKind: candidate.kind,
          candidateId: candidate.id,
          global: mayGlobal && global,
        },
      },
    });
    const stored = result.data?.confirmMatch;
    if (!stored) return;
    notify.success(
      k(stored.synonymId ? "confirmed" : "confirmedSame", {
        name: asked.name,
        candidate: candidate.name,
      }),
    );
    onConfirmed?.();
  };

  const candidates = data?.matchMaterialName ?? [];
  return (
    <Stack gap="3" marginBottom="6">
      <Text fontSize="sm" color="fg.muted">
        {k("intro")}
      </Text>
      <form onSubmit={submit} aria-label={k("title")}>
        <Flex gap="3" wrap="wrap" alignItems="flex-end">
          <Field.Root flex="1 1 18rem" maxWidth="28rem">
            <Field.Label>{k("name")}</Field.Label>
            <Input
              value={name}
              placeholder={k("namePlaceholder")}
              maxLength={200}
              onChange={(event) => setName(event.currentTarget.value)}
            />
          </Field.Root>
          <Field.Root width="10rem">
            <Field.Label>{k("unit")}</Field.Label>
            <Input
              value={unit}
              placeholder={k("unitPlaceholder")}
              maxLength={40}
              onChange={(event) => setUnit(event.currentTarget.value)}
            />
          </Field.Root>
          <Button type="submit" colorPalette="teal" loading={loading} disabled={!name.trim()}>
            {k("search")}
          </Button>
        </Flex>
      </form>
      {mayGlobal && (
        <Checkbox.Root
          checked={global}
          onCheckedChange={(details) => setGlobal(details.checked === true)}
          colorPalette="teal"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{k("global")}</Checkbox.Label>
        </Checkbox.Root>
      )}
      {asked && !loading && candidates.length === 0 && (
        <Text color="fg.muted">{k("none", { name: asked.name })}</Text>
      )}
      {candidates.length > 0 && (
        <Table.Root size="sm" aria-label={k("caption")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{k("columns.candidate")}</Table.ColumnHeader>
              <Table.ColumnHeader>{k("columns.source")}</Table.ColumnHeader>
              <Table.ColumnHeader>{k("columns.unit")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{k("columns.score")}</Table.ColumnHeader>
              <Table.ColumnHeader>{k("columns.reason")}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {candidates.map((c) => (
              <Table.Row key={`${c.kind}:${c.id}`}>
                <Table.Cell>
                  <Text fontWeight="medium">{c.name}</Text>
                  {c.nameEn && (
                    <Text fontSize="xs" color="fg.muted">
                      {c.nameEn}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {c.kind === "material"
                    ? k("material")
                    : k("upstream", { database: c.databaseName ?? "" })}
                </Table.Cell>
                <Table.Cell>{c.unit ?? ""}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Badge colorPalette={scoreTone(c.score)}>{formatScore(c.score)}</Badge>
                </Table.Cell>
                <Table.Cell>{c.reason}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={k("confirmLabel", { name: c.name })}
                    loading={confirming.loading}
                    onClick={() => void take(c)}
                  >
                    {k("confirm")}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
