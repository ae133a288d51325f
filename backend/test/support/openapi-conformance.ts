/**
 * Checks responses against an OpenAPI 3 document with openapi-response-validator (Ajv under
 * the hood): the body must match the schema documented for its status code (or `default`),
 * and a documented JSON body must arrive as application/json. (Number formats such as int32
 * are not checked: the library passes only string formats to Ajv; ranges are.)
 */
import { createRequire } from 'node:module';
import type validatorExports from 'openapi-response-validator';
import type { OpenAPIResponseValidatorArgs } from 'openapi-response-validator';
import type { OpenAPIV3 } from 'openapi-types';

export interface ObservedResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

export interface Conformance {
  /** Throws with the validator's errors when `response` does not conform to the operation. */
  assertConforms(method: string, path: string, response: ObservedResponse): void;
}

// A CommonJS module compiled from ES modules, whose default import differs between Node and
// Vite's interop; require() always returns the exports object, which holds the class.
const { default: OpenAPIResponseValidator } = createRequire(import.meta.url)(
  'openapi-response-validator',
) as typeof validatorExports;
type OpenAPIResponseValidator = InstanceType<typeof OpenAPIResponseValidator>;

function operationOf(
  document: OpenAPIV3.Document,
  method: string,
  path: string,
): OpenAPIV3.OperationObject | undefined {
  const item: Partial<Record<string, OpenAPIV3.OperationObject>> | undefined = document.paths[
    path
  ] as Record<string, OpenAPIV3.OperationObject> | undefined;
  return item?.[method.toLowerCase()];
}

export function conformanceTo(document: OpenAPIV3.Document): Conformance {
  const validators = new Map<string, OpenAPIResponseValidator>();
  function validatorFor(method: string, path: string): OpenAPIResponseValidator {
    const key = `${method} ${path}`;
    let validator = validators.get(key);
    if (!validator) {
      const operation = operationOf(document, method, path);
      if (!operation) throw new Error(`the document has no ${key} operation`);
      validator = new OpenAPIResponseValidator({
        // The validator's types describe OpenAPI 2 responses; it reads OpenAPI 3 ones as well.
        responses: operation.responses as unknown as OpenAPIResponseValidatorArgs['responses'],
        components: document.components,
      });
      validators.set(key, validator);
    }
    return validator;
  }

  return {
    assertConforms(method, path, response) {
      const operation = operationOf(document, method, path);
      const documented =
        operation?.responses[String(response.statusCode)] ?? operation?.responses.default;
      if (!documented || '$ref' in documented)
        throw new Error(`${method} ${path} answered ${response.statusCode}, which is undocumented`);
      if (documented.content?.['application/json']) {
        const contentType = response.headers['content-type'];
        if (typeof contentType !== 'string')
          throw new Error(`${response.statusCode} arrived without a content type`);
        if (!contentType.startsWith('application/json'))
          throw new Error(`${response.statusCode} arrived as ${contentType}, not application/json`);
      }
      const body: unknown = response.body === '' ? undefined : JSON.parse(response.body);
      // Typed as always returning errors; it returns undefined when the response conforms.
      const result = validatorFor(method, path).validateResponse(response.statusCode, body) as
        { errors: unknown } | undefined;
      if (result)
        throw new Error(
          `${method} ${path} ${response.statusCode} does not conform: ${JSON.stringify(result.errors)}\n${response.body.slice(0, 500)}`,
        );
    },
  };
}
