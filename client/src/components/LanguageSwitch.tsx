// Switches the interface language; i18next remembers the choice.
import { Button, Group } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, currentLanguage } from "../i18n";

export function LanguageSwitch({ color }: { color?: string }) {
  const { t, i18n } = useTranslation();
  const active = currentLanguage();
  return (
    <Group attached aria-label={t("common.language")} role="group">
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="xs"
          variant={language === active ? "solid" : "ghost"}
          color={language === active ? undefined : color}
          aria-pressed={language === active}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {t(`common.languages.${language}`)}
        </Button>
      ))}
    </Group>
  );
}
