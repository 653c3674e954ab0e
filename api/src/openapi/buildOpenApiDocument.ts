import { API_CALLS, API_ERROR_CATALOGUE, ApiErrorBodySchema, type ApiCall } from '@kitchensync/schemas';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** Shapes the generator cannot express (transforms, custom checks) are shown as "any" rather than failing. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function hasBody(schema: z.ZodType): boolean {
  const shape = jsonSchema(schema, 'input');
  return !(
    shape.type === 'object' && Object.keys((shape.properties as object | undefined) ?? {}).length === 0
  );
}

/** A GET call's request schema describes its query string: one parameter per property. */
function queryParameters(call: ApiCall): Record<string, unknown>[] {
  if (call.method !== 'GET') return [];
  const shape = jsonSchema(call.request, 'input');
  const properties = (shape.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((shape.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
}

function operation(name: string, call: ApiCall): Record<string, unknown> {
  const pathParameters = [...call.path.matchAll(/:(\w+)/g)].map(([, parameter]) => ({
    name: parameter,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const parameters = [...pathParameters, ...queryParameters(call)];
  const answersNothing = call.response instanceof z.ZodUndefined;
  const answersText = call.response instanceof z.ZodString;
  const success = answersNothing
    ? { '204': { description: 'Done; no body.' } }
    : {
        [String(call.status ?? 200)]: {
          description: 'Success.',
          content: {
            [answersText ? 'application/octet-stream' : 'application/json']: {
              schema: jsonSchema(call.response, 'output'),
            },
          },
        },
      };
  return {
    operationId: name,
    description: `Specified in: ${call.spec}.`,
    tags: [call.path.split('/')[1] ?? 'api'],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(call.method !== 'GET' && hasBody(call.request)
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(
              (call.acceptsForm
                ? ['application/json', 'application/x-www-form-urlencoded']
                : ['application/json']
              ).map((mediaType) => [mediaType, { schema: jsonSchema(call.request, 'input') }]),
            ),
          },
        }
      : {}),
    responses: {
      ...success,
      default: {
        description: 'An error from the catalogue (code, message).',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  };
}

/**
 * The OpenAPI document of the whole api, generated from `API_CALLS` (the same schemas the routes
 * validate with), so the document cannot drift from what the server accepts.
 */
export function buildOpenApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [name, call] of Object.entries(API_CALLS) as [string, ApiCall][]) {
    const path = `/api${call.path.replace(/:(\w+)/g, '{$1}')}`;
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation(name, call) };
  }
  const errorSchema = jsonSchema(ApiErrorBodySchema, 'output');
  const errorCodes = Object.keys(API_ERROR_CATALOGUE);
  return {
    openapi: '3.1.0',
    info: {
      title: 'KitchenSync api',
      version: '1',
      description:
        'Accounts, saves, sharing, comments, catalogue and billing. Errors are `{ error: { code, message } }` ' +
        'with a stable code from the catalogue and the message the client shows. The design itself travels ' +
        'over the collab WebSocket at /collab/{saveId}, not this api.',
    },
    paths,
    components: {
      schemas: {
        Error: {
          ...errorSchema,
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: { code: { type: 'string', enum: errorCodes }, message: { type: 'string' } },
            },
          },
        },
      },
    },
  };
}
