// The quick-create button (SPEC §2): a round button in the corner whose panel leads to /lca/add.
// The panel opens on hover or focus and hides 500 ms after the pointer leaves, so a pointer
// crossing the gap between button and panel does not close it.
import { Box, Button, IconButton, Stack } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuPlus } from "react-icons/lu";
import { Link } from "react-router-dom";
import { QUICK_BUTTON_HIDE_DELAY_MS } from "../../lib/constants";
import { useSession } from "../session";

export const QUICK_CREATE_PATH = "/lca/add";

export function QuickCreate() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  if (!hasPermission("ff01")) return null;

  const show = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const hideLater = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), QUICK_BUTTON_HIDE_DELAY_MS);
  };

  return (
    <Box
      position="fixed"
      insetEnd="6"
      bottom="6"
      zIndex="sticky"
      onMouseEnter={show}
      onMouseLeave={hideLater}
      onFocus={show}
      onBlur={hideLater}
    >
      {open && (
        <Stack
          position="absolute"
          bottom="14"
          insetEnd="0"
          bg="white"
          shadow="md"
          rounded="md"
          padding="2"
        >
          <Button asChild size="sm" variant="ghost" onClick={() => setOpen(false)}>
            <Link to={QUICK_CREATE_PATH}>{t("layout.quickCreateLca")}</Link>
          </Button>
        </Stack>
      )}
      <IconButton
        rounded="full"
        size="lg"
        colorPalette="teal"
        shadow="lg"
        aria-label={t("layout.quickCreate")}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <LuPlus />
      </IconButton>
    </Box>
  );
}
