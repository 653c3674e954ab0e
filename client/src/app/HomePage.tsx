import { SaveResponseSchema } from '@kitchensync/schemas';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from './apiClient';
import { GuestLoginForm } from './GuestLoginForm';
import { useCurrentUser } from './useCurrentUser';

export function HomePage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const createSave = useMutation({
    mutationFn: () => apiRequest('/saves', SaveResponseSchema, { method: 'POST', body: { filename: '' } }),
    onSuccess: (response) => navigate(`/${response.save.id}`),
  });

  if (user.isPending) return <p className="centered">Loading...</p>;
  if (user.isError) return <p className="centered error">{user.error.message}</p>;
  if (user.data === null) return <GuestLoginForm />;
  return (
    <main className="home">
      <h1>KitchenSync</h1>
      <p>Signed in as {user.data.email}</p>
      <button type="button" onClick={() => createSave.mutate()} disabled={createSave.isPending}>
        New design
      </button>
      {createSave.error && <p className="error">{createSave.error.message}</p>}
    </main>
  );
}
