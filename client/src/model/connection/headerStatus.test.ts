import { describe, expect, it } from 'vitest';
import { headerStatus } from './headerStatus';

const editor = { editable: true, everSynced: true } as const;

describe('headerStatus', () => {
  it('says only Connecting… while an editor first connects, not Offline beside it', () => {
    expect(
      headerStatus({ ...editor, everSynced: false, connection: 'connecting', saveState: 'offline' }),
    ).toEqual({ connection: 'Connecting…', saving: null });
  });

  it('says Live and the save state once connected', () => {
    expect(headerStatus({ ...editor, connection: 'connected', saveState: 'saved' })).toEqual({
      connection: 'Live',
      saving: 'Saved',
    });
    expect(headerStatus({ ...editor, connection: 'connected', saveState: 'saving' })).toEqual({
      connection: 'Live',
      saving: 'Saving…',
    });
  });

  it('says Offline once, by the save state, when the server is away', () => {
    expect(headerStatus({ ...editor, connection: 'disconnected', saveState: 'offline' })).toEqual({
      connection: null,
      saving: 'Offline',
    });
  });

  it('keeps an editor’s Offline while it reconnects after having been live: the edits are not saved', () => {
    expect(headerStatus({ ...editor, connection: 'connecting', saveState: 'offline' })).toEqual({
      connection: 'Connecting…',
      saving: 'Offline',
    });
  });

  it('says Offline for an editor who never got through, once the first attempt has failed', () => {
    expect(
      headerStatus({ ...editor, everSynced: false, connection: 'disconnected', saveState: 'offline' }),
    ).toEqual({ connection: null, saving: 'Offline' });
  });

  it('gives a viewer the connection only', () => {
    expect(
      headerStatus({ editable: false, everSynced: true, connection: 'disconnected', saveState: 'offline' }),
    ).toEqual({ connection: 'Offline', saving: null });
  });
});
