import { describe, expect, it } from 'vitest';
import { editDistance, suggest } from './suggest.js';

describe('suggest', () => {
  it('finds a transposition, a missing letter and another spelling', () => {
    expect(suggest('onwer', ['name', 'owner'])).toBe('owner');
    expect(suggest('buildComand', ['buildCommand', 'dockerfile'])).toBe('buildCommand');
    expect(suggest('build_command', ['buildCommand'])).toBe('buildCommand');
    expect(suggest('DockerFile', ['dockerfile'])).toBe('dockerfile');
  });

  it('finds a value named by part of it', () => {
    expect(suggest('fastapi', ['nextjs', 'node-fastify', 'python-fastapi', 'hasura'])).toBe(
      'python-fastapi',
    );
  });

  it('stays quiet when nothing is close', () => {
    expect(suggest('ui', ['ci', 'kind'])).toBeUndefined();
    expect(suggest('labels', ['apiVersion', 'kind', 'metadata'])).toBeUndefined();
    expect(suggest('', ['a'])).toBeUndefined();
  });

  it('counts edits', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
