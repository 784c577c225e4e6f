// The login page's external sign-in (issue 19): the buttons of the agent's ePlat / OBEI
// providers, the ticket the platform's callback sent back (redeemed once for a session) and the
// reason a provider sign-in failed.
import { Alert, Button, HStack, Separator, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { useRedeemExternalSignInMutation, useSignInOptionsQuery } from "../../__generated__/hooks";
import { useSession } from "../../app/session";

/** The provider's start address, asking to come back to `redirect` (a path of this site). */
export function startAddress(startUrl: string, redirect: string | null): string {
  if (!redirect || !redirect.startsWith("/") || redirect.startsWith("//")) return startUrl;
  return `${startUrl}&returnTo=${encodeURIComponent(redirect)}`;
}

export function ExternalSignIn() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const { data } = useSignInOptionsQuery({ fetchPolicy: "cache-first" });
  const [redeem] = useRedeemExternalSignInMutation();
  const ticket = params.get("ssoTicket");
  const failure = params.get("ssoError");
  const redeemed = useRef<string | null>(null);

  useEffect(() => {
    if (!ticket || redeemed.current === ticket) return;
    redeemed.current = ticket;
    // The ticket leaves the address at once: it is good for one session only.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("ssoTicket");
        return next;
      },
      { replace: true },
    );
    redeem({ variables: { ticket } }).then(
      (result) => {
        if (result.data) signedIn(result.data.redeemExternalSignIn);
      },
      () => {
        // The error link has shown the server's message (an expired or used ticket).
      },
    );
  }, [ticket, redeem, setParams, signedIn]);

  const options = data?.signInOptions ?? [];
  return (
    <>
      {failure && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      {options.length > 0 && (
        <Stack gap="3">
          <HStack>
            <Separator flex="1" />
            <Text flexShrink="0" fontSize="sm" color="fg.muted">
              {t("auth.orSignInWith")}
            </Text>
            <Separator flex="1" />
          </HStack>
          {options.map((option) => (
            <Button key={option.kind} asChild variant="outline" width="full">
              <a href={startAddress(option.startUrl, params.get("redirect"))}>{option.name}</a>
            </Button>
          ))}
        </Stack>
      )}
    </>
  );
}
