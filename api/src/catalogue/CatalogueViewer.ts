import type { ClientDomainSettings, Plan } from '@kitchensync/schemas';

/** Who is looking at the catalogue: their plan decides locks, a client domain hides and restricts. */
export interface CatalogueViewer {
  plan: Plan;
  clientDomain: ClientDomainSettings | null;
}
