import { API_CALLS, SaveResponseSchema } from '@kitchensync/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleUser, LogOut, Plus } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, apiRequest } from './apiClient';
import { BrandMark } from './BrandMark';
import { ContactUsSection } from './ContactUsSection';
import { LoginForm } from './LoginForm';
import { SaveLimitNotice } from './saves/SaveLimitNotice';
import { SavesPanel } from './saves/SavesPanel';
import { usePremiumUpsell } from '../session/usePremiumUpsell';
import { CURRENT_USER_QUERY_KEY, useCurrentUser } from './useCurrentUser';

// Loaded only when someone upgrades, so the home page does not carry the purchase form.
const PurchaseDialog = lazy(() =>
  import('../editor/billing/PurchaseDialog').then((module) => ({ default: module.PurchaseDialog })),
);

export function HomePage() {
  const purchasing = usePremiumUpsell((state) => state.purchasing);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: () => apiRequest('/auth/logout', API_CALLS.logout.response, { method: 'POST' }),
    onSuccess: () => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null),
  });
  const createSave = useMutation({
    mutationFn: () => apiRequest('/saves', SaveResponseSchema, { method: 'POST', body: { filename: '' } }),
    onSuccess: (response) => navigate(`/${response.save.id}`),
  });

  // After a purchase the plan may keep more saves: the limit notice goes, and New design may be tried again.
  const resetCreate = createSave.reset;
  useEffect(
    () =>
      usePremiumUpsell.subscribe((state, previous) => {
        if (previous.purchasing && !state.purchasing) resetCreate();
      }),
    [resetCreate],
  );

  if (user.isPending) return <p className="centered">Loading...</p>;
  if (user.isError) return <p className="centered error">{user.error.message}</p>;
  if (user.data === null) {
    return (
      <>
        <LoginForm />
        <ContactUsSection />
      </>
    );
  }
  return (
    <main className="home">
      <header className="home-header">
        <h1>
          <BrandMark />
          KitchenSync
        </h1>
        <nav className="home-nav" aria-label="Account">
          <span className="hint">Signed in as {user.data.email}</span>
          <Link to="/account/setup" className="home-account-link">
            <CircleUser size={16} aria-hidden="true" />
            Account
          </Link>
        </nav>
      </header>
      <button
        type="button"
        className="button-primary new-design"
        onClick={() => createSave.mutate()}
        disabled={createSave.isPending}
      >
        <Plus size={16} aria-hidden="true" />
        New design
      </button>
      {createSave.error instanceof ApiError && createSave.error.code === 'save/limit_reached' ? (
        <SaveLimitNotice />
      ) : (
        createSave.error && <p className="error">{createSave.error.message}</p>
      )}
      <SavesPanel user={user.data} />
      <button
        type="button"
        className="link-button"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        <LogOut size={14} aria-hidden="true" />
        Log out
      </button>
      {logout.error && <p className="error">{logout.error.message}</p>}
      <ContactUsSection />
      {purchasing && (
        <Suspense fallback={null}>
          <PurchaseDialog />
        </Suspense>
      )}
    </main>
  );
}
