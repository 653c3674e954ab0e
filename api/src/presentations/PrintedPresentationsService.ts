import { randomUUID } from 'node:crypto';
import {
  PRINTED_PRESENTATION_LIMITS,
  decodePrintedPresentationDataUrl,
  type AddPrintedPresentationRequest,
  type ApiErrorCode,
  type AuthUser,
  type PrintedPresentation,
  type PrintedPresentationRefusal,
  type PrintedPresentationsResponse,
} from '@kitchensync/schemas';
import { ApiError } from '../http/ApiError';
import type { SavesService } from '../saves/SavesService';
import type {
  PrintedPresentationRecord,
  PrintedPresentationRepository,
  StoredPrintedPresentation,
} from './PrintedPresentationRepository';

const REFUSAL_CODES: Record<PrintedPresentationRefusal, ApiErrorCode> = {
  not_pdf: 'printedPresentation/not_pdf',
  too_large: 'printedPresentation/too_large',
};

function toWire(record: PrintedPresentationRecord): PrintedPresentation {
  const { saveId: _saveId, ...presentation } = record;
  return presentation;
}

/**
 * The presentation PDFs printed from a save and kept with it (issue 16 item 9), so the save's
 * editors find them in the Presentation Edit popup. Whoever may view the save may list and read
 * them; only those who may edit it keep and delete them. No view right answers like a missing save.
 */
export class PrintedPresentationsService {
  constructor(
    private readonly presentations: PrintedPresentationRepository,
    private readonly saves: Pick<SavesService, 'readable'>,
    private readonly now: () => number = Date.now,
  ) {}

  async list(saveId: string, reader: AuthUser | null): Promise<PrintedPresentationsResponse> {
    await this.saves.readable(saveId, reader);
    return { presentations: (await this.presentations.list(saveId)).map(toWire) };
  }

  async read(saveId: string, printedId: string, reader: AuthUser | null): Promise<StoredPrintedPresentation> {
    await this.saves.readable(saveId, reader);
    const presentation = await this.presentations.find(saveId, printedId);
    if (presentation === null) throw new ApiError('printedPresentation/not_found');
    return presentation;
  }

  async add(
    saveId: string,
    actor: AuthUser | null,
    request: AddPrintedPresentationRequest,
  ): Promise<PrintedPresentation> {
    const editor = await this.requireEdit(saveId, actor);
    const decoded = decodePrintedPresentationDataUrl(request.pdf);
    if (!decoded.ok) throw new ApiError(REFUSAL_CODES[decoded.refusal]);
    const kept = await this.presentations.list(saveId);
    if (kept.length >= PRINTED_PRESENTATION_LIMITS.maxPerSave)
      throw new ApiError('printedPresentation/limit_reached');
    const presentation: StoredPrintedPresentation = {
      id: `ppdf_${randomUUID().replace(/-/g, '')}`,
      saveId,
      name: request.name,
      byteLength: decoded.bytes.length,
      createdAt: this.now(),
      createdBy: editor.id,
      createdByName: editor.name.trim() || editor.email,
      bytes: decoded.bytes,
    };
    await this.presentations.add(presentation);
    return toWire(presentation);
  }

  async delete(saveId: string, printedId: string, actor: AuthUser | null): Promise<void> {
    await this.requireEdit(saveId, actor);
    if (!(await this.presentations.delete(saveId, printedId)))
      throw new ApiError('printedPresentation/not_found');
  }

  /** The editor making the change; someone not logged in never edits (schemas' `saveRole`). */
  private async requireEdit(saveId: string, actor: AuthUser | null): Promise<AuthUser> {
    const { flags } = await this.saves.readable(saveId, actor);
    if (!flags.edit) throw new ApiError('save/forbidden');
    if (actor === null) throw new ApiError('auth/required');
    return actor;
  }
}
