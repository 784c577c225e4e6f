// The agent's external sign-in settings: one card per platform (ePlat, OBEI) with its state, the
// redirect URI to register there, set up / edit / remove (with confirmation).
import {
  Badge,
  Box,
  Button,
  Card,
  Clipboard,
  DataList,
  HStack,
  Input,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LuCheck, LuCopy } from "react-icons/lu";
import type { SignInProviders_ProviderFragment } from "../../__generated__/graphql";
import {
  useDeleteIdentityProviderMutation,
  useIdentityProvidersQuery,
} from "../../__generated__/hooks";
import { useDocumentTitle } from "../../app/branding";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { PageHeader } from "../../components/ui/page-header";
import { notify } from "../../components/ui/toaster";
import { formatDateTime } from "../../lib/format";
import { PROVIDER_KINDS, type ProviderKind } from "./provider-schema";
import { ProviderFormDialog } from "./ProviderFormDialog";

export function SignInProvidersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("signInProviders.title"));
  const { data, loading } = useIdentityProvidersQuery({ fetchPolicy: "cache-and-network" });
  const [remove] = useDeleteIdentityProviderMutation({ refetchQueries: ["IdentityProviders"] });
  const [editing, setEditing] = useState<ProviderKind | null>(null);
  const [removing, setRemoving] = useState<SignInProviders_ProviderFragment | null>(null);
  const settings = data?.identityProviders;
  const byKind = (kind: ProviderKind) => settings?.items.find((item) => item.kind === kind) ?? null;

  return (
    <Box>
      <PageHeader title={t("signInProviders.title")} />
      {!settings ? (
        loading && <Spinner />
      ) : (
        <Stack gap="5">
          <Text color="fg.muted" maxWidth="3xl">
            {t("signInProviders.intro", { agent: settings.agentName })}
          </Text>
          <Clipboard.Root value={settings.redirectUri} timeout={2000} maxWidth="3xl">
            <Clipboard.Label fontWeight="medium" fontSize="sm">
              {t("signInProviders.redirectUri")}
            </Clipboard.Label>
            <HStack gap="2" marginTop="1">
              <Clipboard.Input asChild>
                <Input size="sm" readOnly fontFamily="mono" flex="1" />
              </Clipboard.Input>
              <Clipboard.Trigger asChild>
                <Button size="sm" variant="outline">
                  <Clipboard.Indicator copied={<LuCheck />}>
                    <LuCopy />
                  </Clipboard.Indicator>
                  <Clipboard.Context>
                    {(clipboard) =>
                      clipboard.copied ? t("signInProviders.copied") : t("signInProviders.copy")
                    }
                  </Clipboard.Context>
                </Button>
              </Clipboard.Trigger>
            </HStack>
          </Clipboard.Root>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            {PROVIDER_KINDS.map((kind) => (
              <ProviderCard
                key={kind}
                kind={kind}
                provider={byKind(kind)}
                onEdit={() => setEditing(kind)}
                onRemove={setRemoving}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <ProviderFormDialog
        kind={editing}
        provider={editing ? byKind(editing) : null}
        companies={settings?.companies ?? []}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t("signInProviders.deleteTitle")}
        confirmLabel={t("signInProviders.delete")}
        destructive
        onConfirm={async () => {
          if (!removing) return;
          await remove({ variables: { id: removing.id } });
          notify.success(
            t("signInProviders.deleted", { kind: t(`signInProviders.kinds.${removing.kind}`) }),
          );
        }}
        onClose={() => setRemoving(null)}
      >
        {removing &&
          t("signInProviders.deleteConfirm", {
            kind: t(`signInProviders.kinds.${removing.kind}`),
            name: removing.name,
            count: removing.linkedUsers,
          })}
      </ConfirmDialog>
    </Box>
  );
}

function ProviderCard({
  kind,
  provider,
  onEdit,
  onRemove,
}: {
  kind: ProviderKind;
  provider: SignInProviders_ProviderFragment | null;
  onEdit: () => void;
  onRemove: (provider: SignInProviders_ProviderFragment) => void;
}) {
  const { t } = useTranslation();
  const f = (name: string) => t(`signInProviders.fields.${name}`);
  const label = t(`signInProviders.kinds.${kind}`);
  return (
    <Card.Root aria-label={label} data-testid={`sign-in-provider-${kind}`}>
      <Card.Header>
        <HStack justifyContent="space-between">
          <Card.Title>{label}</Card.Title>
          {provider && (
            <Badge colorPalette={provider.enabled ? "green" : "gray"}>
              {provider.enabled ? t("signInProviders.enabled") : t("signInProviders.disabled")}
            </Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        {provider ? (
          <DataList.Root orientation="horizontal" size="sm">
            {(
              [
                ["name", provider.name],
                ["protocol", t(`signInProviders.protocols.${provider.protocol}`)],
                ["issuer", provider.issuer],
                ["clientId", provider.clientId],
                ["scopes", provider.scopes],
                ["company", provider.companyName ?? ""],
                ["defaultRole", provider.defaultRoleName ?? t("signInProviders.noRole")],
                ["linkedUsers", String(provider.linkedUsers)],
                ["updatedAt", formatDateTime(provider.updatedAt)],
              ] as const
            ).map(([field, value]) => (
              <DataList.Item key={field}>
                <DataList.ItemLabel>{f(field)}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        ) : (
          <Text color="fg.muted">{t("signInProviders.notSetUp")}</Text>
        )}
      </Card.Body>
      <Card.Footer justifyContent="flex-end" gap="2">
        {provider && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => onRemove(provider)}>
            {t("signInProviders.delete")}
          </Button>
        )}
        <Button size="sm" colorPalette="teal" onClick={onEdit}>
          {provider ? t("signInProviders.edit") : t("signInProviders.setUp")}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
