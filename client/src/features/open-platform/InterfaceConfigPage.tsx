// /op/interfaceConfig: what one API client may reach. The GraphQL operations are the permission
// codes ticked in the catalogue tree (a code the editor does not hold cannot be ticked; the
// operator's, own-account and open-platform codes are never offered), the PACT footprints are
// the releases of the products ticked. Holders of op01 save; others read.
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Code,
  HStack,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiClientProductsQuery, useUpdateApiClientMutation } from "../../__generated__/hooks";
import { useSession } from "../../app/session";
import { PageHeader } from "../../components/ui/page-header";
import { notify } from "../../components/ui/toaster";
import { errorMessage } from "../../lib/errors";
import { useSeededText } from "../../i18n/seeded-names";
import { PermissionTree, usePermissionCatalogue } from "../roles/PermissionTree";
import type { PermissionNode } from "../roles/permission-tree";
import { EDIT_CODE, platformBase } from "./ApiClientsPage";
import { ClientPicker, useChosenClient } from "./ClientPicker";

/** Codes no API client may hold (the server refuses them too). */
const NEVER_GRANTED = new Set(["sys", "acc", "op", "op01"]);

function grantable(nodes: readonly PermissionNode[]): PermissionNode[] {
  return nodes
    .filter((node) => !NEVER_GRANTED.has(node.code))
    .map((node) => ({ ...node, children: grantable(node.children) }));
}

export function InterfaceConfigPage() {
  const { t } = useTranslation();
  const seeded = useSeededText();
  const { hasPermission } = useSession();
  const { clients, chosen, choose, loading } = useChosenClient(true);
  const catalogue = usePermissionCatalogue();
  const roots = useMemo(() => grantable(catalogue.roots), [catalogue.roots]);
  const products = useApiClientProductsQuery();
  const [codes, setCodes] = useState<ReadonlySet<string>>(new Set());
  const [productIds, setProductIds] = useState<ReadonlySet<number>>(new Set());
  const [updateClient, { loading: saving }] = useUpdateApiClientMutation();
  const editable = hasPermission(EDIT_CODE);

  // Each client opened starts from what it holds.
  useEffect(() => {
    setCodes(new Set(chosen?.codes ?? []));
    setProductIds(new Set(chosen?.productIds ?? []));
  }, [chosen]);

  const toggleProduct = (id: number, on: boolean) => {
    const next = new Set(productIds);
    if (on) next.add(id);
    else next.delete(id);
    setProductIds(next);
  };

  const save = async () => {
    if (!chosen) return;
    try {
      await updateClient({
        variables: {
          input: {
            id: chosen.id,
            name: chosen.name,
            description: chosen.description,
            codes: [...codes],
            productIds: [...productIds],
          },
        },
      });
      notify.success(t("openPlatform.grants.saved", { name: chosen.name }));
    } catch (error) {
      notify.error(errorMessage(error as Error, t("common.hasError")));
    }
  };

  const base = platformBase();
  return (
    <>
      <PageHeader title={t("openPlatform.grants.title")}>
        {chosen && editable && (
          <Button size="sm" colorPalette="teal" onClick={() => void save()} loading={saving}>
            {t("openPlatform.grants.save")}
          </Button>
        )}
      </PageHeader>
      <Text color="fg.muted" marginBottom="4" maxWidth="4xl">
        {t("openPlatform.grants.intro")}
      </Text>
      {loading ? (
        <Spinner />
      ) : clients.length === 0 ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{t("openPlatform.grants.noClients")}</Alert.Description>
        </Alert.Root>
      ) : (
        <>
          <ClientPicker clients={clients} chosen={chosen} onChoose={choose} />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
            <Card.Root size="sm">
              <Card.Header>
                <Card.Title as="h2">{t("openPlatform.grants.operations")}</Card.Title>
                <Text fontSize="sm" color="fg.muted">
                  {t("openPlatform.grants.operationsHint", { count: codes.size })}
                </Text>
              </Card.Header>
              <Card.Body>
                <PermissionTree
                  roots={roots}
                  loading={catalogue.loading}
                  checked={codes}
                  locked={!editable}
                  onChange={setCodes}
                />
              </Card.Body>
            </Card.Root>
            <Stack gap="4">
              <Card.Root size="sm">
                <Card.Header>
                  <Card.Title as="h2">{t("openPlatform.grants.products")}</Card.Title>
                  <Text fontSize="sm" color="fg.muted">
                    {t("openPlatform.grants.productsHint")}
                  </Text>
                </Card.Header>
                <Card.Body>
                  {products.loading && !products.data ? (
                    <Spinner size="sm" />
                  ) : (products.data?.apiClientProducts ?? []).length === 0 ? (
                    <Text color="fg.muted">{t("openPlatform.grants.noProducts")}</Text>
                  ) : (
                    <Stack gap="2" as="ul" listStyleType="none">
                      {products.data!.apiClientProducts.map((product) => (
                        <HStack as="li" key={product.id} justifyContent="space-between" gap="3">
                          <Checkbox.Root
                            size="sm"
                            disabled={!editable}
                            checked={productIds.has(product.id)}
                            onCheckedChange={(e) => toggleProduct(product.id, e.checked === true)}
                          >
                            <Checkbox.HiddenInput />
                            <Checkbox.Control />
                            <Checkbox.Label>{seeded(product.name)}</Checkbox.Label>
                          </Checkbox.Root>
                          {product.releases > 0 ? (
                            <Badge colorPalette="green">
                              {t("openPlatform.grants.releases", { count: product.releases })}
                            </Badge>
                          ) : (
                            <Badge colorPalette="gray">
                              {t("openPlatform.grants.notReleased")}
                            </Badge>
                          )}
                        </HStack>
                      ))}
                    </Stack>
                  )}
                </Card.Body>
              </Card.Root>
              <Card.Root size="sm">
                <Card.Header>
                  <Card.Title as="h2">{t("openPlatform.grants.endpoints")}</Card.Title>
                </Card.Header>
                <Card.Body>
                  <Stack gap="2" fontSize="sm">
                    {(
                      [
                        ["endpointToken", `POST ${base}/auth/token`],
                        ["endpointFootprints", `GET ${base}/3/footprints`],
                        ["endpointEvents", `POST ${base}/3/events`],
                        ["endpointGraphql", `POST ${base}/graphql`],
                      ] as const
                    ).map(([key, url]) => (
                      <Box key={key}>
                        <Text color="fg.muted">{t(`openPlatform.grants.${key}`)}</Text>
                        <Code>{url}</Code>
                      </Box>
                    ))}
                  </Stack>
                </Card.Body>
              </Card.Root>
            </Stack>
          </SimpleGrid>
        </>
      )}
    </>
  );
}
