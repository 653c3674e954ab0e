/** The account setup page's queries, refreshed together after anything that changes membership or plan. */
export const ACCOUNT_QUERY_KEYS = {
  account: ['account'] as const,
  sessions: ['account', 'sessions'] as const,
  organisation: ['account', 'organisation'] as const,
  subscription: ['account', 'subscription'] as const,
};
