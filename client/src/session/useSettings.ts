import { SettingsResponseSchema, SettingsSchema, type Settings } from '@kitchensync/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../app/apiClient';
import { useCurrentUser } from '../app/useCurrentUser';

const DEFAULT_SETTINGS: Settings = SettingsSchema.parse({});
const SETTINGS_FRESH_MS = 30_000;

export function settingsQueryKey(userId: string | null) {
  return ['userData', 'settings', userId] as const;
}

export interface SettingsHandle {
  /** The person's settings; the defaults until they load, and for someone not signed in. */
  settings: Settings;
  /** False while the signed-in person's stored settings are still on their way (true once read or failed). */
  loaded: boolean;
  /** Why the last change could not be kept (it was undone), or why they could not be read. */
  error: Error | null;
  /** Applies at once and stores them for the person; a change the api refuses is rolled back. */
  save(next: Settings): void;
}

/**
 * The General Settings of the signed-in person (session scope, never in the design document),
 * stored with their user data by the api so they follow them to every browser. Someone not signed
 * in (a viewer of a public link) works with the defaults; their changes last for the page only.
 */
export function useSettings(): SettingsHandle {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const userId = user.data?.id ?? null;
  const key = settingsQueryKey(userId);
  const stored = useQuery({
    queryKey: key,
    queryFn: async () =>
      userId === null
        ? DEFAULT_SETTINGS
        : (await apiRequest('/userData/settings', SettingsResponseSchema)).data,
    enabled: !user.isPending,
    // Read again when the person comes back to this tab, so a change made in another browser shows.
    staleTime: SETTINGS_FRESH_MS,
  });
  const store = useMutation({
    // One at a time, in order, so an earlier change can never land after a later one.
    scope: { id: 'settings' },
    mutationFn: (next: Settings) =>
      apiRequest('/userData/settings', SettingsResponseSchema, { method: 'PUT', body: next }),
    onMutate: async (next) => {
      // A read still on its way must not land over the change.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Settings>(key);
      queryClient.setQueryData(key, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(key, context.previous);
    },
  });
  return {
    settings: stored.data ?? DEFAULT_SETTINGS,
    loaded: !stored.isPending,
    error: store.error ?? stored.error,
    save: (next) => {
      const checked = SettingsSchema.parse(next);
      if (userId === null) queryClient.setQueryData(key, checked);
      else store.mutate(checked);
    },
  };
}
