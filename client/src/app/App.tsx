import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { HomePage } from './HomePage';
import { lazyPage } from './lazyPage';
import { loadEditorPage } from './loadEditorPage';

const EditorPage = lazyPage(loadEditorPage);
const AccountSetupPage = lazyPage(() =>
  import('./account/AccountSetupPage').then((page) => page.AccountSetupPage),
);
const LayoutRoutePage = lazyPage(() => import('./LayoutRoutePage').then((page) => page.LayoutRoutePage));

export function App() {
  return (
    <Suspense fallback={<p className="centered">Loading...</p>}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/app" element={<LayoutRoutePage />} />
        <Route path="/account/setup" element={<AccountSetupPage />} />
        <Route path="/:saveId" element={<EditorPage />} />
      </Routes>
    </Suspense>
  );
}
