// The Apollo links learn of an ended session or a refused call outside React; the session
// provider and the router subscribe here. One listener set per event, no library needed.
type Listener<T> = (payload: T) => void;

function channel<T>() {
  const listeners = new Set<Listener<T>>();
  return {
    emit: (payload: T) => listeners.forEach((listener) => listener(payload)),
    subscribe: (listener: Listener<T>) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The server answered SESSION_EXPIRED (10001) or SESSION_INVALID (10002); payload: its message. */
export const sessionEnded = channel<string>();
/** The server answered FORBIDDEN (the legacy 401): the client goes to /401. */
export const permissionRefused = channel<string>();
/** The user is still on the initial password: the forced change dialog opens. */
export const passwordChangeRequired = channel<void>();
