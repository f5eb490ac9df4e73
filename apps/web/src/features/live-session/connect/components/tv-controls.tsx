import type { Challenge } from '@levelup/shared/challenges';
import {
  AUTO_SCORE_POINTS_MAX,
  CAST_LAYOUTS,
  type CastLayout,
  castRotation,
  DEFAULT_CAST_VIEW,
  LEADERBOARD_METRICS,
  type LeaderboardMetric,
  ROTATABLE_LAYOUTS,
  type RotatableLayout,
} from '@levelup/shared/session';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useId } from 'react';
import { isOpenChallenge, useChallenges } from '@/features/challenges';
import { sameItems, useSessionSelector } from '@/lib/realtime/session-store';
import { tvLayoutMessages as t } from '@/messages';
import { useTrainerCommands } from '../../components/session-commands';

interface Choice {
  value: string;
  label: string;
  /** Shown but not pressable (the challenge board before a challenge is chosen). */
  disabled?: boolean;
}

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
  choices: readonly Choice[];
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
        <ChoiceItems choices={choices} />
      </ToggleGroup.Root>
    </div>
  );
}

/** The toggle buttons of a choice row. */
function ChoiceItems({ choices }: { choices: readonly Choice[] }) {
  return choices.map((choice) => (
    <ToggleGroup.Item
      key={choice.value}
      value={choice.value}
      className="tv-choice"
      disabled={choice.disabled}
    >
      {choice.label}
    </ToggleGroup.Item>
  ));
}

/** Several choices pressed at once (toggle buttons), under their visible label. */
function MultiChoiceRow({
  label,
  values,
  onChange,
  choices,
}: {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  choices: readonly Choice[];
}) {
  const labelId = useId();
  return (
    <div className="tv-controls-field">
      <span id={labelId} className="field-label">
        {label}
      </span>
      <ToggleGroup.Root
        type="multiple"
        role="group"
        className="tv-choice-row"
        aria-labelledby={labelId}
        value={[...values]}
        onValueChange={onChange}
      >
        <ChoiceItems choices={choices} />
      </ToggleGroup.Root>
    </div>
  );
}

/** The rotation choices (seconds); the state takes any 5-600, the coach picks from these. */
const ROTATE_CHOICES = [10, 20, 30, 60] as const;
/** Points per verified set the coach picks from; 0 is off. */
const POINT_CHOICES = [1, 2, 5] as const;

const isLayout = (v: string): v is CastLayout => (CAST_LAYOUTS as readonly string[]).includes(v);
const isRotatable = (v: string): v is RotatableLayout =>
  (ROTATABLE_LAYOUTS as readonly string[]).includes(v);
/** Rotate shows at least two layouts: the last two pressed stay pressed. */
const MIN_ROTATION = 2;

/**
 * The challenge whose board the TV shows: the coach's open challenges (from their challenge list),
 * and the one chosen before it closed or ended, so the choice on screen stays named.
 */
function ChallengeChoice({ chosen }: { chosen: string | null }) {
  const commands = useTrainerCommands();
  const challenges = useChallenges();
  const field = useId();
  const all: readonly Challenge[] = challenges.data ?? [];
  const shown = all.filter((c) => isOpenChallenge(c) || c.id === chosen);
  const stateOf = (c: Challenge) =>
    c.closed ? t.challengeClosed : c.ended ? t.challengeEndedChoice : null;
  return (
    <div className="tv-controls-field">
      <label className="field-label" htmlFor={field}>
        {t.challengeLabel}
      </label>
      <select
        id={field}
        className="field-input"
        value={chosen ?? ''}
        disabled={!challenges.data}
        onChange={(event) =>
          commands.sendOp('cast:challenge', { challengeId: event.target.value || null })
        }
      >
        <option value="">
          {challenges.isError
            ? t.challengesFailed
            : challenges.data
              ? t.noChallenge
              : t.challengesLoading}
        </option>
        {shown.map((challenge) => {
          const state = stateOf(challenge);
          return (
            <option key={challenge.id} value={challenge.id}>
              {state ? t.challengeChoiceState(challenge.name, state) : challenge.name}
            </option>
          );
        })}
      </select>
    </div>
  );
}
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
  const rotation = useSessionSelector(
    (s): readonly RotatableLayout[] => castRotation(s?.castView ?? DEFAULT_CAST_VIEW),
    sameItems,
  );
  const hasChallenge = Boolean(view.challengeId);
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
        choices={CAST_LAYOUTS.map((layout) => ({
          value: layout,
          label: t.layouts[layout],
          disabled: layout === 'challenge' && !hasChallenge,
        }))}
      />
      <ChallengeChoice chosen={view.challengeId ?? null} />
      {view.layout === 'rotate' ? (
        <MultiChoiceRow
          label={t.rotateThroughLabel}
          values={rotation}
          onChange={(values) => {
            const rotateLayouts = values.filter(isRotatable);
            if (rotateLayouts.length >= MIN_ROTATION) {
              commands.sendOp('cast:layout', { layout: 'rotate', rotateLayouts });
            }
          }}
          choices={ROTATABLE_LAYOUTS.map((layout) => ({
            value: layout,
            label: t.layouts[layout],
            disabled: layout === 'challenge' && !hasChallenge,
          }))}
        />
      ) : null}
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
