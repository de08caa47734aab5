import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { UserSchema } from '../../domain/schemas/user.ts';
import { createTestApp } from '../../test/test-app.ts';
import { responseSerializerCompiler } from './response-serializer.ts';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' });

describe('response serialisation from the domain schemas', () => {
  test('writes only the fields the schema declares', () => {
    const serialize = compile(z.object({ id: z.number(), note: z.string().nullable() }));
    const json = serialize({ id: 1, note: null, passwordHash: 'secret' });
    expect(JSON.parse(json)).toEqual({ id: 1, note: null });
  });

  test('a nullable enum inside a union serialises its null', () => {
    const kind = z.object({ kind: z.enum(['a', 'b']).nullable(), n: z.number() });
    const serialize = compile(z.union([kind, z.object({ other: z.string() })]));
    expect(JSON.parse(serialize({ kind: null, n: 1 }))).toEqual({ kind: null, n: 1 });
  });

  test('GET /api/user never sends the password hash, only the user schema', async () => {
    const t = await createTestApp();
    try {
      const { client } = await t.signUp();
      const response = await client.get('/api/user');
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/password/i);
      expect(Object.keys(response.json()).sort()).toEqual(Object.keys(UserSchema.shape).sort());
    } finally {
      await t.close();
    }
  });
});
