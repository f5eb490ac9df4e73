import {
  AUTO_SCORE_POINTS_MAX,
  CAST_LAYOUTS,
  type CastLayout,
  DEFAULT_CAST_VIEW,
  LEADERBOARD_METRICS,
  type LeaderboardMetric,
} from '@levelup/shared/session';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useId } from 'react';
import { sameItems, useSessionSelector } from '@/lib/realtime/session-store';
import { tvLayoutMessages as t } from '@/messages';
import { useTrainerCommands } from '../../components/session-commands';

/** A row of choices under its visible label, which names the group for assistive technology. */
function ChoiceRow({
  label,
  value,
  onChange,
  choices,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly { value: string; label: string }[];
}) {
  const labelId = useId();
  return (
    <div className="tv-controls-field">
      <span id={labelId} className="field-label">
        {label}
      </span>
      <ToggleGroup.Root
        type="single"
        className="tv-choice-row"
        aria-labelledby={labelId}
        value={value}
        onValueChange={onChange}
      >
        {choices.map((choice) => (
          <ToggleGroup.Item key={choice.value} value={choice.value} className="tv-choice">
            {choice.label}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}

/** The rotation choices (seconds); the state takes any 5-600, the coach picks from these. */
const ROTATE_CHOICES = [10, 20, 30, 60] as const;
/** Points per verified set the coach picks from; 0 is off. */
const POINT_CHOICES = [1, 2, 5] as const;

const isLayout = (v: string): v is CastLayout => (CAST_LAYOUTS as readonly string[]).includes(v);
const isMetric = (v: string): v is LeaderboardMetric =>
  (LEADERBOARD_METRICS as readonly string[]).includes(v);

/**
 * What the TV shows (issue 31), on the coach's cast control: its layout, the rotation, the
 * leaderboard's metric, auto-scoring and the team scores. Each choice is a session op, so the TV
 * (and a second coach's tablet) follow it.
 */
export function TvControls() {
  const commands = useTrainerCommands();
  const view = useSessionSelector((s) => s?.castView ?? DEFAULT_CAST_VIEW);
  const points = useSessionSelector((s) => s?.autoScorePoints ?? 0);
  const exercises = useSessionSelector((s) => s?.exercises ?? [], sameItems);
  const exerciseField = useId();
  const ownValue = (values: readonly number[], value: number) =>
    values.includes(value) ? String(value) : '';
  return (
    <section className="tv-controls" aria-label={t.controlsTitle}>
      <h3 className="tv-controls-title">{t.controlsTitle}</h3>
      <ChoiceRow
        label={t.layoutLabel}
        value={view.layout}
        onChange={(value) => {
          if (isLayout(value)) commands.sendOp('cast:layout', { layout: value });
        }}
        choices={CAST_LAYOUTS.map((layout) => ({ value: layout, label: t.layouts[layout] }))}
      />
      {view.layout === 'rotate' ? (
        <ChoiceRow
          label={t.rotateLabel}
          value={ownValue(ROTATE_CHOICES, view.rotateSeconds)}
          onChange={(value) => {
            if (value) {
              commands.sendOp('cast:layout', { layout: 'rotate', rotateSeconds: Number(value) });
            }
          }}
          choices={ROTATE_CHOICES.map((seconds) => ({
            value: String(seconds),
            label: t.rotateSeconds(seconds),
          }))}
        />
      ) : null}
      <ChoiceRow
        label={t.metricLabel}
        value={view.metric}
        onChange={(value) => {
          if (isMetric(value)) {
            commands.sendOp('cast:leaderboard', {
              metric: value,
              exerciseId: view.metricExerciseId,
            });
          }
        }}
        choices={LEADERBOARD_METRICS.map((metric) => ({ value: metric, label: t.metrics[metric] }))}
      />
      {view.metric === 'e1rm' ? (
        <div className="tv-controls-field">
          <label className="field-label" htmlFor={exerciseField}>
            {t.metricExerciseLabel}
          </label>
          <select
            id={exerciseField}
            className="field-input"
            value={view.metricExerciseId ?? ''}
            onChange={(event) =>
              commands.sendOp('cast:leaderboard', {
                metric: 'e1rm',
                exerciseId: event.target.value || null,
              })
            }
          >
            <option value="">{t.anyExercise}</option>
            {exercises.map((exercise) => (
              <option key={exercise.id} value={exercise.id}>
                {exercise.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <ChoiceRow
        label={t.autoScoreLabel}
        value={ownValue([0, ...POINT_CHOICES], points)}
        onChange={(value) => {
          // Pressing the chosen one again empties the value: that is off too.
          const next = Number(value || 0);
          if (next >= 0 && next <= AUTO_SCORE_POINTS_MAX) {
            commands.sendOp('score:auto', { points: next });
          }
        }}
        choices={[0, ...POINT_CHOICES].map((choice) => ({
          value: String(choice),
          label: choice === 0 ? t.autoScoreOff : t.autoScorePoints(choice),
        }))}
      />
    </section>
  );
}
