import { activePhase, PARAM_KINDS, type ParamKind, type WorkoutDraft } from '@levelup/shared';
import { workoutBuilderScreenMessages as t } from '@/messages';

/** Read at render, in the shown language. */
const cardTitles = (): Record<ParamKind, string> => ({
  warmup: t.warmupRule,
  reps: t.repRange,
  sets: t.sets,
  rir: t.rirProgression,
});

interface ParamCardsProps {
  draft: WorkoutDraft;
  /** Opens the column editor ('Edit: {kind} (All Exercises)'). */
  onEdit: (kind: ParamKind) => void;
}

/**
 * Warm-up Rule, Rep Range, Sets, RIR & Progression (each opens its column editor for the active
 * phase and says how many exercises are customised), and the disabled Client Grouping card.
 */
export function ParamCards({ draft, onEdit }: ParamCardsProps) {
  const phase = activePhase(draft);
  const titles = cardTitles();
  const empty = phase.exerciseIds.length === 0;
  const customised = (kind: ParamKind) =>
    phase.exerciseIds.filter((id) => phase.exerciseParams[id]?.[kind].isCustom).length;
  const { clientsPerGroup, maxClientsPerExercise } = draft.groupClients;
  return (
    <section className="wb-param-cards" aria-label={t.paramCards}>
      {PARAM_KINDS.map((kind) => {
        const n = customised(kind);
        return (
          <button
            key={kind}
            type="button"
            className="wb-param-card"
            data-custom={n > 0}
            disabled={empty}
            onClick={() => onEdit(kind)}
          >
            <span className="wb-param-card-title">{titles[kind]}</span>
            <span className="wb-param-card-state">
              {n > 0 ? t.paramCustomised(n) : t.paramStandard}
            </span>
          </button>
        );
      })}
      <button type="button" className="wb-param-card" disabled>
        <span className="wb-param-card-title">{t.clientGrouping}</span>
        <span className="wb-param-card-state">
          {t.clientGroupingCard(clientsPerGroup, maxClientsPerExercise)}
        </span>
      </button>
    </section>
  );
}
