// The history of a review: every change of its state, oldest first, with who made it for which
// company, when, the states before and after, and the note given.
import { Box, Text, Timeline } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuArrowRight } from "react-icons/lu";
import type { Review_EventFragment } from "../../__generated__/graphql";
import { formatDateTime } from "../../lib/format";
import { useStateName } from "./audit";

export function EventTimeline({
  events,
  label,
}: {
  events: readonly Review_EventFragment[];
  label: string;
}) {
  const { t } = useTranslation();
  const stateName = useStateName();
  if (events.length === 0) {
    return <Text color="fg.muted">{t("review.events.empty")}</Text>;
  }
  return (
    <Timeline.Root size="sm" variant="subtle" aria-label={label}>
      {events.map((event) => (
        <Timeline.Item key={event.id}>
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator />
          </Timeline.Connector>
          <Timeline.Content gap="1" paddingBottom="4">
            <Timeline.Title>
              {t(`review.event.${event.action}`, { defaultValue: event.action })}
              <Text as="span" fontWeight="normal" color="fg.muted" marginStart="2">
                {event.fromStatus !== null && (
                  <>
                    {stateName(event.fromStatus)}{" "}
                    <LuArrowRight aria-label="→" style={{ display: "inline" }} />{" "}
                  </>
                )}
                {stateName(event.toStatus)}
              </Text>
            </Timeline.Title>
            <Timeline.Description>
              {t("review.events.by", {
                name: event.userName,
                company: event.companyName,
                date: formatDateTime(event.at),
              })}
            </Timeline.Description>
            {event.note && (
              <Box fontSize="sm" bg="gray.50" rounded="sm" paddingX="2" paddingY="1">
                <Text whiteSpace="pre-wrap">{event.note}</Text>
              </Box>
            )}
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  );
}

/** The note of the last request for changes, or of the last resubmission, shown where it is acted on. */
export function EventNote({
  events,
  action,
  marginTop,
}: {
  events: readonly Review_EventFragment[];
  action: "request-changes" | "resubmit";
  marginTop?: string;
}) {
  const { t } = useTranslation();
  const last = [...events].reverse().find((event) => event.action === action);
  if (!last?.note) return null;
  return (
    <Box
      marginTop={marginTop}
      fontSize="sm"
      bg={action === "request-changes" ? "orange.50" : "blue.50"}
      borderStartWidth="3px"
      borderColor={action === "request-changes" ? "orange.400" : "blue.400"}
      rounded="sm"
      paddingX="3"
      paddingY="2"
      data-testid={`${action}-note`}
    >
      <Text fontSize="xs" color="fg.muted">
        {t(`review.events.note.${action}`, { name: last.userName, date: formatDateTime(last.at) })}
      </Text>
      <Text whiteSpace="pre-wrap">{last.note}</Text>
    </Box>
  );
}
