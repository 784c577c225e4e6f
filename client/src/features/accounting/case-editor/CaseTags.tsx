// A case's tags: shown to everyone, added and removed in place by those who may edit the case.
import { Badge, Button, Flex, HStack, IconButton, Input, Text, Wrap } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuX } from "react-icons/lu";
import {
  useCaseEditorAddTagMutation,
  useCaseEditorRemoveTagMutation,
} from "../../../__generated__/hooks";

export function CaseTags({
  item,
  canEdit,
  onChanged,
}: {
  item: { id: number; tags: readonly { id: number; name: string }[] };
  canEdit: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState("");
  const [addTag, adding] = useCaseEditorAddTagMutation();
  const [removeTag] = useCaseEditorRemoveTagMutation();
  const add = async () => {
    const name = draft.trim();
    if (!name) return;
    try {
      await addTag({ variables: { input: { name, caseId: item.id } } });
      setDraft("");
      onChanged();
    } catch {
      // The error link has shown the message.
    }
  };
  const remove = async (tag: { id: number; name: string }) => {
    try {
      await removeTag({ variables: { input: { id: tag.id, caseId: item.id } } });
      onChanged();
    } catch {
      // The error link has shown the message.
    }
  };
  return (
    <Flex gap="2" marginTop="3" alignItems="center" flexWrap="wrap">
      <Text fontSize="xs" color="fg.muted">
        {t("accounting.case.tags")}
      </Text>
      <Wrap gap="1">
        {item.tags.length === 0 && (
          <Text fontSize="xs" color="fg.muted">
            {t("accounting.editor.noTags")}
          </Text>
        )}
        {item.tags.map((tag) => (
          <Badge key={tag.id} colorPalette="teal" variant="subtle" gap="1">
            {tag.name}
            {canEdit && (
              <IconButton
                size="2xs"
                variant="plain"
                minWidth="auto"
                height="auto"
                aria-label={t("accounting.editor.removeTag", { name: tag.name })}
                onClick={() => void remove(tag)}
              >
                <LuX />
              </IconButton>
            )}
          </Badge>
        ))}
      </Wrap>
      {canEdit && (
        <HStack gap="1">
          <Input
            size="xs"
            width="10rem"
            maxLength={30}
            value={draft}
            placeholder={t("accounting.caseForm.newTag")}
            aria-label={t("accounting.caseForm.newTag")}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") void add();
            }}
          />
          <Button
            size="xs"
            variant="outline"
            loading={adding.loading}
            disabled={!draft.trim()}
            onClick={() => void add()}
          >
            {t("accounting.caseForm.addTag")}
          </Button>
        </HStack>
      )}
    </Flex>
  );
}
