// The question a map click asks when the point lies in another province than the corporation's:
// keep the form's province, take the map's, or cancel the click (closing the dialog does that).
import { Button, CloseButton, Dialog, Portal, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ProvinceAnswer } from "./map-pick";

export interface ProvinceQuestionProps {
  /** Names of the form's province and of the point's, in the reader's language. */
  chosen: string;
  picked: string;
  /** The form's city, cleared if the map's province is taken. */
  city: string;
  onAnswer: (answer: ProvinceAnswer) => void;
}

export function ProvinceQuestion({ chosen, picked, city, onAnswer }: ProvinceQuestionProps) {
  const { t } = useTranslation();
  const names = { chosen, picked, city };
  return (
    <Dialog.Root
      open
      role="alertdialog"
      size="md"
      onOpenChange={(details) => !details.open && onAnswer("cancel")}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("accounting.mapPick.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                <Text>{t("accounting.mapPick.body", names)}</Text>
                {city.trim() !== "" && (
                  <Text fontSize="sm">{t("accounting.mapPick.cityCleared", names)}</Text>
                )}
                <Text fontSize="sm" color="fg.muted">
                  {t("accounting.mapPick.borders")}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="ghost" onClick={() => onAnswer("cancel")}>
                {t("accounting.mapPick.cancel")}
              </Button>
              <Button variant="outline" onClick={() => onAnswer("keep")}>
                {t("accounting.mapPick.keep", names)}
              </Button>
              <Button colorPalette="teal" onClick={() => onAnswer("take")}>
                {t("accounting.mapPick.take", names)}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
