// A label as its holder works with it: the artwork as printed (the server's SVG, with the QR code
// of the verification page) in Chinese or English, the public verification link to copy or open,
// and the downloads of the artwork and, where asked, of the ISO 14067 report behind it.
import {
  Box,
  Button,
  Center,
  Clipboard,
  Flex,
  HStack,
  IconButton,
  Image,
  Input,
  InputGroup,
  Link,
  SegmentGroup,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuCheck, LuCopy, LuDownload, LuExternalLink } from "react-icons/lu";
import { useCarbonLabelArtworkQuery } from "../../__generated__/hooks";
import { LANGUAGES, currentLanguage, type Language } from "../../i18n";
import { footprintText, type LabelClaim } from "./display";
import { fileKey, useLabelFiles } from "./use-label-files";

export interface ArtworkLabel {
  id: number;
  serial: string;
  claim: LabelClaim;
}

/** The label's artwork in one language, drawn from the SVG the server makes. */
export function ArtworkImage({ label, lang }: { label: ArtworkLabel; lang: Language }) {
  const { t } = useTranslation();
  const { data, loading, error } = useCarbonLabelArtworkQuery({
    variables: { id: label.id, lang },
    fetchPolicy: "cache-first",
  });
  const file = data?.carbonLabelArtwork;
  const alt = t("labels.artworkAlt", {
    serial: label.serial,
    footprint: footprintText(label.claim.footprint, label.claim.declaredUnit),
    product: label.claim.productName,
  });
  return (
    <Center bg="gray.50" rounded="md" borderWidth="1px" padding="4" minHeight="20rem">
      {file ? (
        <Image
          src={`data:${file.mimeType};base64,${file.base64}`}
          alt={alt}
          maxWidth="20rem"
          width="full"
          shadow="sm"
        />
      ) : error && !loading ? (
        <Text color="fg.muted">{t("labels.artworkFailed")}</Text>
      ) : (
        <Skeleton width="20rem" height="26rem" maxWidth="full" />
      )}
    </Center>
  );
}

/** The public verification link with a copy button and a link that opens it. */
export function VerifyLink({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="1">
      <Text fontWeight="medium" fontSize="sm">
        {t("labels.verifyLink")}
      </Text>
      <Clipboard.Root value={url} timeout={2000}>
        <HStack gap="2">
          <InputGroup flex="1">
            <Clipboard.Input asChild>
              <Input
                size="sm"
                readOnly
                aria-label={t("labels.verifyLink")}
                fontFamily="mono"
                lineHeight="1.8"
              />
            </Clipboard.Input>
          </InputGroup>
          <Clipboard.Trigger asChild>
            <Button size="sm" variant="outline">
              <Clipboard.Indicator copied={<LuCheck />}>
                <LuCopy />
              </Clipboard.Indicator>
              <Clipboard.Context>
                {(clipboard) => (clipboard.copied ? t("labels.linkCopied") : t("labels.copyLink"))}
              </Clipboard.Context>
            </Button>
          </Clipboard.Trigger>
          <IconButton asChild size="sm" variant="ghost" aria-label={t("labels.openLink")}>
            <Link href={url} target="_blank" rel="noopener noreferrer" title={t("labels.openLink")}>
              <LuExternalLink />
            </Link>
          </IconButton>
        </HStack>
      </Clipboard.Root>
      <Text color="fg.muted" fontSize="xs">
        {t("labels.verifyLinkHelp")}
      </Text>
    </Stack>
  );
}

/**
 * The artwork with a switch of its language beside the link and the downloads. With `reports`
 * the ISO 14067 report can be downloaded in both languages too.
 */
export function LabelArtwork({ label, reports }: { label: ArtworkLabel; reports?: boolean }) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<Language>(currentLanguage());
  const files = useLabelFiles();
  return (
    <Flex gap="6" direction={{ base: "column", md: "row" }} alignItems="flex-start">
      <Box flex="0 0 auto" width={{ base: "full", md: "22rem" }}>
        <ArtworkImage label={label} lang={lang} />
      </Box>
      <Stack gap="5" flex="1" minWidth="0" width="full">
        <Stack gap="1">
          <Text fontWeight="medium" fontSize="sm" id={`artwork-language-${label.id}`}>
            {t("labels.artworkLanguage")}
          </Text>
          <SegmentGroup.Root
            size="sm"
            alignSelf="flex-start"
            value={lang}
            aria-labelledby={`artwork-language-${label.id}`}
            onValueChange={(details) => details.value && setLang(details.value as Language)}
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={LANGUAGES.map((language) => ({
                value: language,
                label: t(`common.languages.${language}`),
              }))}
            />
          </SegmentGroup.Root>
        </Stack>
        <VerifyLink url={label.claim.verifyUrl} />
        <Stack gap="2" alignItems="flex-start">
          <Button
            size="sm"
            variant="outline"
            loading={files.busy === fileKey("artwork", label.id, lang)}
            onClick={() => void files.downloadArtwork(label.id, lang)}
          >
            <LuDownload />
            {t("labels.downloadSvg")}
          </Button>
          {reports &&
            LANGUAGES.map((language) => (
              <Button
                key={language}
                size="sm"
                variant="outline"
                loading={files.busy === fileKey("report", label.id, language)}
                onClick={() => void files.downloadReport(label.id, language)}
              >
                <LuDownload />
                {t("labels.downloadReportIn", { language: t(`labels.languageNames.${language}`) })}
              </Button>
            ))}
        </Stack>
      </Stack>
    </Flex>
  );
}
