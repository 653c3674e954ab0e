import { lazy, type ComponentType } from 'react';

/**
 * A route's page loaded as its own chunk on first visit, so the pages that do not need it (the home
 * page and login do not need three or the editor) never wait for it. A chunk that fails to load (the
 * network dropped, or a deploy replaced it) shows what happened instead of an empty page.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  return lazy(() =>
    load().then(
      (page) => ({ default: page }),
      (error: unknown) => ({
        default: function PageLoadFailure() {
          return (
            <main className="centered">
              <p className="error" role="alert">
                This page could not be loaded ({error instanceof Error ? error.message : String(error)}).
                Reload the page to try again.
              </p>
            </main>
          );
        },
      }),
    ),
  );
}
