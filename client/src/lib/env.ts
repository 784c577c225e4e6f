// Deployment addresses the client composes its requests and file links from (SPEC §9).
// Plain constants rather than import.meta.env: the jest client project compiles to CommonJS,
// which cannot parse import.meta, and these values do not vary between our deployments.

// The API is served on the same origin as the client, so requests stay relative.
export const API_BASE = "";

// The server serves uploaded files under /files on that same origin.
export const FILE_BASE = "/files";
