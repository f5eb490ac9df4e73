import { WEIGHT_UNITS, type WeightUnit } from '@levelup/shared';
import { useId } from 'react';
import { useAuth } from '@/lib/auth/auth-provider';
import { toast } from '@/lib/toast';
import { commonMessages, gymSettingsScreenMessages as m } from '@/messages';
import { useUpdateOwnUnit } from '../api/update-own-unit';
import { UnitChoice } from './unit-choice';

const GYM = 'gym' as const;

/**
 * The trainer's own unit (issue 35): a coach who thinks in pounds in a kilogram gym sees and types
 * pounds on every screen, the grid included; the gym's unit stays the TV's and everyone else's.
 */
export function OwnUnit() {
  const { user } = useAuth();
  const save = useUpdateOwnUnit();
  const id = useId();
  if (!user) return null;
  const choose = (next: WeightUnit | typeof GYM) => {
    save.mutate(next === GYM ? null : next, {
      onSuccess: () => toast.success(m.ownUnitSaved),
      onError: () => toast.error(m.ownUnitFailed),
    });
  };
  return (
    <section className="gym-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="gym-card-title">
        {m.ownUnitTitle}
      </h2>
      <div className="field">
        <span id={`${id}-hint`} className="field-hint">
          {m.ownUnitHint}
        </span>
        <UnitChoice
          labelId={`${id}-title`}
          hintId={`${id}-hint`}
          options={[
            { value: GYM, label: m.gymDefaultUnit(user.gymUnit) },
            ...WEIGHT_UNITS.map((u) => ({ value: u, label: commonMessages.unitNames[u] })),
          ]}
          value={user.unit ?? GYM}
          disabled={save.isPending}
          onChange={choose}
        />
      </div>
    </section>
  );
}
