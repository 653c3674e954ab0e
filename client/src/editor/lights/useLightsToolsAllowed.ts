import { useClientDomain } from '../catalogue/useClientDomain';

/**
 * Whether this person may see the Lights tools: not on a client domain (spec 002 section 6). Until
 * the api has said which host this is they stay hidden, so a client never sees them flash by.
 */
export function useLightsToolsAllowed(): boolean {
  const clientDomain = useClientDomain();
  return clientDomain.isSuccess && clientDomain.data === null;
}
