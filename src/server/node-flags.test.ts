import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

describe('SERVER_NODE_FLAGS', () => {
  it('are the flags npm start runs the server with', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(pkg.scripts.start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} src/server/main.ts`);
  });
});
