// The company's case tags to put on the new case, toggled on and off, and a new tag made here.
import { Button, Flex, Input, Stack, Text, Wrap } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuPlus } from "react-icons/lu";
import { useCaseAddCreateTagMutation, useCaseAddTagsQuery } from "../../../__generated__/hooks";
import type { CaseFormik } from "./form";

export function TagChoice({ form }: { form: CaseFormik }) {
  const { t } = useTranslation();
  const tags = useCaseAddTagsQuery();
  const [createTag, creating] = useCaseAddCreateTagMutation();
  const [draft, setDraft] = useState("");
  const chosen = form.values.tagIds;
  const toggle = (id: number) =>
    void form.setFieldValue(
      "tagIds",
      chosen.includes(id) ? chosen.filter((item) => item !== id) : [...chosen, id],
    );
  // A tag made here is chosen at once.
  const add = async () => {
    const name = draft.trim();
    if (!name) return;
    try {
      const result = await createTag({ variables: { input: { name } } });
      const tag = result.data?.addCaseTag;
      if (!tag) return;
      await tags.refetch();
      if (!chosen.includes(tag.id)) void form.setFieldValue("tagIds", [...chosen, tag.id]);
      setDraft("");
    } catch {
      // The error link has shown the server's message.
    }
  };
  const list = tags.data?.caseTags ?? [];
  return (
    <Stack gap="3">
      {list.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t("accounting.caseForm.noTags")}
        </Text>
      ) : (
        <Wrap gap="2" role="group" aria-label={t("accounting.case.tags")}>
          {list.map((tag) => (
            <Button
              key={tag.id}
              size="xs"
              rounded="full"
              colorPalette="teal"
              variant={chosen.includes(tag.id) ? "solid" : "outline"}
              aria-pressed={chosen.includes(tag.id)}
              onClick={() => toggle(tag.id)}
            >
              {tag.name}
            </Button>
          ))}
        </Wrap>
      )}
      <Flex gap="2" maxWidth="sm">
        <Input
          size="sm"
          value={draft}
          maxLength={30}
          placeholder={t("accounting.caseForm.newTag")}
          aria-label={t("accounting.caseForm.newTag")}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void add();
            }
          }}
        />
        <Button
          size="sm"
          variant="outline"
          onClick={() => void add()}
          loading={creating.loading}
          disabled={!draft.trim()}
        >
          <LuPlus aria-hidden />
          {t("accounting.caseForm.addTag")}
        </Button>
      </Flex>
    </Stack>
  );
}
