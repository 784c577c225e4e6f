// A table row's icon action: the label is both its accessible name and its tooltip.
import { IconButton } from "@chakra-ui/react";
import type { ReactNode } from "react";

export function RowAction({
  label,
  onClick,
  danger,
  children,
}: {
  label: string;
  onClick: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <IconButton
      size="xs"
      variant="ghost"
      colorPalette={danger ? "red" : undefined}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}
