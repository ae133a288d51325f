import Type from 'typebox';

/** The scopes a personal access token can carry; the api_tokens CHECK constraint lists the same. */
export const SCOPES = ['plants:read', 'cases:read', 'cases:write'] as const;
export type Scope = (typeof SCOPES)[number];

export const ScopeSchema = Type.Union([
  Type.Literal('plants:read'),
  Type.Literal('cases:read'),
  Type.Literal('cases:write'),
]);
