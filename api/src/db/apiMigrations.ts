import type { Migration } from './Migration';

/** Append only: a shipped step is never edited, since databases in the field already ran it. */
export const API_MIGRATIONS: readonly Migration[] = [
  {
    name: 'users, sessions and saves',
    sql: `
      CREATE TABLE IF NOT EXISTS users (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        password_hash TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS sessions (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE INDEX IF NOT EXISTS sessions_user_id ON sessions (user_id);
      CREATE TABLE IF NOT EXISTS saves (
        id TEXT PRIMARY KEY,
        version INTEGER NOT NULL,
        filename TEXT NOT NULL,
        owner TEXT NOT NULL,
        editors TEXT NOT NULL,
        viewers TEXT NOT NULL,
        access TEXT NOT NULL,
        general_access TEXT NOT NULL,
        folder_id TEXT,
        added_time INTEGER NOT NULL,
        edited_time INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS saves_owner ON saves (owner);
    `,
  },
  {
    name: 'folders, comments and comment reads',
    sql: `
      CREATE TABLE IF NOT EXISTS folders (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        parent TEXT,
        path TEXT NOT NULL,
        structure_path TEXT NOT NULL,
        owner TEXT NOT NULL,
        editors TEXT NOT NULL,
        viewers TEXT NOT NULL,
        access TEXT NOT NULL,
        general_access TEXT NOT NULL,
        added_time INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS folders_owner ON folders (owner);
      CREATE INDEX IF NOT EXISTS folders_structure_path ON folders (structure_path);
      CREATE INDEX IF NOT EXISTS saves_folder_id ON saves (folder_id);
      CREATE TABLE IF NOT EXISTS comments (
        id TEXT PRIMARY KEY,
        save_id TEXT NOT NULL,
        owner TEXT NOT NULL,
        content TEXT NOT NULL,
        added_time INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS comments_save_id ON comments (save_id, added_time);
      CREATE TABLE IF NOT EXISTS comment_reads (
        save_id TEXT NOT NULL,
        reader_id TEXT NOT NULL,
        read_time INTEGER NOT NULL,
        PRIMARY KEY (save_id, reader_id)
      );
    `,
  },
  {
    name: 'accounts: codes, trusted devices, organisations, invites, subscriptions',
    sql: `
      CREATE TABLE IF NOT EXISTS auth_codes (
        user_id TEXT NOT NULL REFERENCES users (id),
        purpose TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, purpose)
      );
      CREATE TABLE IF NOT EXISTS trusted_devices (
        user_id TEXT NOT NULL REFERENCES users (id),
        device_hash TEXT NOT NULL,
        trusted_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, device_hash)
      );
      CREATE TABLE IF NOT EXISTS organisations (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        owner_id TEXT NOT NULL UNIQUE REFERENCES users (id),
        created_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS organisation_members (
        user_id TEXT PRIMARY KEY REFERENCES users (id),
        organisation_id TEXT NOT NULL REFERENCES organisations (id),
        role TEXT NOT NULL,
        joined_at INTEGER NOT NULL
      );
      CREATE INDEX IF NOT EXISTS organisation_members_organisation ON organisation_members (organisation_id);
      CREATE TABLE IF NOT EXISTS organisation_invites (
        id TEXT PRIMARY KEY,
        organisation_id TEXT NOT NULL REFERENCES organisations (id),
        email TEXT NOT NULL,
        token_hash TEXT NOT NULL UNIQUE,
        invited_by TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        closed_at INTEGER
      );
      CREATE INDEX IF NOT EXISTS organisation_invites_organisation ON organisation_invites (organisation_id);
      CREATE TABLE IF NOT EXISTS subscriptions (
        owner_id TEXT PRIMARY KEY REFERENCES users (id),
        record TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );
    `,
  },
  {
    name: 'catalogue, price overrides, client domains, design sessions and the admin flag',
    sql: `
      CREATE TABLE IF NOT EXISTS catalogue_items (
        kind TEXT NOT NULL,
        id TEXT NOT NULL,
        position INTEGER NOT NULL,
        type TEXT,
        subcategory TEXT,
        category TEXT,
        data TEXT NOT NULL,
        PRIMARY KEY (kind, id)
      );
      CREATE INDEX IF NOT EXISTS catalogue_items_kind_position ON catalogue_items (kind, position);
      CREATE TABLE IF NOT EXISTS catalogue_seed (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        version INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS catalogue_price_overrides (
        account_id TEXT NOT NULL,
        catalog_model_id TEXT NOT NULL,
        catalog_style_id TEXT NOT NULL,
        price REAL NOT NULL,
        PRIMARY KEY (account_id, catalog_model_id, catalog_style_id)
      );
      CREATE TABLE IF NOT EXISTS client_domains (
        host TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS client_domains_account_id ON client_domains (account_id);
      CREATE TABLE IF NOT EXISTS design_sessions (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        started_time INTEGER NOT NULL,
        refreshed_time INTEGER NOT NULL,
        autosave INTEGER NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS design_sessions_user_id ON design_sessions (user_id);
      ALTER TABLE users ADD COLUMN is_admin INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    name: 'favorite appliances of user data',
    sql: `
      CREATE TABLE IF NOT EXISTS favorite_appliances (
        user_id TEXT NOT NULL,
        appliance_type TEXT NOT NULL,
        catalog_model_id TEXT NOT NULL,
        PRIMARY KEY (user_id, appliance_type)
      );
    `,
  },
  {
    name: 'home host of users, subscriptions by their gateway id',
    sql: `
      ALTER TABLE users ADD COLUMN home_host TEXT;
      CREATE INDEX IF NOT EXISTS subscriptions_gateway_subscription
        ON subscriptions (json_extract(record, '$.gateway'), json_extract(record, '$.gatewaySubscriptionId'));
    `,
  },
  {
    name: 'general settings of user data',
    sql: `
      CREATE TABLE IF NOT EXISTS user_settings (
        user_id TEXT PRIMARY KEY,
        data TEXT NOT NULL
      );
    `,
  },
  {
    name: 'people who joined a save through its editing link',
    sql: `
      CREATE TABLE IF NOT EXISTS save_link_members (
        save_id TEXT NOT NULL,
        user_id TEXT NOT NULL,
        PRIMARY KEY (save_id, user_id)
      );
      CREATE INDEX IF NOT EXISTS save_link_members_user_id ON save_link_members (user_id);
    `,
  },
  {
    name: 'thumbnails of saves',
    sql: `
      CREATE TABLE IF NOT EXISTS save_thumbnails (
        save_id TEXT PRIMARY KEY,
        media_type TEXT NOT NULL,
        data BLOB NOT NULL,
        updated_at INTEGER NOT NULL
      );
    `,
  },
  {
    name: 'renders and custom slides kept with saves for their presentation',
    sql: `
      CREATE TABLE IF NOT EXISTS presentation_images (
        id TEXT PRIMARY KEY,
        save_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        name TEXT NOT NULL,
        media_type TEXT NOT NULL,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        byte_length INTEGER NOT NULL,
        included INTEGER NOT NULL,
        position INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        created_by TEXT NOT NULL,
        data BLOB NOT NULL
      );
      CREATE INDEX IF NOT EXISTS presentation_images_save_id ON presentation_images (save_id, kind, position);
    `,
  },
  {
    name: 'presentation PDFs kept with saves',
    sql: `
      CREATE TABLE IF NOT EXISTS printed_presentations (
        id TEXT PRIMARY KEY,
        save_id TEXT NOT NULL,
        name TEXT NOT NULL,
        byte_length INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        created_by TEXT NOT NULL,
        created_by_name TEXT NOT NULL,
        data BLOB NOT NULL
      );
      CREATE INDEX IF NOT EXISTS printed_presentations_save_id ON printed_presentations (save_id, created_at);
    `,
  },
];
