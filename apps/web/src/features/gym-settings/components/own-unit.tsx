import { WEIGHT_UNITS, type WeightUnit } from '@levelup/shared';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';
import { useAuth } from '@/lib/auth/auth-provider';
import { toast } from '@/lib/toast';
import { commonMessages, gymSettingsScreenMessages as m } from '@/messages';
import { useUpdateOwnUnit } from '../api/update-own-unit';

const GYM = 'gym';

/**
 * The trainer's own unit (issue 35): a coach who thinks in pounds in a kilogram gym sees and types
 * pounds on every screen, the grid included; the gym's unit stays the TV's and everyone else's.
 */
export function OwnUnit() {
  const { user } = useAuth();
  const save = useUpdateOwnUnit();
  const id = useId();
  if (!user) return null;
  const choose = (next: string) => {
    const unit: WeightUnit | null = WEIGHT_UNITS.find((u) => u === next) ?? null;
    if (next !== GYM && unit === null) return;
    save.mutate(unit, {
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
        <RadioGroup.Root
          className="gym-unit-choice"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-hint`}
          orientation="horizontal"
          disabled={save.isPending}
          value={user.unit ?? GYM}
          onValueChange={choose}
        >
          <RadioGroup.Item value={GYM} className="gym-unit-option">
            {m.gymDefaultUnit(user.gymUnit)}
          </RadioGroup.Item>
          {WEIGHT_UNITS.map((u) => (
            <RadioGroup.Item key={u} value={u} className="gym-unit-option">
              {commonMessages.unitNames[u]}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </div>
    </section>
  );
}
