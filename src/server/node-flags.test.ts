import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS, serverEnvAssignments } from './node-flags.ts';

describe('SERVER_NODE_FLAGS', () => {
  it('are the flags (and SERVER_ENV the environment) npm start runs the server with', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(pkg.scripts.start).toContain(
      `${serverEnvAssignments()} node ${SERVER_NODE_FLAGS.join(' ')} src/server/main.ts`,
    );
  });
});
