// /platform, the home page: the agent's banner, the modules this user can open.
import { Badge, Box, Card, Flex, Heading, Icon, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useRecentActivityQuery } from "../../__generated__/hooks";
import { useBranding } from "../../app/branding";
import { useDisabledModules } from "../../app/company-modules";
import { firstPath, menuFor } from "../../app/layout/menu";
import { useSession } from "../../app/session";
import { formatDateTime, timeAgo, timeAgoEn } from "../../lib/format";
import { safeImageUrl } from "../../lib/url";
import { currentLanguage } from "../../i18n";

/** The user's own sign-ins and sign-outs, newest first, with how long ago. */
function RecentActivity() {
  const { t } = useTranslation();
  const { data, loading } = useRecentActivityQuery();
  const entries = data?.recentActivity ?? [];
  const ago = currentLanguage() === "zh-CN" ? timeAgo : timeAgoEn;
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          {t("home.recentActivity")}
        </Heading>
      </Card.Header>
      <Card.Body>
        {entries.length === 0 ? (
          <Text color="fg.muted">{loading ? t("common.loading") : t("home.recentEmpty")}</Text>
        ) : (
          <Stack as="ol" gap="2" listStyleType="none">
            {entries.map((entry) => {
              const reason = t(`home.outcome.${entry.outcome}`, { defaultValue: entry.outcome });
              return (
                <Flex as="li" key={entry.id} gap="3" alignItems="baseline" flexWrap="wrap">
                  <Text
                    fontSize="sm"
                    color="fg.muted"
                    minWidth="8rem"
                    title={formatDateTime(entry.createdAt)}
                  >
                    {ago(entry.createdAt) || formatDateTime(entry.createdAt)}
                  </Text>
                  <Text fontSize="sm" flex="1">
                    {entry.success
                      ? t(`home.event.${entry.event}`, { defaultValue: entry.event })
                      : t("home.failed")}
                    {entry.ip ? ` · ${t("home.from", { ip: entry.ip })}` : ""}
                  </Text>
                  {!entry.success && reason && (
                    <Badge colorPalette="red" variant="subtle">
                      {reason}
                    </Badge>
                  )}
                </Flex>
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const branding = useBranding();
  const { user, permissions } = useSession();
  const disabledModules = useDisabledModules();
  const modules = useMemo(
    () => menuFor(permissions, disabledModules).filter((item) => item.path !== "/platform"),
    [permissions, disabledModules],
  );
  const bannerUrl = safeImageUrl(branding?.banner);
  const banner = bannerUrl ? `url(${bannerUrl})` : undefined;

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
      <RecentActivity />
    </Stack>
  );
}
