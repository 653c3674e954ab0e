import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useMeasureTool } from '../../session/useMeasureTool';
import { useSettings } from '../../session/useSettings';

export interface MeasureMenuItemsProps {
  /** Ends the other tools that take the design's clicks. */
  onStopOtherTools(): void;
}

/**
 * The Tools menu's Measure (turns the Measure tool on or off) and Measurements (shows or hides
 * every measurement: the person's `measurements` setting) items.
 */
export function MeasureMenuItems({ onStopOtherTools }: MeasureMenuItemsProps) {
  const measuring = useMeasureTool((state) => state.measuring);
  const { settings, save } = useSettings();
  return (
    <>
      <DropdownMenu.CheckboxItem
        className="dropdown-menu-item"
        checked={measuring}
        onCheckedChange={(on) => {
          if (on) {
            onStopOtherTools();
            useMeasureTool.getState().startMeasuring();
          } else {
            useMeasureTool.getState().stopMeasuring();
          }
        }}
      >
        Measure {measuring && '✓'}
      </DropdownMenu.CheckboxItem>
      <DropdownMenu.CheckboxItem
        className="dropdown-menu-item"
        checked={settings.measurements}
        onCheckedChange={(on) => save({ ...settings, measurements: on })}
      >
        Measurements {settings.measurements && '✓'}
      </DropdownMenu.CheckboxItem>
    </>
  );
}
