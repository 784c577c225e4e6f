// /platform, the home page: the agent's banner, the modules this user can open.
import { Box, Card, Heading, Icon, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useBranding } from "../../app/branding";
import { firstPath, menuFor } from "../../app/layout/menu";
import { useSession } from "../../app/session";
import { fileUrl } from "../../lib/url";

export function HomePage() {
  const { t } = useTranslation();
  const branding = useBranding();
  const { user, permissions } = useSession();
  const modules = useMemo(
    () => menuFor(permissions).filter((item) => item.path !== "/platform"),
    [permissions],
  );
  const banner = branding?.banner ? `url(${fileUrl(branding.banner)})` : undefined;

  return (
    <Stack gap="5">
      <Box
        rounded="md"
        padding={{ base: "5", md: "8" }}
        color="white"
        bgColor="teal.700"
        bgImage={banner}
        bgSize="cover"
        bgPos="center"
      >
        <Heading as="h1" size="xl">
          {branding?.bannerTitle || t("home.welcome", { name: user?.realname || user?.username })}
        </Heading>
        <Text marginTop="2" maxWidth="3xl">
          {branding?.bannerInfo || t("common.appDescription")}
        </Text>
      </Box>
      <Stack gap="3">
        <Heading as="h2" size="md">
          {t("home.modules")}
        </Heading>
        {modules.length === 0 ? (
          <Text color="fg.muted">{t("home.modulesEmpty")}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
            {modules.map((item) => (
              <Card.Root key={item.name} asChild size="sm" _hover={{ shadow: "md" }}>
                <Link to={firstPath(item) ?? "/"}>
                  <Card.Body flexDirection="row" alignItems="center" gap="3">
                    {item.icon && <Icon as={item.icon} boxSize="5" color="teal.600" />}
                    <Text fontWeight="medium" truncate>
                      {t(`menu.${item.title}`)}
                    </Text>
                  </Card.Body>
                </Link>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
