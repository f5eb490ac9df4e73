import {
  DEFAULT_INTENSITY_LEVEL,
  INTENSITY_LEVELS,
  type IntensityLevel,
  liveSessionMessages as m,
} from '@levelup/shared';
import { getCell } from '@levelup/shared/session';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useSessionSelector } from '@/lib/realtime/session-store';
import { selectedCells } from '../model/selection';
import { useTrainerCommands } from './session-commands';
import { type PanelDialogProps, SessionDialog } from './session-dialog';
import { useGridShape } from './use-grid-shape';
import { useSelection } from './use-selection';

/** Intensity: the five levels, for the selected cells or the whole session. */
export function IntensityDialog({ open, onOpenChange }: PanelDialogProps) {
  const commands = useTrainerCommands();
  const selection = useSelection();
  const shape = useGridShape();
  const cells = selectedCells(selection, shape);
  const current = useSessionSelector((state) => {
    if (!state) return DEFAULT_INTENSITY_LEVEL;
    const first = cells[0];
    const cell = first ? getCell(state, first.exerciseId, first.userId) : undefined;
    return cell?.intensity ?? state.intensity;
  });
  const choose = (level: IntensityLevel) => {
    commands.sendOp('intensity:set', cells.length > 0 ? { level, cells } : { level });
    onOpenChange(false);
  };
  return (
    <SessionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.intensityTitle}
      description={m.intensityScope(cells.length)}
    >
      <ToggleGroup.Root
        type="single"
        className="choice-list"
        aria-label={m.intensityTitle}
        value={current}
        onValueChange={(value) => {
          const level = INTENSITY_LEVELS.find((l) => l === value);
          if (level) choose(level);
        }}
      >
        {INTENSITY_LEVELS.map((level) => (
          <ToggleGroup.Item key={level} value={level} className="choice">
            {m.intensityLevels[level]}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </SessionDialog>
  );
}
