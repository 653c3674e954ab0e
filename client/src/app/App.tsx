import { Route, Routes } from 'react-router';
import { EditorPage } from '../editor/EditorPage';
import { HomePage } from './HomePage';
import { LayoutRoutePage } from './LayoutRoutePage';

export function App() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/app" element={<LayoutRoutePage />} />
      <Route path="/:saveId" element={<EditorPage />} />
    </Routes>
  );
}
