import { WORKOUT_LEVELS, type WorkoutLevel } from '@levelup/shared';
import { workoutBuilderScreenMessages as t } from '@/messages';
import { Button } from '@/ui/button';
import { BuilderDialog } from './builder-dialog';

interface LevelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: WorkoutLevel | '';
  onChoose: (level: WorkoutLevel) => void;
}

/** 'Select Workout Level': Novice, Beginner, Intermediate or Advanced; choosing one closes it. */
export function LevelDialog({ open, onOpenChange, value, onChoose }: LevelDialogProps) {
  return (
    <BuilderDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.levelTitle}
      actions={
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          {t.cancel}
        </Button>
      }
    >
      <div className="wb-level-list">
        {WORKOUT_LEVELS.map((level) => (
          <button
            key={level}
            type="button"
            className="wb-level"
            aria-pressed={value === level}
            onClick={() => onChoose(level)}
          >
            {t.workoutLevels[level]}
          </button>
        ))}
      </div>
    </BuilderDialog>
  );
}
