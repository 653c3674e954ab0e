import type { AuthUser, Credential } from '@kitchensync/schemas';

/** What the sharing rules need to know about the person sharing (see `SharingContext` in schemas). */
export interface SharingStanding {
  /** Whether their organisation has coworkers: without them folders stay locked and nobody is invited. */
  readonly hasCoworkers: boolean;
  /** Whether they are on a paid plan: with coworkers, only a licence may make things private. */
  readonly licensed: boolean;
}

/**
 * Who a person may share with (spec 000 sections 4, 6 and 8). The organisation model decides it
 * (`OrganisationInviteeDirectory`, what `createApi` builds). A null answer is refused with
 * auth/user_inaccessible ("User is not a part of your organization. …").
 */
export interface InviteeDirectory {
  standing(actor: AuthUser): Promise<SharingStanding>;
  /** The credential behind an invited e-mail, when the actor may share with it. */
  findByEmail(actor: AuthUser, email: string): Promise<Credential | null>;
  /** The credential behind an id newly put on a people list, when the actor may share with it. */
  findById(actor: AuthUser, credentialId: string): Promise<Credential | null>;
}
