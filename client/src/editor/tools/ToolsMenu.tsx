import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Wrench } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useEditorTools } from '../../session/useEditorTools';
import { useLightsTool } from '../../session/useLightsTool';
import { useBacksplashWizard } from '../../session/useBacksplashWizard';
import { useLightsWizard } from '../../session/useLightsWizard';
import { useLightsToolsAllowed } from '../lights/useLightsToolsAllowed';
import { useMeasureTool } from '../../session/useMeasureTool';
import { MeasureMenuItems } from '../measurements/MeasureMenuItems';
import { EDITOR_SHORTCUTS, type ShortcutId } from '../shortcuts/editorShortcuts';
import { useShortcuts } from '../shortcuts/useShortcuts';
import './tools.css';

const LISTED_SHORTCUTS = Object.keys(EDITOR_SHORTCUTS) as ShortcutId[];

export interface ToolsMenuProps {
  /** Ends the page's wall and island wall drawing, so only one tool takes the design's clicks. */
  onStopDrawing(): void;
}

/**
 * The toolbar's Tools menu (spec 002 section 2) with the tools that exist so far, the Backsplash
 * wizard, Notes, Favorites,
 * Lights and the Lights Wizard (hidden on a client domain), Measure and Measurements, and the list of keyboard shortcuts.
 * It binds the tools' shortcuts: Ctrl+Alt+T opens the menu, Ctrl+Alt+N starts a new note,
 * Ctrl+Shift+F opens or closes Favorites, and Ctrl+K returns to the select tool, ending any drawing,
 * placing or measuring.
 */
export function ToolsMenu({ onStopDrawing }: ToolsMenuProps) {
  const [open, setOpen] = useState(false);
  const lightsAllowed = useLightsToolsAllowed();
  const placingLights = useLightsTool((state) => state.placingLights);
  const startNote = () => {
    onStopDrawing();
    useLightsTool.getState().stop();
    useMeasureTool.getState().stopMeasuring();
    useEditorTools.getState().startPlacingNote();
  };
  const toggleLights = () => {
    onStopDrawing();
    useEditorTools.getState().stopPlacingNote();
    useMeasureTool.getState().stopMeasuring();
    useLightsTool.getState().toggle();
  };
  const toggleFavorites = () => useEditorTools.getState().toggleFavorites();
  useEffect(
    () => () => {
      // The tools belong to this editor: another design, or this one as a viewer, starts without them.
      useEditorTools.getState().stopPlacingNote();
      useEditorTools.getState().closeFavorites();
      useLightsTool.getState().stop();
      useMeasureTool.getState().stopMeasuring();
      useBacksplashWizard.getState().close();
    },
    [],
  );
  useShortcuts({
    toolsPanel: () => setOpen((current) => !current),
    newNote: startNote,
    favoritesTool: toggleFavorites,
    selectTool: () => {
      onStopDrawing();
      useEditorTools.getState().stopPlacingNote();
      useLightsTool.getState().stop();
      useMeasureTool.getState().stopMeasuring();
      setOpen(false);
    },
  });

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <button type="button" title="Tools (Ctrl+Alt+T)">
          <Wrench size={16} aria-hidden="true" />
          <span className="toolbar-label">Tools</span>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="dropdown-menu" align="start" sideOffset={4}>
          <DropdownMenu.Item
            className="dropdown-menu-item"
            onSelect={() => {
              onStopDrawing();
              useEditorTools.getState().stopPlacingNote();
              useLightsTool.getState().stop();
              useMeasureTool.getState().stopMeasuring();
              useBacksplashWizard.getState().start();
            }}
          >
            Backsplash wizard
          </DropdownMenu.Item>
          <DropdownMenu.Item className="dropdown-menu-item" onSelect={startNote}>
            Notes <kbd>{EDITOR_SHORTCUTS.newNote.keys[0]}</kbd>
          </DropdownMenu.Item>
          <DropdownMenu.Item className="dropdown-menu-item" onSelect={toggleFavorites}>
            Favorites <kbd>{EDITOR_SHORTCUTS.favoritesTool.keys[0]}</kbd>
          </DropdownMenu.Item>
          {lightsAllowed && (
            <DropdownMenu.CheckboxItem
              className="dropdown-menu-item"
              checked={placingLights}
              onSelect={toggleLights}
            >
              Lights
            </DropdownMenu.CheckboxItem>
          )}
          {lightsAllowed && (
            <DropdownMenu.Item
              className="dropdown-menu-item"
              onSelect={() => {
                onStopDrawing();
                useLightsTool.getState().stop();
                useLightsWizard.getState().start();
              }}
            >
              Lights Wizard
            </DropdownMenu.Item>
          )}
          <MeasureMenuItems
            onStopOtherTools={() => {
              onStopDrawing();
              useEditorTools.getState().stopPlacingNote();
              useLightsTool.getState().stop();
            }}
          />
          <DropdownMenu.Separator className="dropdown-menu-separator" />
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger className="dropdown-menu-item">
              Keyboard shortcuts ›
            </DropdownMenu.SubTrigger>
            <DropdownMenu.Portal>
              <DropdownMenu.SubContent className="dropdown-menu" aria-label="Keyboard shortcuts">
                {LISTED_SHORTCUTS.map((id) => (
                  <DropdownMenu.Label key={id} className="dropdown-menu-shortcut">
                    {EDITOR_SHORTCUTS[id].description} <kbd>{EDITOR_SHORTCUTS[id].keys.join(' or ')}</kbd>
                  </DropdownMenu.Label>
                ))}
              </DropdownMenu.SubContent>
            </DropdownMenu.Portal>
          </DropdownMenu.Sub>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
