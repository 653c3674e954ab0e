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

  it('takes the port from PORT, and an empty PORT as unset rather than a random port', () => {
    expect(readServerConfig({ PORT: '3000' }).port).toBe(3000);
    expect(readServerConfig({ PORT: '' }).port).toBe(8080);
    expect(readServerConfig({ PORT: '0' }).port).toBe(0);
  });

  it('refuses a port that is not a port, naming the variable', () => {
    expect(() => readServerConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readServerConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('refuses a collab ticket secret too short to be safe', () => {
    expect(() => readServerConfig({ COLLAB_TICKET_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('keeps collab rooms in process and the event log in SQLite unless REDIS_URL or MONGODB_URL is set', () => {
    const config = readServerConfig({});
    expect(config.redisUrl).toBeUndefined();
    expect(config.mongodb).toBeUndefined();
    expect(readServerConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
  });

  it('takes Redis and MongoDB from REDIS_URL, MONGODB_URL and MONGODB_DB', () => {
    const config = readServerConfig({
      REDIS_URL: 'redis://127.0.0.1:6379',
      MONGODB_URL: 'mongodb://127.0.0.1:27017/?replicaSet=rs0',
      MONGODB_DB: 'designs',
    });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.mongodb).toEqual({ url: 'mongodb://127.0.0.1:27017/?replicaSet=rs0', dbName: 'designs' });
  });

  it('refuses a REDIS_URL or MONGODB_URL that is not one, naming the variable', () => {
    expect(() => readServerConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => readServerConfig({ MONGODB_URL: 'http://db' })).toThrow(/MONGODB_URL/);
  });

  it('gives every process its own instance id unless INSTANCE_ID names one', () => {
    expect(readServerConfig({}).instanceId).not.toBe(readServerConfig({}).instanceId);
    expect(readServerConfig({ INSTANCE_ID: 'collab-a' }).instanceId).toBe('collab-a');
    expect(() => readServerConfig({ INSTANCE_ID: 'a b' })).toThrow(/INSTANCE_ID/);
  });

  it('reads CORS_ORIGINS as a comma-separated list of origins and refuses anything else', () => {
    expect(readServerConfig({}).corsOrigins).toEqual([]);
    expect(
      readServerConfig({ CORS_ORIGINS: 'https://a.example, http://b.example:8080/' }).corsOrigins,
    ).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(() => readServerConfig({ CORS_ORIGINS: 'not a url' })).toThrow(/CORS_ORIGINS/);
  });

  it('reads ADMIN_EMAILS as a comma-separated, lower-cased list of addresses and refuses anything else', () => {
    expect(readServerConfig({}).adminEmails).toEqual([]);
    expect(readServerConfig({ ADMIN_EMAILS: ' Ops@Example.com, owner@example.com,' }).adminEmails).toEqual([
      'ops@example.com',
      'owner@example.com',
    ]);
    expect(() => readServerConfig({ ADMIN_EMAILS: 'ops@example.com, not an address' })).toThrow(
      /ADMIN_EMAILS/,
    );
  });

  it('prices in US dollars unless CURRENCY names another currency with cents, and refuses one without', () => {
    expect(readServerConfig({}).currency).toBe('USD');
    expect(readServerConfig({ CURRENCY: '' }).currency).toBe('USD');
    expect(readServerConfig({ CURRENCY: 'eur' }).currency).toBe('EUR');
    expect(() => readServerConfig({ CURRENCY: 'euros' })).toThrow(/CURRENCY: A currency is a three-letter/);
    expect(() => readServerConfig({ CURRENCY: 'JPY' })).toThrow(
      /CURRENCY: The currency must be one counted in cents/,
    );
  });

  it('sends mail through SMTP only when SMTP_URL is set, and links mails to PUBLIC_URL', () => {
    expect(readServerConfig({}).smtp).toBeUndefined();
    expect(readServerConfig({}).publicUrl).toBe('http://localhost:8080');
    const config = readServerConfig({
      SMTP_URL: 'smtp://mailer:secret@127.0.0.1:2525',
      MAIL_FROM: 'Designs <designs@example.com>',
      PUBLIC_URL: 'https://kitchens.example.com/',
    });
    expect(config.smtp).toEqual({
      url: 'smtp://mailer:secret@127.0.0.1:2525',
      from: 'Designs <designs@example.com>',
    });
    expect(config.publicUrl).toBe('https://kitchens.example.com');
    expect(() => readServerConfig({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL/);
  });

  it('has no payment gateway unless PAYMENT_GATEWAY names one, so a default install sells nothing', () => {
    expect(readServerConfig({}).payments).toEqual({ gateway: 'none' });
    expect(readServerConfig({ PAYMENT_GATEWAY: '' }).payments).toEqual({ gateway: 'none' });
    expect(readServerConfig({ PAYMENT_GATEWAY: 'test' }).payments).toEqual({ gateway: 'test' });
    expect(() => readServerConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(
      /PAYMENT_GATEWAY must be test or braintree/,
    );
  });

  it('charges through Braintree only when it is configured with all its keys', () => {
    expect(() => readServerConfig({ PAYMENT_GATEWAY: 'braintree' })).toThrow(/BRAINTREE_MERCHANT_ID/);
    expect(
      readServerConfig({
        PAYMENT_GATEWAY: 'braintree',
        BRAINTREE_MERCHANT_ID: 'm',
        BRAINTREE_PUBLIC_KEY: 'pub',
        BRAINTREE_PRIVATE_KEY: 'priv',
      }).payments,
    ).toEqual({
      gateway: 'braintree',
      environment: 'sandbox',
      merchantId: 'm',
      publicKey: 'pub',
      privateKey: 'priv',
    });
  });

  it('caps link holders’ collab sockets as COLLAB_ANONYMOUS_SOCKETS_PER_TICKET and _PER_ADDRESS say, else by default', () => {
    expect(readServerConfig({}).collabAnonymousLimits).toEqual({
      perTicket: undefined,
      perAddress: undefined,
    });
    expect(
      readServerConfig({
        COLLAB_ANONYMOUS_SOCKETS_PER_TICKET: '2',
        COLLAB_ANONYMOUS_SOCKETS_PER_ADDRESS: '200',
      }).collabAnonymousLimits,
    ).toEqual({ perTicket: 2, perAddress: 200 });
    for (const bad of ['0', '-3', '1.5', 'many']) {
      expect(() => readServerConfig({ COLLAB_ANONYMOUS_SOCKETS_PER_ADDRESS: bad })).toThrow(
        /COLLAB_ANONYMOUS_SOCKETS_PER_ADDRESS: must be a whole number of sockets/,
      );
    }
  });
});
