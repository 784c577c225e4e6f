// The business constants of the product specification (SPEC §9), named once for the client.
export const REQUEST_TIMEOUT_MS = 60_000;
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 210;
export const SIDEBAR_COLLAPSED_WIDTH_PX = 54;
export const MESSAGE_DURATION_MS = 2_000;
export const RELOGIN_DELAY_MS = 1_000;
export const QUICK_BUTTON_HIDE_DELAY_MS = 500;
export const USER_INFO_DELAY_MS = 500;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
/** An LCA counts as released when its audit status equals this value. */
export const LCA_RELEASED_AUDIT_STATUS = "18";
/** Case status values: anything else reads as unknown. */
export const CASE_STATUS = { inProgress: 5, completed: 10 } as const;
