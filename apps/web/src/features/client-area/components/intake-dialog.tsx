import {
  INTAKE_ANSWER_DEFAULTS,
  INTAKE_QUESTION_OPTIONS,
  INTAKE_QUESTIONNAIRE_PAGES,
  type IntakeAnswers,
  type IntakeQuestion,
} from '@levelup/shared';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-provider';
import { toast } from '@/lib/toast';
import { authScreenMessages, clientAreaMessages as m } from '@/messages';
import { Button } from '@/ui/button';
import { GuardedDialog } from '@/ui/guarded-dialog';
import { saveIntake, useIntake } from '../api/intake';
import { clientAreaKeys } from '../api/keys';

function Question({
  question,
  value,
  onChange,
}: {
  question: IntakeQuestion;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="intake-question">
      <p id={id} className="field-label">
        {m.intakeQuestions[question]}
      </p>
      <RadioGroup.Root
        className="choice-row"
        aria-labelledby={id}
        value={value}
        onValueChange={onChange}
      >
        {INTAKE_QUESTION_OPTIONS[question].map((option, index) => (
          <RadioGroup.Item key={option} value={option} className="choice choice-small">
            {m.intakeOptions[question][index] ?? option}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}

/**
 * The client's intake questionnaire: 3 steps with Back and Next; Next on step 3 saves and closes.
 * Starts from the saved answers, else the spec's defaults.
 */
export function IntakeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const saved = useIntake(user?.id, open);
  const initial = saved.data?.answers ?? INTAKE_ANSWER_DEFAULTS;
  const [answers, setAnswers] = useState<IntakeAnswers>(initial);
  const [step, setStep] = useState(0);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState(false);

  useEffect(() => {
    if (open) {
      setAnswers(saved.data?.answers ?? INTAKE_ANSWER_DEFAULTS);
      setStep(0);
      setError(false);
    }
  }, [open, saved.data]);

  const dirty = JSON.stringify(answers) !== JSON.stringify(initial);
  const last = step === INTAKE_QUESTIONNAIRE_PAGES.length - 1;

  async function next() {
    if (!last) {
      setStep((s) => s + 1);
      return;
    }
    if (!user) return;
    setSaving(true);
    try {
      // The answer is the saved intake: the next opening shows it at once, with no refetch race.
      const stored = await saveIntake(user.id, answers);
      queryClient.setQueryData(clientAreaKeys.intake(user.id), stored);
      toast.success(m.intakeSaved);
      onOpenChange(false);
    } catch {
      setError(true);
    } finally {
      setSaving(false);
    }
  }

  return (
    <GuardedDialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.intakeTitle}
      dirty={dirty}
      className="intake-dialog"
    >
      <p className="note">{m.intakeStep(step + 1, INTAKE_QUESTIONNAIRE_PAGES.length)}</p>
      <div className="quick-feedback-fields">
        {INTAKE_QUESTIONNAIRE_PAGES[step]?.map((question) => (
          <Question
            key={question}
            question={question}
            value={answers[question]}
            onChange={(value) => setAnswers((a) => ({ ...a, [question]: value }))}
          />
        ))}
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {m.saveFailed}
        </p>
      ) : null}
      <div className="dialog-actions">
        <Button variant="ghost" disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
          {authScreenMessages.back}
        </Button>
        <Button loading={saving} onClick={() => void next()}>
          {m.next}
        </Button>
      </div>
    </GuardedDialog>
  );
}
