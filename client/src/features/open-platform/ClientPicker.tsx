// The API client a screen is about, chosen from the company's clients and kept in the address
// (`?client=<id>`), so a row action of the client list opens the right one.
import { Field, NativeSelect } from "@chakra-ui/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import type { OpenPlatform_ClientFragment } from "../../__generated__/graphql";
import { useApiClientsQuery } from "../../__generated__/hooks";

/** The company's clients (at most 100: a company has a handful) and the one chosen. */
export function useChosenClient(activeOnly: boolean) {
  const [params, setParams] = useSearchParams();
  const { data, loading } = useApiClientsQuery({ variables: { page: 1, pageSize: 100 } });
  const clients = (data?.apiClients.items ?? []).filter(
    (client) => !activeOnly || client.status === "active",
  );
  const wanted = Number(params.get("client"));
  const chosen = clients.find((client) => client.id === wanted) ?? clients[0] ?? null;
  const choose = (id: number) => setParams({ client: String(id) }, { replace: true });
  // The address names the client shown, once the list is there.
  useEffect(() => {
    if (chosen && chosen.id !== wanted) setParams({ client: String(chosen.id) }, { replace: true });
  }, [chosen, wanted, setParams]);
  return { clients, chosen, choose, loading: loading && !data };
}

export function ClientPicker({
  clients,
  chosen,
  onChoose,
}: {
  clients: readonly OpenPlatform_ClientFragment[];
  chosen: OpenPlatform_ClientFragment | null;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field.Root width={{ base: "full", sm: "sm" }} marginBottom="4">
      <Field.Label>{t("openPlatform.grants.client")}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          bg="white"
          value={chosen ? String(chosen.id) : ""}
          onChange={(event) => onChoose(Number(event.currentTarget.value))}
        >
          {!chosen && <option value="">{t("openPlatform.grants.chooseClient")}</option>}
          {clients.map((client) => (
            <option key={client.id} value={client.id}>
              {client.name} ({client.clientId})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
