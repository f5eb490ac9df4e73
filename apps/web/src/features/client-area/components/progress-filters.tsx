import { MUSCLE_GROUPS, type MuscleGroup, PROGRESS_MONTHS } from '@levelup/shared/history';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { clientAreaMessages as m } from '@/messages';
import { StrokeIcon } from '@/ui/stroke-icon';
import type { ProgressFilter } from '../api/get-progress';

const groupLabels = (): Record<MuscleGroup, string> => ({
  upper: m.upperBody,
  lower: m.lowerBody,
  core: m.core,
});

const isGroup = (value: string): value is MuscleGroup =>
  (MUSCLE_GROUPS as readonly string[]).includes(value);

/** A pressed filter shows a tick as well as its fill, so it reads without colour. */
function Tick() {
  return (
    <span className="chip-tick">
      <StrokeIcon d="M5 12.5l4.5 4.5L19 7.5" strokeWidth={2.6} strokeLinecap="round" fill="none" />
    </span>
  );
}

/**
 * The progression chart's filters: one body part group and one period, each pressed again to
 * clear it (back to every exercise, and to the spec's 7 weeks).
 */
export function ProgressFilters({
  filter,
  onChange,
}: {
  filter: ProgressFilter;
  onChange: (filter: ProgressFilter) => void;
}) {
  return (
    <div className="progress-filters">
      <ToggleGroup.Root
        type="single"
        className="chip-row"
        aria-label={m.bodyPartFilters}
        value={filter.group ?? ''}
        onValueChange={(value) =>
          onChange({ ...filter, group: isGroup(value) ? value : undefined })
        }
      >
        {MUSCLE_GROUPS.map((group) => (
          <ToggleGroup.Item key={group} value={group} className="chip">
            <Tick />
            {groupLabels()[group]}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      <ToggleGroup.Root
        type="single"
        className="chip-row"
        aria-label={m.periodFilters}
        value={filter.months ? String(filter.months) : ''}
        onValueChange={(value) =>
          onChange({
            ...filter,
            months: PROGRESS_MONTHS.find((months) => String(months) === value),
          })
        }
      >
        {PROGRESS_MONTHS.map((months) => (
          <ToggleGroup.Item key={months} value={String(months)} className="chip">
            <Tick />
            {m.months(months)}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
