// A case's status (SPEC §4): 5 in progress, 10 completed, any other value unknown.
import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { CASE_STATUS } from "../../lib/constants";

export function caseStatusKey(status: number): "inProgress" | "completed" | "unknown" {
  if (status === CASE_STATUS.inProgress) return "inProgress";
  if (status === CASE_STATUS.completed) return "completed";
  return "unknown";
}

const PALETTE = { inProgress: "orange", completed: "green", unknown: "gray" } as const;

export function CaseStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const key = caseStatusKey(status);
  return (
    <Badge colorPalette={PALETTE[key]} whiteSpace="nowrap">
      {t(`accounting.status.${key}`)}
    </Badge>
  );
}
