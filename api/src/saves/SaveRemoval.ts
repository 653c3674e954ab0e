import type { CommentRepository } from '../comments/CommentRepository';
import type { DesignDocuments } from './DesignDocuments';
import type { SaveRepository } from './SaveRepository';
import type { SaveThumbnailRepository } from './SaveThumbnailRepository';
import type { PresentationImageRepository } from '../presentations/PresentationImageRepository';
import type { PrintedPresentationRepository } from '../presentations/PrintedPresentationRepository';

/**
 * Deletes saves with everything that hangs off them: metadata first, so that no new ticket can be
 * issued, then open connections are told (they lose their access at once), then comments, the
 * thumbnail, the pictures and PDFs kept for its presentation and the design itself.
 */
export class SaveRemoval {
  constructor(
    private readonly saves: SaveRepository,
    private readonly comments: CommentRepository,
    private readonly designs: DesignDocuments | undefined,
    private readonly onSharingChanged: (saveId: string) => void | Promise<void>,
    private readonly thumbnails: SaveThumbnailRepository,
    private readonly presentationImages: PresentationImageRepository,
    private readonly printedPresentations: PrintedPresentationRepository,
  ) {}

  async remove(saveIds: readonly string[]): Promise<void> {
    if (saveIds.length === 0) return;
    await this.saves.deleteMany(saveIds);
    await Promise.all(saveIds.map(async (saveId) => this.onSharingChanged(saveId)));
    await this.comments.deleteBySaves(saveIds);
    await this.thumbnails.deleteBySaves(saveIds);
    await this.presentationImages.deleteBySaves(saveIds);
    await this.printedPresentations.deleteBySaves(saveIds);
    for (const saveId of saveIds) await this.designs?.remove(saveId);
  }
}
