import {
  CatalogueCollectionsResponseSchema,
  DEFAULT_LENGTH_UNIT,
  SaveResponseSchema,
  type LengthUnit,
} from '@kitchensync/schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type * as Y from 'yjs';
import { useSaveConnection } from '../collab/useSaveConnection';
import { buildLayout } from '../doc/buildLayout';
import { COLLECTIONS_QUERY_KEY } from '../editor/layouts/KitchenLayouts';
import { layoutModelsQuery } from '../editor/layouts/layoutModelsQuery';
import { LoadingLayout } from '../editor/layouts/LoadingLayout';
import { buildKitchenLayout } from '../model/layouts/buildKitchenLayout';
import type { KitchenLayout } from '../model/layouts/kitchenLayout';
import { layoutCatalogue } from '../model/layouts/layoutCatalogue';
import { layoutInMeters } from '../model/layouts/layoutInMeters';
import { parseLayoutQuery } from '../model/layouts/parseLayoutQuery';
import { usableStyle } from '../model/layouts/usableStyle';
import { apiRequest } from './apiClient';
import { LoginForm } from './LoginForm';
import { useCurrentUser } from './useCurrentUser';
import { useSettings } from '../session/useSettings';
import { useCatalogueAccount } from '../editor/catalogue/useCatalogueAccount';

function Failure({ message }: { message: string }) {
  return (
    <main className="centered">
      <p className="error">{message}</p>
      <Link to="/">Back to KitchenSync</Link>
    </main>
  );
}

/**
 * Builds the asked layout into a new save of the signed-in user, then opens that save. Runs once:
 * the save is created, the layout written when the save's document has synced, and the editor
 * opened once the server has the layout on disk, so the editor loads it like any other design.
 */
function LayoutBuilder({
  layout,
  unit,
  wallThickness,
}: {
  layout: KitchenLayout;
  unit: LengthUnit;
  /** The person's default wall depth (settings), in meters, as drawn walls take it. */
  wallThickness: number;
}) {
  // Priced for the account whose prices apply here, as the catalogue panels are.
  const { accountId } = useCatalogueAccount();
  const navigate = useNavigate();
  const collections = useQuery({
    queryKey: COLLECTIONS_QUERY_KEY,
    queryFn: async () =>
      (await apiRequest('/catalogue/collections', CatalogueCollectionsResponseSchema)).data,
  });
  const styleUsable =
    collections.data === undefined ? null : usableStyle(layout.style, collections.data) !== null;
  const models = useQuery({ ...layoutModelsQuery(layout.style, accountId), enabled: styleUsable === true });
  const createSave = useMutation({
    mutationFn: () => apiRequest('/saves', SaveResponseSchema, { method: 'POST', body: { filename: '' } }),
  });
  const saveId = createSave.data?.save.id;
  const live = useSaveConnection(saveId);
  // Writing the layout is the one change this page makes to the design; as a mutation it reports
  // its outcome (the acknowledged sequence it started from, or its error) like the api calls do.
  const build = useMutation({
    mutationFn: async ({ doc, origin, savedSeq }: { doc: Y.Doc; origin: object; savedSeq: number }) => {
      const catalogue = layoutCatalogue(models.data ?? [], layout.style);
      const plan = buildKitchenLayout(layoutInMeters(layout, unit), catalogue.sizes, wallThickness);
      buildLayout(doc, origin, plan, catalogue, layout.style);
      return savedSeq;
    },
  });
  const asked = useRef(false);
  const built = useRef(false);
  const { mutate: create } = createSave;
  const { mutate: write } = build;

  useEffect(() => {
    if (models.data === undefined || asked.current) return;
    asked.current = true;
    create();
  }, [models.data, create]);

  useEffect(() => {
    if (built.current || !live.synced || live.connection === null) return;
    built.current = true;
    write({ doc: live.connection.doc, origin: live.connection.localOrigin, savedSeq: live.savedSeq });
  }, [live.synced, live.connection, live.savedSeq, write]);

  const onDisk = build.data !== undefined && live.saveState === 'saved' && live.savedSeq > build.data;
  useEffect(() => {
    if (onDisk && saveId !== undefined) void navigate(`/${saveId}`, { replace: true });
  }, [onDisk, saveId, navigate]);

  if (styleUsable === false) return <Navigate to="/" replace />;
  const error = collections.error ?? models.error ?? createSave.error ?? build.error;
  if (error) return <Failure message={error.message} />;
  if (live.error !== null) return <Failure message={live.error} />;
  if (live.accessLost || live.permissionDenied !== null)
    return <Failure message="This design could not be opened." />;
  return (
    <main className="centered">
      <LoadingLayout />
    </main>
  );
}

/**
 * The /app route (spec 001 section 2): a valid layout query becomes a new design holding that
 * layout; a query that must be ignored leads to the home page, where designs start empty. A
 * visitor who is not signed in continues as a guest first. The numbers are in the person's unit
 * (their settings), so the layout is read again in it once the settings are in.
 */
export function LayoutRoutePage() {
  const [params] = useSearchParams();
  // What makes a query unusable does not depend on the unit, save a length too long in it.
  const shaped = useMemo(() => parseLayoutQuery(params, DEFAULT_LENGTH_UNIT), [params]);
  const user = useCurrentUser();
  const { settings, loaded, error: settingsError } = useSettings();
  const unit = settings.measurementUnits;
  const layout = useMemo(() => parseLayoutQuery(params, unit), [params, unit]);

  if (shaped === null) return <Navigate to="/" replace />;
  if (user.isPending || (user.data && !loaded)) {
    return (
      <main className="centered">
        <LoadingLayout />
      </main>
    );
  }
  if (user.isError) return <Failure message={user.error.message} />;
  if (user.data === null) return <LoginForm />;
  // Without the person's unit the numbers cannot be read as they meant them.
  if (settingsError) return <Failure message={settingsError.message} />;
  if (layout === null) return <Navigate to="/" replace />;
  return <LayoutBuilder layout={layout} unit={unit} wallThickness={settings.wallDefaultDepth} />;
}
