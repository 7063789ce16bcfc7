#!/usr/bin/env node
// The CLI is TypeScript, run through tsx (installed at the workspace root): no build step to forget.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
