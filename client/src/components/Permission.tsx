// `<Permission code="gbb01">` renders its children only for holders of the code (SPEC §6: the
// page directive removes the element). Without a code it is a programming error, not a pass.
import type { ReactNode } from "react";
import { useSession } from "../app/session";

export function Permission({ code, children }: { code: string; children: ReactNode }) {
  const { hasPermission } = useSession();
  if (!code) {
    throw new Error('<Permission> needs a permission code, e.g. <Permission code="gbb01">');
  }
  return hasPermission(code) ? <>{children}</> : null;
}
