import { API_CALLS } from '@kitchensync/schemas';
import { ArrowLeft } from 'lucide-react';
import { BrandMark } from '../BrandMark';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BillingDialogs } from '../../editor/billing/BillingDialogs';
import { usePremiumUpsell } from '../../session/usePremiumUpsell';
import { apiRequest } from '../apiClient';
import { LoginForm } from '../LoginForm';
import { useCurrentUser } from '../useCurrentUser';
import { AccountSection } from './AccountSection';
import { ACCOUNT_QUERY_KEYS } from './accountQueryKeys';
import { InvitationSection } from './InvitationSection';
import { OrganisationSection } from './OrganisationSection';
import { PlanSection } from './PlanSection';
import { SessionsSection } from './SessionsSection';

/**
 * The account setup page on the app host (spec 000 section 2): an organisation's invitation when
 * the mailed link carries one, then the account, its sessions, its organisation and its plan.
 */
export function AccountSetupPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const inviteToken = searchParams.get('invite');
  const [joined, setJoined] = useState<string | null>(null);
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const signedIn = user.data !== undefined && user.data !== null;
  const account = useQuery({
    queryKey: ACCOUNT_QUERY_KEYS.account,
    queryFn: async () => (await apiRequest('/account', API_CALLS.account.response)).data,
    enabled: signedIn,
  });

  // The purchase dialog refreshes its own queries; the plan and organisation shown here follow it.
  useEffect(
    () =>
      usePremiumUpsell.subscribe((state, previous) => {
        if (previous.purchasing && !state.purchasing)
          void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEYS.account });
      }),
    [queryClient],
  );

  const joinedOrganisation = (organisationName: string) => {
    setJoined(organisationName);
    setSearchParams({}, { replace: true });
  };

  if (user.isPending) return <p className="centered">Loading...</p>;
  if (user.isError) return <p className="centered error">{user.error.message}</p>;

  return (
    <main className="home account-setup">
      <Link to="/" className="brand">
        <BrandMark />
        KitchenSync
      </Link>
      <h1>Account</h1>
      <Link to="/" className="back-link">
        <ArrowLeft size={16} aria-hidden="true" />
        Back to designs
      </Link>
      {joined && <p role="status">You joined {joined}.</p>}
      {inviteToken !== null && (
        <InvitationSection token={inviteToken} user={user.data} onJoined={joinedOrganisation} />
      )}
      {inviteToken === null && user.data === null && <LoginForm />}
      {signedIn && account.error && <p className="error">{account.error.message}</p>}
      {signedIn && account.data && (
        <>
          <AccountSection key={account.data.user.id} user={account.data.user} />
          <SessionsSection />
          {account.data.organisation && <OrganisationSection />}
          <PlanSection account={account.data} />
          <BillingDialogs />
        </>
      )}
    </main>
  );
}
