/**
 * Turns one operation of an OpenAPI 3.0 document into the schemas Fastify validates and
 * serialises with, so that the document stays the single source of both: no hand-written
 * copy of a parameter or response schema exists beside it.
 */

/** The subset of an OpenAPI 3.0 document this module reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
}

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}

interface ResponseObject {
  content?: Record<string, { schema?: unknown }>;
}

interface OperationObject {
  parameters?: ParameterObject[];
  responses?: Record<string, ResponseObject>;
}

export type JsonSchema = Record<string, unknown>;

export interface OperationSchemas {
  /** An object schema with one property per query parameter; unknown parameters are ignored. */
  querystring: JsonSchema;
  /** JSON response schemas keyed by status code (or `default`), as Fastify's `response`. */
  response: Record<string, JsonSchema>;
}

/** OpenAPI keywords that only document; JSON Schema validators reject them in strict mode. */
const DOCUMENTATION_KEYWORDS = new Set(['example', 'xml', 'externalDocs', 'discriminator']);
const LOCAL_SCHEMA_REF = /^#\/components\/schemas\/([^/]+)$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * OpenAPI 3.0 Schema Object → JSON Schema: local `$ref`s are inlined and `nullable` becomes a
 * `null` type. Throws on a ref it cannot resolve (a broken document must not start the server).
 */
export function toJsonSchema(
  schema: unknown,
  document: OpenApiDocument,
  seen: readonly string[] = [],
): unknown {
  if (Array.isArray(schema)) return schema.map((item) => toJsonSchema(item, document, seen));
  if (!isObject(schema)) return schema;
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const name = LOCAL_SCHEMA_REF.exec(ref)?.[1];
    const target = name === undefined ? undefined : document.components?.schemas?.[name];
    if (name === undefined || target === undefined)
      throw new Error(`OpenAPI document: cannot resolve $ref ${ref}`);
    if (seen.includes(name)) throw new Error(`OpenAPI document: recursive schema ${name}`);
    return toJsonSchema(target, document, [...seen, name]);
  }
  const converted: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DOCUMENTATION_KEYWORDS.has(key) || key === 'nullable') continue;
    converted[key] =
      key === 'properties' && isObject(value)
        ? Object.fromEntries(
            Object.entries(value).map(([name, property]) => [
              name,
              toJsonSchema(property, document, seen),
            ]),
          )
        : toJsonSchema(value, document, seen);
  }
  if (schema.nullable === true && typeof converted.type === 'string')
    converted.type = [converted.type, 'null'];
  return converted;
}

export function operationOf(
  document: OpenApiDocument,
  path: string,
  method: string,
): OperationObject {
  const operation = document.paths[path]?.[method.toLowerCase()];
  if (!isObject(operation))
    throw new Error(`OpenAPI document: no ${method.toUpperCase()} ${path} operation`);
  return operation;
}

export function operationSchemas(
  document: OpenApiDocument,
  path: string,
  method: string,
): OperationSchemas {
  const operation = operationOf(document, path, method);
  const queryParameters = (operation.parameters ?? []).filter(
    (parameter) => parameter.in === 'query',
  );
  const querystring: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(
      queryParameters.map((parameter) => [
        parameter.name,
        toJsonSchema(parameter.schema ?? {}, document),
      ]),
    ),
    required: queryParameters.filter((parameter) => parameter.required === true).map((p) => p.name),
  };
  const response: Record<string, JsonSchema> = {};
  for (const [status, definition] of Object.entries(operation.responses ?? {})) {
    const schema = definition.content?.['application/json']?.schema;
    if (schema !== undefined) response[status] = toJsonSchema(schema, document) as JsonSchema;
  }
  return { querystring, response };
}
