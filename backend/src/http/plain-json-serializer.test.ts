import { describe, expect, it } from 'vitest';
import { plainJsonSerializerCompiler } from './plain-json-serializer.js';

const errorSchema = {
  type: 'object',
  properties: { error: { type: 'integer' }, message: { type: 'string' } },
  required: ['error', 'message'],
};
const compile = (httpStatus: string) =>
  plainJsonSerializerCompiler({ schema: errorSchema, method: 'GET', url: '/x', httpStatus });

describe('plainJsonSerializerCompiler', () => {
  it('writes a success body as JSON.stringify does, whatever the schema says', () => {
    const body = [{ name: 'Fern', tag: 'green' }, { name: 'Moss' }, { odd: '"\u2028</script>' }];
    expect(compile('200')(body)).toBe(JSON.stringify(body));
    expect(compile('201')(body)).toBe(JSON.stringify(body));
  });

  it("writes an error body through its schema: only the document's properties go out", () => {
    const body = { error: 401, message: 'Authentication required', code: 'AUTH_REQUIRED' };
    expect(JSON.parse(compile('401')(body))).toEqual({
      error: 401,
      message: 'Authentication required',
    });
  });
});
