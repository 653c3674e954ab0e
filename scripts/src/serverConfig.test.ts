import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readServerConfig } from './serverConfig';

describe('readServerConfig', () => {
  it('defaults to port 8080 and the ./data folder', () => {
    const config = readServerConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.outboxDir).toBe(path.join(path.resolve('data'), 'outbox'));
    expect(config.host).toBeUndefined();
  });

  it('takes the port from PORT', () => {
    expect(readServerConfig({ PORT: '3000' }).port).toBe(3000);
  });

  it('refuses a port that is not a port, naming the variable', () => {
    expect(() => readServerConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readServerConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('refuses a collab ticket secret too short to be safe', () => {
    expect(() => readServerConfig({ COLLAB_TICKET_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });
});
