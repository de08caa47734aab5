import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson, { type Schema } from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * zod writes `.nullable()` as anyOf [T, null]; fast-json-stringify then checks every value
 * against each branch. A plain type list serialises the same JSON without that work.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const schema = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, simplify(value)]),
  ) as JsonSchema;
  const branches = schema.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const [value, nothing] = branches as JsonSchema[];
    if (nothing?.type === 'null' && typeof value?.type === 'string' && !value.anyOf) {
      const { anyOf: _anyOf, ...rest } = schema;
      // A nullable enum lists null too: a union's branch is chosen by validating against it.
      const values = Array.isArray(value.enum)
        ? { enum: [...(value.enum as unknown[]), null] }
        : {};
      return { ...rest, ...value, ...values, type: [value.type, 'null'] };
    }
  }
  return schema;
}

/**
 * Route response schemas come from the zod schemas in src/domain. Each is compiled once into a
 * fast-json-stringify serialiser, as Fastify does for JSON Schema, so a reply is written from the
 * schema's own fields: anything else on the object (a password hash) is never sent. A schema JSON
 * Schema cannot express falls back to the zod serialiser.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema } = route;
  if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route as never);
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
  } catch {
    return zodSerializerCompiler(route as never);
  }
  const { $schema: _dialect, ...body } = json;
  return fastJson(simplify(body) as Schema);
};
