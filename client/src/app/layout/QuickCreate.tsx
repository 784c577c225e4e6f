// The quick-create button (SPEC §2): a round button whose panel leads to /lca/add. It sits in
// the top bar rather than floating over the page: a corner button covered the right-aligned
// action bars at the bottom of forms (a corporation's Create button at 1280×800), and the bar
// keeps its own room, so no page content is ever under it. The panel opens on hover or focus
// and hides 500 ms after the pointer leaves, so a pointer crossing the gap between button and
// panel does not close it.
import { Box, Button, IconButton, Stack } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuPlus } from "react-icons/lu";
import { Link } from "react-router-dom";
import { QUICK_BUTTON_HIDE_DELAY_MS } from "../../lib/constants";
import { useSession } from "../session";

export const QUICK_CREATE_PATH = "/lca/add";
/** The code of the one entry the panel offers: a new LCA. */
export const QUICK_CREATE_CODE = "ff01";

export function QuickCreate() {
  const { t } = useTranslation();
  const { hasPermission } = useSession();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const panelId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  if (!hasPermission(QUICK_CREATE_CODE)) return null;

  const show = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const hideLater = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), QUICK_BUTTON_HIDE_DELAY_MS);
  };
  const hideNow = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  return (
    <Box
      position="relative"
      flexShrink={0}
      onMouseEnter={show}
      onMouseLeave={hideLater}
      onFocus={show}
      onBlur={hideLater}
      onKeyDown={(event) => {
        if (event.key === "Escape") hideNow();
      }}
    >
      <IconButton
        rounded="full"
        size="sm"
        colorPalette="teal"
        aria-label={t("layout.quickCreate")}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        // Pressing opens rather than toggles: the press has already focused the button (which
        // opens it), and a tap on a touch screen must not close what it opened.
        onClick={show}
      >
        <LuPlus />
      </IconButton>
      {open && (
        <Stack
          id={panelId}
          position="absolute"
          top="calc(100% + 0.5rem)"
          insetEnd="0"
          zIndex="dropdown"
          bg="white"
          shadow="md"
          rounded="md"
          borderWidth="1px"
          padding="2"
          minWidth="max-content"
        >
          <Button asChild size="sm" variant="ghost" justifyContent="flex-start" onClick={hideNow}>
            <Link to={QUICK_CREATE_PATH}>{t("layout.quickCreateLca")}</Link>
          </Button>
        </Stack>
      )}
    </Box>
  );
}
