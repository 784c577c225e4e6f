// /c-label?code=... — the public verification page a label's QR code opens, for anyone, signed
// in or not. It asks the server about the code without a session and shows whether the label is
// valid, expired, revoked (when and why) or not yet valid, and what it claims: product, company,
// footprint per declared unit, GWP set, boundary, standard, verification, validity and serial.
// An unknown or missing code reads as such, and nothing else is revealed.
import {
  Box,
  Button,
  Card,
  Container,
  DataList,
  Flex,
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
import type { IconType } from "react-icons";
import { LuBan, LuCircleCheck, LuClock, LuHourglass, LuSearchX } from "react-icons/lu";
import { useSearchParams } from "react-router-dom";
import type { CarbonLabelVerificationQuery } from "../../__generated__/graphql";
import { useCarbonLabelVerificationQuery } from "../../__generated__/hooks";
import { siteName, useBranding, useDocumentTitle } from "../../app/branding";
import { LanguageSwitch } from "../../components/LanguageSwitch";
import { useLocale } from "../../i18n";
import { callErrors, ErrorCode } from "../../lib/errors";
import { formatDate } from "../../lib/format";
import { safeImageUrl } from "../../lib/url";
import {
  codeName,
  declaredUnitText,
  formatFootprint,
  isLabelState,
  readDeclaredUnit,
  readVerification,
  type LabelState,
} from "./display";

type Verification = CarbonLabelVerificationQuery["carbonLabelVerification"];

const BANNER: Record<LabelState, { palette: string; icon: IconType }> = {
  valid: { palette: "green", icon: LuCircleCheck },
  expired: { palette: "gray", icon: LuClock },
  revoked: { palette: "red", icon: LuBan },
  pending: { palette: "blue", icon: LuHourglass },
};

export function VerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get("code")?.trim() ?? "";
  useDocumentTitle(t("labels.verifyTitle"));
  const { data, loading, error, refetch } = useCarbonLabelVerificationQuery({
    variables: { code },
    skip: code === "",
    fetchPolicy: "network-only",
    // No session: the answer is the same for everyone, and the page shows its own errors.
    context: { anonymous: true, formErrors: true },
  });
  const unknown = callErrors(error).some((item) => item.code === ErrorCode.NotFound);
  const label = data?.carbonLabelVerification;

  let body: ReactNode;
  if (code === "" || unknown) {
    body = <UnknownCode missing={code === ""} />;
  } else if (label) {
    body = <LabelVerification label={label} />;
  } else if (error && !loading) {
    body = (
      <Card.Root>
        <Card.Body>
          <Stack gap="3" alignItems="flex-start">
            <Text>{t("labels.verifyFailed")}</Text>
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              {t("labels.retry")}
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    );
  } else {
    body = (
      <Stack gap="4" aria-busy>
        <Skeleton height="6rem" rounded="lg" />
        <Skeleton height="20rem" rounded="lg" />
      </Stack>
    );
  }

  return (
    <Box minHeight="100vh" bg="gray.50">
      <BrandBar />
      <Container maxWidth="2xl" paddingY={{ base: "4", md: "8" }}>
        <Stack gap="4">
          <Heading as="h1" size="md" color="fg.muted" fontWeight="medium">
            {t("labels.verifyTitle")}
          </Heading>
          {body}
        </Stack>
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
      </HStack>
      <LanguageSwitch color="white" />
    </Flex>
  );
}

function UnknownCode({ missing }: { missing: boolean }) {
  const { t } = useTranslation();
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3" alignItems="center" textAlign="center" paddingY="6">
          <Icon as={LuSearchX} boxSize="10" color="gray.500" aria-hidden />
          <Heading as="h2" size="lg">
            {t("labels.unknownTitle")}
          </Heading>
          <Text color="fg.muted" maxWidth="28rem">
            {missing ? t("labels.missingText") : t("labels.unknownText")}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function LabelVerification({ label }: { label: Verification }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const state: LabelState = isLabelState(label.state) ? label.state : "expired";
  const banner = BANNER[state];
  const unit = readDeclaredUnit(label.declaredUnit);
  const verification = readVerification(label.verification);
  const revokedOn = label.revokedAt ? formatDate(new Date(label.revokedAt)) : "";
  const items: [string, string][] = [
    [t("labels.product"), label.productName],
    [t("labels.specification"), label.specification],
    [t("labels.company"), label.companyName],
    [t("labels.gwpSet"), label.gwpSet],
    [t("labels.boundary"), codeName(label.boundary, locale)],
    [t("labels.standard"), codeName(label.standard, locale)],
    [t("labels.verificationOrganisation"), verification.organisation],
    [t("labels.verifier"), verification.verifier],
    [t("labels.verifiedOn"), verification.date],
    [
      t("labels.validity"),
      t("labels.validityRange", { from: label.validFrom, until: label.validUntil }),
    ],
    [t("labels.serial"), label.serial],
  ];
  return (
    <Stack gap="4">
      <Box
        role="status"
        bg={`${banner.palette}.600`}
        color="white"
        rounded="lg"
        padding={{ base: "4", md: "6" }}
        shadow="sm"
      >
        <HStack gap="4" alignItems="flex-start">
          <Icon as={banner.icon} boxSize={{ base: "8", md: "10" }} flexShrink="0" aria-hidden />
          <Stack gap="1">
            <Heading as="h2" size={{ base: "lg", md: "xl" }}>
              {t(`labels.banner.${state}`)}
            </Heading>
            <Text>
              {t(`labels.bannerText.${state}`, {
                from: label.validFrom,
                until: label.validUntil,
                date: revokedOn,
              })}
            </Text>
            {state === "revoked" && label.revokeReason && (
              <Text fontWeight="medium">
                {t("labels.revokeReason", { reason: label.revokeReason })}
              </Text>
            )}
          </Stack>
        </HStack>
      </Box>
      <Card.Root>
        <Card.Header>
          <Card.Title as="h2" fontSize="md">
            {t(
              state === "valid" || state === "pending"
                ? "labels.claimTitle"
                : "labels.claimTitlePast",
            )}
          </Card.Title>
        </Card.Header>
        <Card.Body paddingTop="2">
          <Stack gap="5">
            <Stack gap="0">
              <Text fontSize="sm" color="fg.muted">
                {t("labels.footprint")}
              </Text>
              <Text
                fontSize={{ base: "3xl", md: "4xl" }}
                fontWeight="bold"
                lineHeight="1.2"
                color={state === "valid" ? "green.700" : "fg"}
              >
                {formatFootprint(label.footprint)}{" "}
                <Text as="span" fontSize="xl" fontWeight="semibold">
                  kg CO₂e
                </Text>
              </Text>
              <Text color="fg.muted">
                {t("labels.perUnit", { unit: declaredUnitText(unit) })}
                {unit.description ? ` — ${unit.description}` : ""}
              </Text>
            </Stack>
            <DataList.Root orientation={{ base: "vertical", sm: "horizontal" }} size="md">
              {items.map(([name, value]) => (
                <DataList.Item key={name}>
                  <DataList.ItemLabel minWidth="12rem">{name}</DataList.ItemLabel>
                  <DataList.ItemValue fontFamily={name === t("labels.serial") ? "mono" : undefined}>
                    {value || "—"}
                  </DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            <Text fontSize="xs" color="fg.muted">
              {t("labels.verifyNote")}
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
