import { type BuilderPhase, pairLetterChoices, type WorkoutDraft } from '@levelup/shared';
import { workoutBuilderScreenMessages as t } from '@/messages';
import { Button } from '@/ui/button';
import { pairColor } from '../model/pair-color';
import { BuilderDialog } from './builder-dialog';

interface PairLetterDialogProps {
  open: boolean;
  draft: WorkoutDraft;
  phase: BuilderPhase;
  selection: readonly string[];
  onChoose: (letter: string) => void;
  onCancel: () => void;
}

const nameOf = (draft: WorkoutDraft, id: string) => draft.exercises[id]?.name ?? id;

/**
 * 'Assign Pair Letter': the letters A to H. A letter in use shows its exercises and stays
 * choosable, so choosing it answers 'Letter unavailable' as the rules say. Cancel keeps the
 * selection, so a third or fourth exercise can join before a letter is chosen.
 */
export function PairLetterDialog({
  open,
  draft,
  phase,
  selection,
  onChoose,
  onCancel,
}: PairLetterDialogProps) {
  const names = selection.map((id) => nameOf(draft, id));
  return (
    <BuilderDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={t.assignPairTitle}
      description={t.assignPairText(names)}
      actions={
        <Button variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
      }
    >
      <ul className="wb-letter-grid">
        {pairLetterChoices(phase).map((choice) => {
          const members = choice.exerciseIds.map((id) => nameOf(draft, id));
          return (
            <li key={choice.letter}>
              <button
                type="button"
                className="wb-letter"
                data-free={choice.free}
                aria-label={
                  choice.free
                    ? t.pairLetter(choice.letter)
                    : t.pairLetterInUse(choice.letter, members)
                }
                onClick={() => onChoose(choice.letter)}
              >
                <span
                  className="wb-letter-badge"
                  style={{ background: pairColor(choice.letter) }}
                  aria-hidden="true"
                >
                  {choice.letter}
                </span>
                <span className="wb-letter-members" aria-hidden="true">
                  {choice.free ? t.free : members.join(' + ')}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </BuilderDialog>
  );
}
