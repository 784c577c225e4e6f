// Unsaved changes are never lost silently: leaving the page inside the app asks first (react-
// router's useBlocker), and reloading or closing the tab triggers the browser's own prompt
// (beforeunload). `isDirty` is read at the moment of leaving, so a screen that has just saved can
// navigate away without being asked.
import { useContext, useEffect, useRef } from "react";
import { UNSAFE_DataRouterContext, useBlocker } from "react-router-dom";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";

export interface LeaveGuardProps {
  isDirty: () => boolean;
  title: string;
  message: string;
  leaveLabel: string;
}

export function LeaveGuard(props: LeaveGuardProps) {
  const check = useRef(props.isDirty);
  check.current = props.isDirty;
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!check.current()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);
  // useBlocker needs a data router (the app's); a plain router (tests, embedding) has none.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <RouteBlocker {...props} /> : null;
}

function RouteBlocker({ isDirty, title, message, leaveLabel }: LeaveGuardProps) {
  const check = useRef(isDirty);
  check.current = isDirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      check.current() &&
      currentLocation.pathname + currentLocation.search !==
        nextLocation.pathname + nextLocation.search,
  );
  const leaving = useRef(false);
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={title}
      confirmLabel={leaveLabel}
      destructive
      onConfirm={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
      onClose={() => {
        if (!leaving.current && blocker.state === "blocked") blocker.reset();
        leaving.current = false;
      }}
    >
      {message}
    </ConfirmDialog>
  );
}
