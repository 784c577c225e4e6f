// A corporation's row in the repository table (expand, name and credit code, industry, region,
// latest report, case count, actions) and, while open, the row holding its cases.
import { HStack, IconButton, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuChevronDown, LuChevronRight, LuFilePlus, LuPencil, LuTrash2 } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import { Permission } from "../../../components/Permission";
import { RowAction } from "../../../components/ui/row-action";
import { formatDate } from "../../../lib/format";
import { ACCOUNTING_CODES, caseAddPath, corporationEditPath } from "../paths";
import { CaseList } from "./CaseList";
import type { CaseRow, Corporation } from "./use-repository";

export function CorporationRows({
  corporation,
  cases,
  open,
  onToggle,
  canAct,
  industryName,
  regionName,
  tagName,
  onDelete,
  onDeleteCase,
}: {
  corporation: Corporation;
  /** The cases shown: all, or those with the chosen tag. */
  cases: readonly CaseRow[];
  open: boolean;
  onToggle: () => void;
  canAct: boolean;
  industryName: string;
  regionName: string;
  tagName: string | null;
  onDelete: () => void;
  onDeleteCase: (item: CaseRow) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns = canAct ? 7 : 6;
  const casesId = `corporation-${corporation.id}-cases`;
  return (
    <>
      <Table.Row data-corporation-id={corporation.id}>
        <Table.Cell>
          <IconButton
            size="xs"
            variant="ghost"
            aria-expanded={open}
            aria-controls={casesId}
            aria-label={
              open
                ? t("accounting.repository.collapse", { name: corporation.name })
                : t("accounting.repository.expandCases", { name: corporation.name })
            }
            onClick={onToggle}
          >
            {open ? <LuChevronDown /> : <LuChevronRight />}
          </IconButton>
        </Table.Cell>
        <Table.Cell>
          <Text fontWeight="semibold" whiteSpace="normal" minWidth="10rem">
            {corporation.name}
          </Text>
          {corporation.creditCode && (
            <Text fontFamily="mono" fontSize="xs" color="fg.muted">
              {corporation.creditCode}
            </Text>
          )}
        </Table.Cell>
        <Table.Cell whiteSpace="normal">{industryName}</Table.Cell>
        <Table.Cell whiteSpace="normal">{regionName}</Table.Cell>
        <Table.Cell whiteSpace="nowrap">
          {corporation.latestReportDate ? (
            formatDate(corporation.latestReportDate)
          ) : (
            <Text as="span" color="fg.muted">
              {t("accounting.repository.noReport")}
            </Text>
          )}
        </Table.Cell>
        <Table.Cell textAlign="end">{corporation.cases.length}</Table.Cell>
        {canAct && (
          <Table.Cell textAlign="end">
            <HStack
              gap="1"
              justifyContent="flex-end"
              role="group"
              aria-label={t("accounting.repository.actionsFor", { name: corporation.name })}
            >
              <Permission code={ACCOUNTING_CODES.caseAdd}>
                <RowAction
                  label={t("accounting.repository.newCaseFor", { name: corporation.name })}
                  onClick={() => void navigate(caseAddPath(corporation.id))}
                >
                  <LuFilePlus />
                </RowAction>
              </Permission>
              <Permission code={ACCOUNTING_CODES.edit}>
                <RowAction
                  label={t("accounting.repository.editCorporation", { name: corporation.name })}
                  onClick={() => void navigate(corporationEditPath(corporation.id))}
                >
                  <LuPencil />
                </RowAction>
              </Permission>
              <Permission code={ACCOUNTING_CODES.delete}>
                <RowAction
                  label={t("accounting.repository.deleteCorporation", { name: corporation.name })}
                  onClick={onDelete}
                  danger
                >
                  <LuTrash2 />
                </RowAction>
              </Permission>
            </HStack>
          </Table.Cell>
        )}
      </Table.Row>
      {open && (
        <Table.Row id={casesId}>
          <Table.Cell colSpan={columns} bg="gray.50" paddingInlineStart="10">
            <CaseList
              corporation={corporation}
              cases={cases}
              tagName={tagName}
              onDeleteCase={onDeleteCase}
            />
          </Table.Cell>
        </Table.Row>
      )}
    </>
  );
}
