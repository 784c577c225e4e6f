// The sidebar (SPEC §2 Layout): 210 px, the logo on top, the menu filtered by the user's codes.
// Collapsed it shows icons only; on small screens it slides over the page.
import { Box, Flex, Icon, Image, Text, chakra } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuChevronDown, LuChevronRight, LuCircle } from "react-icons/lu";
import { NavLink, useLocation, useNavigate } from "react-router-dom";
import { SIDEBAR_COLLAPSED_WIDTH_PX, SIDEBAR_WIDTH_PX } from "../../lib/constants";
import { safeImageUrl } from "../../lib/url";
import { siteName, useBranding } from "../branding";
import { useDisabledModules } from "../company-modules";
import { useSession } from "../session";
import { useSidebar } from "../sidebar";
import { activeMenuPath, firstPath, groupsContaining, menuFor, type MenuItem } from "./menu";

const ItemLink = chakra(NavLink);

function MenuEntry({
  item,
  depth,
  active,
  open,
  onToggle,
  collapsed,
}: {
  item: MenuItem;
  depth: number;
  active: string;
  open: ReadonlySet<string>;
  onToggle: (name: string) => void;
  collapsed: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { toggle } = useSidebar();
  const title = t(`menu.${item.title}`);
  const icon = item.icon ?? (depth > 0 ? undefined : LuCircle);
  const padding = collapsed ? "0" : `${12 + depth * 14}px`;

  if (item.children) {
    const expanded = open.has(item.name);
    return (
      <Box as="li" listStyleType="none">
        <chakra.button
          type="button"
          display="flex"
          alignItems="center"
          justifyContent={collapsed ? "center" : "flex-start"}
          gap="2"
          width="100%"
          height="44px"
          fontSize="sm"
          paddingInlineStart={padding}
          paddingInlineEnd="3"
          color="gray.300"
          _hover={{ bg: "gray.800", color: "white" }}
          aria-expanded={expanded}
          title={collapsed ? title : undefined}
          onClick={() => {
            if (collapsed) {
              toggle();
              if (!expanded) onToggle(item.name);
              const target = firstPath(item);
              if (target && !expanded) void navigate(target);
              return;
            }
            onToggle(item.name);
          }}
        >
          {icon && <Icon as={icon} boxSize="4" flexShrink={0} />}
          {!collapsed && (
            <>
              <Text as="span" flex="1" textAlign="start" truncate>
                {title}
              </Text>
              <Icon as={expanded ? LuChevronDown : LuChevronRight} boxSize="3.5" />
            </>
          )}
        </chakra.button>
        {expanded && !collapsed && (
          <Box as="ul" bg="blackAlpha.300">
            {item.children.map((child) => (
              <MenuEntry
                key={child.name}
                item={child}
                depth={depth + 1}
                active={active}
                open={open}
                onToggle={onToggle}
                collapsed={collapsed}
              />
            ))}
          </Box>
        )}
      </Box>
    );
  }

  const isActive = item.path === active;
  return (
    <Box as="li" listStyleType="none">
      <ItemLink
        to={item.path ?? "/"}
        display="flex"
        alignItems="center"
        justifyContent={collapsed ? "center" : "flex-start"}
        gap="2"
        height="44px"
        fontSize="sm"
        paddingInlineStart={padding}
        paddingInlineEnd="3"
        color={isActive ? "teal.300" : "gray.300"}
        bg={isActive ? "gray.800" : undefined}
        fontWeight={isActive ? "semibold" : "normal"}
        _hover={{ bg: "gray.800", color: "white" }}
        aria-current={isActive ? "page" : undefined}
        title={collapsed ? title : undefined}
      >
        {icon && <Icon as={icon} boxSize="4" flexShrink={0} />}
        {!collapsed && (
          <Text as="span" truncate>
            {title}
          </Text>
        )}
      </ItemLink>
    </Box>
  );
}

export function Sidebar() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const { opened, device, withoutAnimation, close } = useSidebar();
  const branding = useBranding();
  const { pathname } = useLocation();
  const disabledModules = useDisabledModules();
  const items = useMemo(
    () => menuFor(permissions, disabledModules),
    [permissions, disabledModules],
  );
  const active = activeMenuPath(pathname);
  const [open, setOpen] = useState<Set<string>>(() => new Set(groupsContaining(items, active)));
  const [openedFor, setOpenedFor] = useState(active);
  if (openedFor !== active) {
    // A new page opens the groups on its way, leaving the user's other choices alone.
    setOpenedFor(active);
    setOpen((previous) => new Set([...previous, ...groupsContaining(items, active)]));
  }
  const mobile = device === "mobile";
  const collapsed = !opened && !mobile;
  const width = collapsed ? SIDEBAR_COLLAPSED_WIDTH_PX : SIDEBAR_WIDTH_PX;
  const logo = safeImageUrl(branding?.platLogo) || safeImageUrl(branding?.logo);
  const name = siteName(branding, t("common.appName"));

  const onToggle = (groupName: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(groupName)) next.delete(groupName);
      else next.add(groupName);
      return next;
    });

  return (
    <>
      {mobile && opened && (
        <Box
          position="fixed"
          inset="0"
          bg="blackAlpha.500"
          zIndex="overlay"
          onClick={close}
          aria-hidden="true"
        />
      )}
      <Box
        as="aside"
        data-testid="sidebar"
        data-opened={opened ? "1" : "0"}
        position="fixed"
        insetBlock="0"
        insetInlineStart="0"
        width={`${width}px`}
        transform={mobile && !opened ? `translateX(-${SIDEBAR_WIDTH_PX}px)` : undefined}
        transition={withoutAnimation ? "none" : "width 0.28s, transform 0.28s"}
        bg="gray.900"
        color="gray.300"
        overflowY="auto"
        overflowX="hidden"
        zIndex="modal"
      >
        <Flex
          height="56px"
          alignItems="center"
          justifyContent="center"
          gap="2"
          paddingInline="3"
          borderBottomWidth="1px"
          borderColor="gray.800"
        >
          {logo && <Image src={logo} alt="" boxSize="7" objectFit="contain" />}
          {!collapsed && (
            <Text color="white" fontWeight="semibold" fontSize="sm" lineClamp="2" title={name}>
              {name}
            </Text>
          )}
        </Flex>
        <Box as="nav" aria-label={t("layout.mainMenu")}>
          <Box as="ul" paddingBlock="2">
            {items.map((item) => (
              <MenuEntry
                key={item.name}
                item={item}
                depth={0}
                active={active}
                open={open}
                onToggle={onToggle}
                collapsed={collapsed}
              />
            ))}
          </Box>
        </Box>
      </Box>
    </>
  );
}
