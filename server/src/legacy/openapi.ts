// The OpenAPI description of the legacy calls, generated from the route table and the input
// classes' validation rules, and a plain page listing every call.
import { getMetadataStorage } from "class-validator";
import type { ClassType } from "type-graphql";
import { LEGACY_ROUTES } from "./routes";
import { LEGACY_FIELDS } from "./spellings";

type Schema = Record<string, unknown>;

function propertySchema(target: ClassType<object>, property: string, rules: string[]): Schema {
  const type: unknown = Reflect.getMetadata("design:type", target.prototype, property);
  if (type === Array) {
    const item = rules.includes("isInt") ? "integer" : "string";
    return { type: "array", items: { type: item } };
  }
  if (type === Number || rules.includes("isInt"))
    return { type: rules.includes("isInt") ? "integer" : "number" };
  if (type === Boolean) return { type: "boolean" };
  return { type: "string" };
}

function inputSchema(target: ClassType<object>): Schema {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(target, "", true, false);
  const byProperty = new Map<string, string[]>();
  for (const rule of metadata) {
    const list = byProperty.get(rule.propertyName) ?? [];
    list.push(rule.name ?? rule.type);
    byProperty.set(rule.propertyName, list);
  }
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const [field, rules] of byProperty) {
    // The old clients' name of the field (legacy/spellings.ts).
    const property = LEGACY_FIELDS[field] ?? field;
    properties[property] = propertySchema(target, field, rules);
    const oneOf = metadata.find((rule) => rule.propertyName === field && rule.name === "isEnum");
    if (oneOf) {
      const values = oneOf.constraints[0] as Record<string, string>;
      properties[property] = { type: "string", enum: Object.values(values) };
    }
    const optional = metadata.some(
      (rule) => rule.propertyName === field && rule.type === "conditionalValidation",
    );
    if (!optional && rules.includes("isNotEmpty")) required.push(property);
  }
  return { type: "object", properties, ...(required.length ? { required } : {}) };
}

const envelope = {
  type: "object",
  required: ["code", "msg", "data"],
  properties: {
    code: {
      type: "integer",
      enum: [200, 401, 501, 10001, 10002],
      description:
        "200 success, 401 no permission, 501 business error (see msg), 10001 session expired, 10002 session invalid",
    },
    msg: { type: "string" },
    data: {},
  },
};

export function legacyOpenApi(): Schema {
  const paths: Record<string, Schema> = {};
  for (const route of LEGACY_ROUTES) {
    const schema = route.input ? inputSchema(route.input) : { type: "object", properties: {} };
    paths[`/api/${route.path}`] = {
      post: {
        summary: route.summary,
        operationId: route.path.replace(/\//g, "_"),
        tags: [route.path.split("/")[0]],
        "x-permission": route.permission,
        security: route.permission === "public" ? [] : [{ userToken: [] }],
        requestBody: {
          required: false,
          content: {
            "application/x-www-form-urlencoded": { schema },
            "application/json": { schema },
          },
        },
        responses: {
          "200": {
            description: "The envelope; check `code`",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Envelope" } } },
          },
        },
      },
    };
  }
  return {
    openapi: "3.0.3",
    info: {
      title: "Carbon platform legacy API",
      version: "1.0.0",
      description:
        "POST calls of the previous front end. Bodies may be form-encoded or JSON. Send the session token from user/login in the user-token header.",
    },
    components: {
      securitySchemes: { userToken: { type: "apiKey", in: "header", name: "user-token" } },
      schemas: { Envelope: envelope },
    },
    paths,
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c,
  );

export function legacyDocsPage(): string {
  const rows = LEGACY_ROUTES.map((route) => {
    const fields = route.input
      ? Object.keys((inputSchema(route.input).properties as Record<string, unknown>) ?? {}).join(
          ", ",
        )
      : "";
    return `<tr><td><code>POST /api/${escapeHtml(route.path)}</code></td><td>${escapeHtml(route.permission)}</td><td>${escapeHtml(fields)}</td><td>${escapeHtml(route.summary)}</td></tr>`;
  }).join("\n");
  return `<!doctype html><html><head><meta charset="utf-8"><title>Legacy API</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}</style></head>
<body><h1>Legacy API calls</h1><p>Answers are <code>{ code, msg, data }</code>: 200 success, 401 no permission, 501 business error, 10001 session expired, 10002 session invalid. Send the token in the <code>user-token</code> header. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<table><thead><tr><th>Call</th><th>Permission</th><th>Fields</th><th>What it does</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}
