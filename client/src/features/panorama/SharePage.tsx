// /chartPanoramaShare?token=...: what a share link shows, to anyone, signed in or not. The page
// asks the server without a session and draws the charts the link froze, read-only, with when
// their figures were taken and until when the link works. An expired, revoked, unknown or missing
// token reads as one "not valid" message, whatever the reason.
import {
  Box,
  Button,
  Card,
  Container,
  Flex,
  Grid,
  GridItem,
  Heading,
  HStack,
  Icon,
  Image,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuLink2Off } from "react-icons/lu";
import { useSearchParams } from "react-router-dom";
import { useSharedPanoramaQuery } from "../../__generated__/hooks";
import { siteName, useBranding, useDocumentTitle } from "../../app/branding";
import { LanguageSwitch } from "../../components/LanguageSwitch";
import { callErrors, ErrorCode } from "../../lib/errors";
import { formatDate } from "../../lib/format";
import { safeImageUrl } from "../../lib/url";
import { ChartCard } from "./ChartView";

export function SharePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const { data, loading, error, refetch } = useSharedPanoramaQuery({
    variables: { token },
    skip: token === "",
    fetchPolicy: "network-only",
    // No session: the page shows its own errors.
    context: { anonymous: true, formErrors: true },
  });
  const invalid =
    token === "" ||
    callErrors(error).some(
      (item) => item.code === ErrorCode.NotFound || item.code === ErrorCode.BadUserInput,
    );
  const view = data?.sharedPanorama;
  useDocumentTitle(view?.title ?? t("panorama.sharedHeading"));

  let body: ReactNode;
  if (invalid) {
    body = <InvalidLink />;
  } else if (view) {
    body = (
      <Stack gap="4">
        <Box>
          <Heading as="h1" size="xl">
            {view.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t("panorama.sharedAsOf", { date: formatDate(new Date(String(view.sharedAt))) })} ·{" "}
            {t("panorama.sharedUntil", { date: formatDate(new Date(String(view.expiresAt))) })}
          </Text>
        </Box>
        <Grid templateColumns={{ base: "1fr", lg: "repeat(12, 1fr)" }} gap="4">
          {view.charts.map((chart, index) => (
            <GridItem key={index} colSpan={{ base: 1, lg: chart.width }} minWidth="0">
              <ChartCard chart={chart} data={chart.data} height={chart.width >= 8 ? 320 : 270} />
            </GridItem>
          ))}
        </Grid>
        <Text color="fg.muted" fontSize="xs">
          {t("panorama.sharedNote")}
        </Text>
      </Stack>
    );
  } else if (error && !loading) {
    body = (
      <Card.Root>
        <Card.Body>
          <Stack gap="3" alignItems="flex-start">
            <Text>{t("panorama.sharedFailed")}</Text>
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              {t("panorama.retry")}
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    );
  } else {
    body = (
      <Stack gap="4" aria-busy>
        <Skeleton height="3rem" rounded="md" />
        <Skeleton height="20rem" rounded="lg" />
      </Stack>
    );
  }

  return (
    <Box minHeight="100vh" bg="gray.50">
      <BrandBar />
      <Container maxWidth="7xl" paddingY={{ base: "4", md: "8" }}>
        {body}
      </Container>
    </Box>
  );
}

/** The platform's name and logo as the sign-in page shows them, and the language switch. */
function BrandBar() {
  const { t } = useTranslation();
  const branding = useBranding();
  const logo = safeImageUrl(branding?.loginLogo) || safeImageUrl(branding?.logo);
  return (
    <Flex
      as="header"
      bg="teal.900"
      color="white"
      paddingX={{ base: "4", md: "8" }}
      paddingY="3"
      alignItems="center"
      justifyContent="space-between"
      gap="3"
    >
      <HStack gap="3" minWidth="0">
        {logo && <Image src={logo} alt="" maxHeight="8" objectFit="contain" />}
        <Text fontWeight="semibold" truncate>
          {siteName(branding, t("common.appName"))}
        </Text>
        <Text color="teal.200" display={{ base: "none", md: "block" }}>
          {t("panorama.sharedHeading")}
        </Text>
      </HStack>
      <LanguageSwitch color="white" />
    </Flex>
  );
}

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="2xl" padding="0">
      <Card.Root>
        <Card.Body>
          <Stack gap="3" alignItems="center" textAlign="center" paddingY="6">
            <Icon as={LuLink2Off} boxSize="10" color="gray.500" aria-hidden />
            <Heading as="h1" size="lg">
              {t("panorama.invalidTitle")}
            </Heading>
            <Text color="fg.muted" maxWidth="28rem">
              {t("panorama.invalidText")}
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
