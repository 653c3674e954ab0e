import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { HomePage } from './HomePage';
import { lazyPage } from './lazyPage';

const loadEditorPage = () => import('../editor/EditorPage').then((page) => page.EditorPage);
const EditorPage = lazyPage(loadEditorPage);
const LayoutRoutePage = lazyPage(() => import('./LayoutRoutePage').then((page) => page.LayoutRoutePage));

// Opening a design starts the editor's download (three included) as this chunk runs, in parallel
// with React's first render, instead of when the route first renders.
if (!['/', '/app'].includes(window.location.pathname)) void loadEditorPage();

export function App() {
  return (
    <Suspense fallback={<p className="centered">Loading...</p>}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/app" element={<LayoutRoutePage />} />
        <Route path="/:saveId" element={<EditorPage />} />
      </Routes>
    </Suspense>
  );
}
