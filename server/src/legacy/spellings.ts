// The field names the old clients send and read, where the platform's own name for the concept
// differs (docs/glossary.md). The legacy router renames a body's fields on the way in and an
// answer's on the way out, so the rest of the platform speaks one word per concept.

/** The legacy spelling of a field, by the platform's name for it. */
export const LEGACY_FIELDS: Readonly<Record<string, string>> = {
  templateId: "baseModelId",
  templateProcessId: "baseModelProcessId",
  calculationCount: "calcNums",
  activityLineId: "processDataId",
};

const TO_PLATFORM: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(LEGACY_FIELDS).map(([platform, legacy]) => [legacy, platform]),
);

function renameKeys(value: unknown, names: Readonly<Record<string, string>>): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, names));
  if (value === null || typeof value !== "object") return value;
  // Dates, buffers and anything that serializes itself stay as they are.
  if (value instanceof Date || Buffer.isBuffer(value) || "toJSON" in value) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [names[key] ?? key, renameKeys(item, names)]),
  );
}

/** An answer with the old clients' field names. */
export const toLegacyFields = (data: unknown): unknown => renameKeys(data, LEGACY_FIELDS);

/** A body with the platform's field names. */
export const fromLegacyFields = (body: Record<string, unknown>): Record<string, unknown> =>
  renameKeys(body, TO_PLATFORM) as Record<string, unknown>;
