// /co2book/edit: with `?holdingId=` a holding (corporation, type, vintage, what it holds and its
// serial ranges), the transactions its type takes for holders of bk01, the form of the one
// chosen (`&kind=`) and the holding's history; without it, the form that brings units into a
// holding by allocation, purchase or transfer in.
import {
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Flex,
  HStack,
  Spinner,
  Stack,
  Stat,
  Text,
  VStack,
} from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuArrowLeft } from "react-icons/lu";
import { useNavigate, useSearchParams } from "react-router-dom";
import type {
  CarbonAssets_HoldingFragment,
  CarbonAssets_TransactionFragment,
} from "../../__generated__/graphql";
import { useCarbonAssetCorporationsQuery, useCarbonHoldingQuery } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { PageHeader } from "../../components/ui/page-header";
import { notify } from "../../components/ui/toaster";
import { formatUnits, isAssetType, isKind, KINDS_OF, unitOf, type Kind } from "./display";
import { HoldingHistory } from "./HoldingHistory";
import { ASSET_EDIT_CODE, ASSET_LIST_PATH, holdingPath, idParam } from "./paths";
import { TransactionForm } from "./TransactionForm";

export function AssetEditPage() {
  const [params] = useSearchParams();
  const holdingId = idParam(params.get("holdingId"));
  const kindParam = params.get("kind");
  const kind = isKind(kindParam) ? kindParam : null;
  const { data, loading, error, refetch } = useCarbonHoldingQuery({
    variables: { id: holdingId ?? 0 },
    skip: holdingId === null,
    fetchPolicy: "cache-and-network",
  });
  const holding = data?.carbonHolding ?? null;

  if (holdingId === null) return <NewTransaction kind={kind} />;
  if (!holding) {
    if (loading || !error) {
      return (
        <Flex justifyContent="center" padding="10">
          <Spinner size="lg" color="teal.500" />
        </Flex>
      );
    }
    return <NotFound />;
  }
  return <HoldingPage holding={holding} kind={kind} onChanged={() => void refetch()} />;
}

function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button size="sm" variant="outline" onClick={() => void navigate(ASSET_LIST_PATH)}>
      <LuArrowLeft aria-hidden />
      {t("carbonAssets.back")}
    </Button>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState.Root bg="white" rounded="md" borderWidth="1px">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">{t("carbonAssets.notFound")}</EmptyState.Title>
          <EmptyState.Description>{t("carbonAssets.notFoundText")}</EmptyState.Description>
        </VStack>
        <BackButton />
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function recordedMessage(
  t: ReturnType<typeof useTranslation>["t"],
  saved: CarbonAssets_TransactionFragment,
) {
  return t("carbonAssets.recorded", {
    kind: t(`carbonAssets.kinds.${saved.kind}`),
    quantity: formatUnits(saved.quantity),
    unit: unitOf(saved.assetType),
  });
}

/** Units into a holding not named yet: its corporation, type and vintage are on the form. */
function NewTransaction({ kind }: { kind: Kind | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useCarbonAssetCorporationsQuery();
  const start: Kind = kind === "allocation" || kind === "transfer_in" ? kind : "purchase";
  return (
    <>
      <PageHeader title={t("carbonAssets.newTitle")}>
        <BackButton />
      </PageHeader>
      <Text color="fg.muted" marginBottom="4" maxWidth="48rem">
        {t("carbonAssets.newIntro")}
      </Text>
      <TransactionForm
        kind={start}
        holding={null}
        corporations={data?.carbonAssetCorporations ?? []}
        onCancel={() => void navigate(ASSET_LIST_PATH)}
        onRecorded={(saved) => {
          notify.success(recordedMessage(t, saved));
          void navigate(holdingPath(saved.holdingId));
        }}
      />
    </>
  );
}

function HoldingPage({
  holding,
  kind,
  onChanged,
}: {
  holding: CarbonAssets_HoldingFragment;
  kind: Kind | null;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hasPermission } = useSession();
  const corporations = useCarbonAssetCorporationsQuery({ skip: !hasPermission(ASSET_EDIT_CODE) });
  const [recorded, setRecorded] = useState(0);
  const type = isAssetType(holding.assetType) ? holding.assetType : "CEA";
  const unit = unitOf(type);
  const kinds = KINDS_OF[type];
  const mayRecord = hasPermission(ASSET_EDIT_CODE);
  const title = `${t(`carbonAssets.types.${type}`)} ${holding.vintage} · ${holding.corporationName}`;
  const open = kind && kinds.includes(kind) && mayRecord ? kind : null;

  return (
    <>
      <PageHeader title={title}>
        <BackButton />
      </PageHeader>
      <Card.Root size="sm" marginBottom="4">
        <Card.Body>
          <Flex gap="8" flexWrap="wrap" alignItems="flex-start">
            <Stat.Root maxWidth="14rem">
              <Stat.Label>{t("carbonAssets.held")}</Stat.Label>
              <Stat.ValueText>
                {formatUnits(holding.quantity)}
                <Stat.ValueUnit>{unit}</Stat.ValueUnit>
              </Stat.ValueText>
              <Stat.HelpText>{t(`carbonAssets.typeNames.${type}`)}</Stat.HelpText>
            </Stat.Root>
            {type !== "CEA" && (
              <Box>
                <Text fontSize="sm" color="fg.muted" marginBottom="1">
                  {t("carbonAssets.heldRanges")}
                </Text>
                {holding.serialBlocks.length === 0 ? (
                  <Text fontSize="sm">{t("carbonAssets.noRanges")}</Text>
                ) : (
                  <Stack gap="0.5" as="ul" listStyleType="none">
                    {holding.serialBlocks.map((block) => (
                      <HStack as="li" key={block.id} gap="2" fontSize="sm">
                        <Text fontFamily="mono">
                          {block.serialStart === block.serialEnd
                            ? block.serialStart
                            : `${block.serialStart} – ${block.serialEnd}`}
                        </Text>
                        <Badge>{formatUnits(block.count)}</Badge>
                      </HStack>
                    ))}
                  </Stack>
                )}
              </Box>
            )}
          </Flex>
          {mayRecord && (
            <HStack
              gap="2"
              marginTop="4"
              flexWrap="wrap"
              role="group"
              aria-label={t("carbonAssets.actions")}
            >
              {kinds.map((item) => (
                <Button
                  key={item}
                  size="xs"
                  variant={open === item ? "solid" : "outline"}
                  colorPalette="teal"
                  onClick={() => void navigate(holdingPath(holding.id, item), { replace: true })}
                >
                  {t(`carbonAssets.kinds.${item}`)}
                </Button>
              ))}
            </HStack>
          )}
        </Card.Body>
      </Card.Root>
      {open && (
        <TransactionForm
          kind={open}
          holding={holding}
          corporations={corporations.data?.carbonAssetCorporations ?? []}
          onCancel={() => void navigate(holdingPath(holding.id), { replace: true })}
          onRecorded={(saved) => {
            notify.success(recordedMessage(t, saved));
            setRecorded((count) => count + 1);
            onChanged();
            void navigate(holdingPath(holding.id), { replace: true });
          }}
        />
      )}
      <Text as="h2" fontWeight="semibold" fontSize="lg" marginBottom="2">
        {t("carbonAssets.history")}
      </Text>
      <HoldingHistory
        holdingId={holding.id}
        unit={unit}
        refreshKey={recorded}
        onReversed={onChanged}
      />
    </>
  );
}
