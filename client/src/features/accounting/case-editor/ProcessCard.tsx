// A process of the case: its name, categories and line count over its lines, with the actions
// that add lines to it or delete it.
import { Badge, Box, Button, Card, Flex, HStack, Heading, Text, Wrap } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuLibrary, LuPlus, LuTrash2, LuWind } from "react-icons/lu";
import type { CaseEditor_ProcessFragment } from "../../../__generated__/graphql";
import { RowAction } from "../../../components/ui/row-action";
import { isoCategoryName, scope3CategoryName } from "../../../lib/emissions";
import { localName, type Reference } from "../../reference/reference";

export function ProcessCard({
  process,
  reference,
  lineCount,
  canEdit,
  onAddLibrary,
  onAddCustom,
  onAddGas,
  onDelete,
  children,
}: {
  process: CaseEditor_ProcessFragment;
  reference: Reference;
  lineCount: number;
  canEdit: boolean;
  onAddLibrary: () => void;
  onAddCustom: () => void;
  onAddGas: () => void;
  onDelete: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = reference;
  const name = localName(process, locale);
  return (
    <Card.Root size="sm" as="article" aria-label={name}>
      <Card.Header>
        <Flex justifyContent="space-between" alignItems="flex-start" gap="2" flexWrap="wrap">
          <Box>
            <Heading as="h3" size="sm">
              {name}
              <Text
                as="span"
                fontSize="xs"
                color="fg.muted"
                fontWeight="normal"
                marginInlineStart="2"
              >
                {t("accounting.process.lineCount", { count: lineCount })}
              </Text>
            </Heading>
            <Wrap gap="1" marginTop="1">
              <Badge size="sm" variant="outline">
                {t("accounting.process.isoBadge", {
                  n: process.isoCategory,
                  name: isoCategoryName(process.isoCategory, locale),
                })}
              </Badge>
              {process.scope3Category && (
                <Badge size="sm" variant="outline" colorPalette="blue">
                  {t("accounting.process.scope3Badge", {
                    n: process.scope3Category,
                    name: scope3CategoryName(process.scope3Category, locale),
                  })}
                </Badge>
              )}
              {process.deducted && (
                <Badge size="sm" colorPalette="purple">
                  {t("accounting.process.deductedBadge")}
                </Badge>
              )}
            </Wrap>
          </Box>
          {canEdit && (
            <HStack gap="1">
              <Button size="xs" variant="outline" onClick={onAddLibrary}>
                <LuLibrary aria-hidden />
                {t("accounting.process.addFromLibrary")}
              </Button>
              <Button size="xs" variant="outline" onClick={onAddCustom}>
                <LuPlus aria-hidden />
                {t("accounting.process.addCustom")}
              </Button>
              <Button size="xs" variant="outline" onClick={onAddGas}>
                <LuWind aria-hidden />
                {t("accounting.process.addGas")}
              </Button>
              <RowAction label={t("accounting.process.delete", { name })} onClick={onDelete} danger>
                <LuTrash2 />
              </RowAction>
            </HStack>
          )}
        </Flex>
      </Card.Header>
      <Card.Body paddingTop="2">{children}</Card.Body>
    </Card.Root>
  );
}
