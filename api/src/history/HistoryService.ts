import {
  canEdit,
  searchFilename,
  type AuthUser,
  type CheckpointResponse,
  type HistoryListResponse,
  type HistoryVersionResponse,
  type RestoreVersionResponse,
  type SaveResponse,
} from '@kitchensync/schemas';
import { ApiError } from '../http/ApiError';
import type { SavesService } from '../saves/SavesService';
import type { DesignHistory } from './DesignHistory';
import { historyErrorCode } from './historyErrorCode';

/**
 * Who may do what with a save's history. Any role may browse it (a viewer sees the design anyway);
 * only owners and editors may add to it or restore, since a restore changes the design for everyone.
 * Access is checked through `SavesService.read`, so someone who may not view the save gets exactly
 * the answer reading the save would give them, and the history port is never asked.
 */
export class HistoryService {
  constructor(
    private readonly saves: Pick<SavesService, 'read'>,
    private readonly history: DesignHistory,
  ) {}

  async list(saveId: string, reader: AuthUser | null): Promise<HistoryListResponse> {
    await this.saves.read(saveId, reader);
    return this.ask(() => this.history.list(saveId));
  }

  async readVersion(saveId: string, seq: number, reader: AuthUser | null): Promise<HistoryVersionResponse> {
    const { save } = await this.saves.read(saveId, reader);
    const contents = await this.ask(() => this.history.readAt(saveId, seq));
    // The save's own record (name, owner, sharing) is the api's and has no history: it is shown as it
    // is now, with the style and handle the design had then.
    const document = { ...contents.document, ...save, searchFilename: searchFilename(save.filename) };
    return { seq, contents: { ...contents, document } };
  }

  async checkpoint(saveId: string, reader: AuthUser | null, label: string): Promise<CheckpointResponse> {
    await this.editable(saveId, reader);
    return { checkpoint: await this.ask(() => this.history.checkpoint(saveId, label, reader?.id ?? null)) };
  }

  async restore(saveId: string, reader: AuthUser | null, seq: number): Promise<RestoreVersionResponse> {
    await this.editable(saveId, reader);
    return { seq: await this.ask(() => this.history.restore(saveId, seq, reader?.id ?? null)) };
  }

  private async editable(saveId: string, reader: AuthUser | null): Promise<SaveResponse> {
    const readable = await this.saves.read(saveId, reader);
    if (!canEdit(readable.role)) throw new ApiError('history/forbidden');
    return readable;
  }

  /** Turns the port's documented failures into catalogue errors; anything else stays unexpected. */
  private async ask<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const code = historyErrorCode(error);
      if (code) throw new ApiError(code);
      throw error;
    }
  }
}
