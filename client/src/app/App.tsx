import { Route, Routes } from 'react-router';
import { EditorPage } from '../editor/EditorPage';
import { HomePage } from './HomePage';

export function App() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/:saveId" element={<EditorPage />} />
    </Routes>
  );
}
