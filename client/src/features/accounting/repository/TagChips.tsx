// Chips of the case tags: choosing one narrows the cases shown under every corporation.
import { Button, Text, Wrap } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

export function TagChips({
  tags,
  tagId,
  onChange,
}: {
  tags: readonly { id: number; name: string }[];
  /** The chosen tag, or null for all cases. */
  tagId: number | null;
  onChange: (tagId: number | null) => void;
}) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <Wrap
      gap="2"
      marginBottom="3"
      alignItems="center"
      role="group"
      aria-label={t("accounting.repository.tagFilter")}
    >
      <Text fontSize="sm" color="fg.muted">
        {t("accounting.repository.tagFilter")}
      </Text>
      <Button
        size="xs"
        rounded="full"
        variant={tagId === null ? "solid" : "outline"}
        colorPalette="teal"
        aria-pressed={tagId === null}
        onClick={() => onChange(null)}
      >
        {t("accounting.repository.allTags")}
      </Button>
      {tags.map((tag) => (
        <Button
          key={tag.id}
          size="xs"
          rounded="full"
          variant={tagId === tag.id ? "solid" : "outline"}
          colorPalette="teal"
          aria-pressed={tagId === tag.id}
          onClick={() => onChange(tagId === tag.id ? null : tag.id)}
        >
          {tag.name}
        </Button>
      ))}
    </Wrap>
  );
}
