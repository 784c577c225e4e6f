// A corporation's cases under its row: name (a link to the editor), year, status, latest total,
// tags, latest run, open, copy to a new period and delete; or why there is none, with a first
// case to create.
import { Badge, Button, Flex, HStack, Link, Table, Text, Wrap } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useState } from "react";
import { LuCopyPlus, LuFilePlus, LuFolderOpen, LuTrash2 } from "react-icons/lu";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { Permission } from "../../../components/Permission";
import { RowAction } from "../../../components/ui/row-action";
import { useLocale } from "../../../i18n";
import { formatCo2e } from "../../../lib/emissions";
import { CaseStatusBadge } from "../CaseStatusBadge";
import { ACCOUNTING_CODES, caseAddPath, caseEditorPath } from "../paths";
import { CopyCaseDialog } from "./CopyCaseDialog";
import type { CaseRow, Corporation } from "./use-repository";

export function CaseList({
  corporation,
  cases,
  tagName,
  onDeleteCase,
}: {
  corporation: Corporation;
  cases: readonly CaseRow[];
  tagName: string | null;
  onDeleteCase: (item: CaseRow) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const [copying, setCopying] = useState<CaseRow | null>(null);
  if (cases.length === 0) {
    return (
      <Flex alignItems="center" gap="3" paddingBlock="1" flexWrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {tagName
            ? t("accounting.repository.noCaseWithTag", { tag: tagName })
            : t("accounting.repository.noCases")}
        </Text>
        {!tagName && (
          <Permission code={ACCOUNTING_CODES.caseAdd}>
            <Button
              size="xs"
              variant="outline"
              colorPalette="teal"
              bg="white"
              onClick={() => void navigate(caseAddPath(corporation.id))}
            >
              <LuFilePlus aria-hidden />
              {t("accounting.repository.createFirstCase")}
            </Button>
          </Permission>
        )}
      </Flex>
    );
  }
  return (
    <>
      <CopyCaseDialog source={copying} corporation={corporation} onClose={() => setCopying(null)} />
      <Table.Root
        size="sm"
        variant="outline"
        bg="white"
        aria-label={t("accounting.repository.casesOf", { name: corporation.name })}
      >
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("accounting.case.name")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("accounting.case.year")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("common.status")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
              {t("accounting.case.latestTotal")}
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t("accounting.case.tags")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
              {t("accounting.workflow.run.latest")}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("common.actions")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {cases.map((item) => (
            <Table.Row key={item.id} data-case-id={item.id}>
              <Table.Cell whiteSpace="normal">
                <Link asChild colorPalette="teal" fontWeight="medium">
                  <RouterLink to={caseEditorPath(item.id)}>{item.name}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell>{item.year}</Table.Cell>
              <Table.Cell>
                <CaseStatusBadge status={item.status} />
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {item.latestRun ? (
                  formatCo2e(item.latestRun.totalKg, locale)
                ) : (
                  <Text as="span" color="fg.muted">
                    {t("accounting.case.notCalculated")}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <Wrap gap="1">
                  {item.tags.map((tag) => (
                    <Badge key={tag.id} variant="subtle" colorPalette="teal">
                      {tag.name}
                    </Badge>
                  ))}
                </Wrap>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {item.latestRun
                  ? t("accounting.workflow.run.number", { runNo: item.latestRun.runNo })
                  : "—"}
              </Table.Cell>
              <Table.Cell textAlign="end">
                <HStack gap="1" justifyContent="flex-end">
                  <RowAction
                    label={t("accounting.repository.openCase", { name: item.name })}
                    onClick={() => void navigate(caseEditorPath(item.id))}
                  >
                    <LuFolderOpen />
                  </RowAction>
                  <Permission code={ACCOUNTING_CODES.caseAdd}>
                    <RowAction
                      label={t("accounting.workflow.copy.action", { name: item.name })}
                      onClick={() => setCopying(item)}
                    >
                      <LuCopyPlus />
                    </RowAction>
                  </Permission>
                  <Permission code={ACCOUNTING_CODES.delete}>
                    <RowAction
                      label={t("accounting.repository.deleteCase", { name: item.name })}
                      onClick={() => onDeleteCase(item)}
                      danger
                    >
                      <LuTrash2 />
                    </RowAction>
                  </Permission>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </>
  );
}
