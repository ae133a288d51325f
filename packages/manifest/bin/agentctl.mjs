#!/usr/bin/env node
// `agentctl` (npx agentctl from the repository root): runs the TypeScript sources through tsx,
// so a fresh clone needs no build step before the command works.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
