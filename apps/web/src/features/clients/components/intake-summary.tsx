import { type fastIntakeEstimate, formatLoad } from '@levelup/shared/coaching';
import { formatLocale } from '@/lib/i18n/locale';
import { useWeightUnit } from '@/lib/weight-unit';
import { intakeWizardMessages as m } from '@/messages';
import { type IntakeFormValues, parsedAge, parsedWeight } from '../model/intake-form';
import { goalName } from './intake-steps';

/**
 * The Fast Intake's estimate: the starting load in the trainer's unit (issue 35); the body weight
 * it assumed stays in kg, as the wizard takes it.
 */
export function FastIntakeNote({ estimate }: { estimate: ReturnType<typeof fastIntakeEstimate> }) {
  const unit = useWeightUnit();
  return (
    <p className="intake-estimate" role="status">
      {m.fastIntakeOn}: {m.startingLoad(formatLoad(estimate.startingLoadKg, unit))}
      {estimate.bodyWeightAssumed ? ` ${m.assumedWeight(estimate.bodyWeightKg)}` : ''}
    </p>
  );
}

/** An injury area is kept as its English name; one the wizard does not offer shows as typed. */
function injuryName(area: string): string {
  return (m.injuryAreas as Record<string, string | undefined>)[area] ?? area;
}

export function IntakeSummary({
  values,
  goalNames,
  estimate,
}: {
  values: IntakeFormValues;
  goalNames: readonly { id: string; name: string }[];
  estimate: ReturnType<typeof fastIntakeEstimate> | null;
}) {
  const age = parsedAge(values);
  const weight = parsedWeight(values);
  const rows: [string, string][] = [
    [m.name, values.name.trim()],
    [m.gender, values.gender === 'female' ? m.female : values.gender === 'male' ? m.male : m.none],
    [m.age, age === null ? m.skipped : String(age)],
    [m.weight, weight === null ? m.skipped : weight.toLocaleString(formatLocale())],
    [m.email, values.email.trim() || m.none],
    [m.trainingLevel, values.fastLevel ? m.trainingLevels[values.fastLevel] : m.none],
    [m.thoracicScore, String(values.thoracicScore ?? m.none)],
    [m.ankleMobility, String(values.ankleMobility ?? m.none)],
    [m.injuries, values.injuries.map(injuryName).join(', ') || m.none],
    [m.notes, values.notes.trim() || m.none],
    [m.averageSleep, m.sleepHours(values.averageSleep)],
    [m.workType, values.workType ? m.workTypes[values.workType] : m.none],
    [
      m.motivationLevel,
      values.motivationLevel
        ? `${values.motivationLevel} (${m.motivationLevels[values.motivationLevel]})`
        : m.none,
    ],
    [
      m.goals,
      values.goals
        .map((id) => {
          const goal = goalNames.find((g) => g.id === id);
          return goal ? goalName(goal) : id;
        })
        .join(', ') || m.none,
    ],
  ];
  return (
    <>
      <p>{m.summary}</p>
      <dl className="intake-summary">
        {rows.map(([label, value]) => (
          <div key={label} className="intake-summary-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {estimate ? <FastIntakeNote estimate={estimate} /> : null}
    </>
  );
}
