// A study's audit status as the review screens show it. The enumeration is the server's
// (GraphQL `AuditState`, the stored codes "0" … "20"); the names come from this feature's texts,
// since a reviewer holds none of the product library's codes that `lcaProductCodes` needs.
import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { AuditState } from "../../__generated__/graphql";

/** The stored code of each state; a state the server adds fails the type check here. */
export const AUDIT_CODES: Record<AuditState, string> = {
  draft: "0",
  submitted: "5",
  inReview: "10",
  changesRequested: "15",
  released: "18",
  withdrawn: "20",
};

/** The states in the order a study goes through them. */
export const AUDIT_STATES = Object.keys(AUDIT_CODES) as AuditState[];

/** The states of a review still under way: reviewers may be assigned, the owner may withdraw. */
export const OPEN_STATES: readonly AuditState[] = ["submitted", "inReview", "changesRequested"];

/** The state of a stored code, or null for a code the client does not know. */
export function stateOfCode(code: string | null | undefined): AuditState | null {
  return AUDIT_STATES.find((state) => AUDIT_CODES[state] === code) ?? null;
}

const PALETTE: Record<AuditState, string> = {
  draft: "gray",
  submitted: "blue",
  inReview: "purple",
  changesRequested: "orange",
  released: "green",
  withdrawn: "red",
};

/** The name of a state, or of a stored code, in the interface language. */
export function useStateName() {
  const { t } = useTranslation();
  /** A state by name (`AuditState`) or by its stored code ("10"). */
  return (state: string | null | undefined): string => {
    if (!state) return "";
    const known = (AUDIT_STATES as string[]).includes(state)
      ? (state as AuditState)
      : stateOfCode(state);
    return known ? t(`review.state.${known}`) : state;
  };
}

export function AuditStateBadge({ state }: { state: AuditState }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PALETTE[state]} variant="subtle">
      {t(`review.state.${state}`)}
    </Badge>
  );
}
