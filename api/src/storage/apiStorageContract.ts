import { describe } from 'vitest';
import { describeAuthCodeRepositoryContract } from '../auth/describeAuthCodeRepositoryContract';
import { describeSessionRepositoryContract } from '../auth/describeSessionRepositoryContract';
import { describeTrustedDeviceRepositoryContract } from '../auth/describeTrustedDeviceRepositoryContract';
import { describeSubscriptionRepositoryContract } from '../billing/describeSubscriptionRepositoryContract';
import { describeOrganisationRepositoryContract } from '../organisations/describeOrganisationRepositoryContract';
import { describeUserRepositoryContract } from '../auth/describeUserRepositoryContract';
import { describeCommentRepositoryContract } from '../comments/describeCommentRepositoryContract';
import { describeFolderRepositoryContract } from '../folders/describeFolderRepositoryContract';
import { describeSaveRepositoryContract } from '../saves/describeSaveRepositoryContract';
import { describeSaveThumbnailRepositoryContract } from '../saves/describeSaveThumbnailRepositoryContract';
import { describePresentationImageRepositoryContract } from '../presentations/describePresentationImageRepositoryContract';
import { describePrintedPresentationRepositoryContract } from '../presentations/describePrintedPresentationRepositoryContract';
import type { OpenTestStorage } from './OpenTestStorage';
import { describeAdminRepositoryContract } from '../catalogue/describeAdminRepositoryContract';
import { describeCatalogueRepositoryContract } from '../catalogue/describeCatalogueRepositoryContract';
import { describeClientDomainRepositoryContract } from '../clientDomains/describeClientDomainRepositoryContract';
import { describeDesignSessionRepositoryContract } from '../designSessions/describeDesignSessionRepositoryContract';
import { describeUserDataRepositoryContract } from '../userData/describeUserDataRepositoryContract';

/**
 * What every storage adapter must do, repository by repository. `open` gives a fresh, empty store
 * for each test; `dispose` removes whatever it left behind.
 */
export function apiStorageContract(name: string, open: OpenTestStorage): void {
  describe(`${name} api storage`, () => {
    describeUserRepositoryContract(open);
    describeSessionRepositoryContract(open);
    describeSaveRepositoryContract(open);
    describeSaveThumbnailRepositoryContract(open);
    describePresentationImageRepositoryContract(open);
    describePrintedPresentationRepositoryContract(open);
    describeFolderRepositoryContract(open);
    describeCommentRepositoryContract(open);
    describeAuthCodeRepositoryContract(open);
    describeTrustedDeviceRepositoryContract(open);
    describeOrganisationRepositoryContract(open);
    describeSubscriptionRepositoryContract(open);
    describeCatalogueRepositoryContract(open);
    describeAdminRepositoryContract(open);
    describeClientDomainRepositoryContract(open);
    describeDesignSessionRepositoryContract(open);
    describeUserDataRepositoryContract(open);
  });
}
