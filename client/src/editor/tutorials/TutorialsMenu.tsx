import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { GraduationCap } from 'lucide-react';
import { visibleTutorials, type TutorialListEntry } from '@kitchensync/schemas';
import { useSettings } from '../../session/useSettings';
import { useClientDomain } from '../catalogue/useClientDomain';
import { useTutorials, type TutorialId } from './useTutorials';
import '../tools/tools.css';
import './tutorials.css';

/**
 * The toolbar's Tutorials panel (spec 002 section 2): the seven tutorials, Render and Shortcuts
 * hidden on a client domain, each marked completed or not. Starting one also switches the person's
 * tutorial mode on (spec 002 section 4).
 */
export function TutorialsMenu() {
  const clientDomain = useClientDomain();
  const { settings, save } = useSettings();
  const open = useTutorials((state) => state.panelOpen);
  const setOpen = useTutorials((state) => state.setPanelOpen);
  const progress = useTutorials((state) => state.progress);
  const entries = visibleTutorials(clientDomain.data !== null && clientDomain.data !== undefined);

  const start = (id: TutorialId) => {
    useTutorials.getState().start(id);
    if (!settings.tutorialMode) save({ ...settings, tutorialMode: true });
  };
  const status = (entry: TutorialListEntry) => {
    if (entry.progressKey === null) return '';
    return progress[entry.progressKey] ? 'Completed' : 'Not completed';
  };

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <button type="button" title="Tutorials">
          <GraduationCap size={16} aria-hidden="true" />
          <span className="toolbar-label">Tutorials</span>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="dropdown-menu" align="start" sideOffset={4} aria-label="Tutorials">
          {entries.map((entry) => (
            <DropdownMenu.Item key={entry.id} className="dropdown-menu-item" onSelect={() => start(entry.id)}>
              {entry.title} <span className="tutorial-status">{status(entry)}</span>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
