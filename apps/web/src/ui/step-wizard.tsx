import { type ReactNode, useId } from 'react';
import { stepWizardMessages as m } from '@/messages';
import { Button } from './button';
import { Dialog, DialogContent, DialogTitle } from './dialog';
import { useGuardedClose } from './guarded-dialog';
import './step-wizard.css';

interface StepWizardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The steps' titles; their count is the number of steps. */
  steps: readonly string[];
  /** The current step, from 0. */
  step: number;
  onStepChange: (step: number) => void;
  /** Whether the current step is valid: Next is enabled only then. */
  canAdvance: boolean;
  /** Closing a dirty wizard asks first. */
  dirty: boolean;
  /** The last step's buttons, in place of Next (e.g. 'Save Client'). */
  finalActions?: ReactNode;
  /** Shown above the step's content (e.g. 'Editing Jordan'). */
  banner?: ReactNode;
  /** The current step's fields. */
  children: ReactNode;
}

/**
 * A modal that moves step by step (spec 2, section 4 "Wizards"): Next is enabled only when the
 * step is valid, Back is disabled on the first step, and closing with unsaved changes asks
 * 'Discard changes?' first.
 */
export function StepWizard({
  open,
  onOpenChange,
  title,
  steps,
  step,
  onStepChange,
  canAdvance,
  dirty,
  finalActions,
  banner,
  children,
}: StepWizardProps) {
  const guard = useGuardedClose(dirty, onOpenChange);
  const stepTitleId = useId();
  const last = step >= steps.length - 1;

  return (
    <Dialog open={open} onOpenChange={guard.onOpenChange}>
      <DialogContent className="step-wizard" aria-describedby={undefined}>
        <header className="step-wizard-header">
          <div>
            <DialogTitle>{title}</DialogTitle>
            <p className="step-wizard-count">{m.step(step + 1, steps.length)}</p>
          </div>
          <button
            type="button"
            className="step-wizard-close"
            aria-label={m.close}
            onClick={guard.requestClose}
          >
            ×
          </button>
        </header>
        <ol className="step-wizard-progress" aria-hidden="true">
          {steps.map((name, index) => (
            <li
              key={name}
              className={index === step ? 'is-current' : index < step ? 'is-done' : undefined}
            />
          ))}
        </ol>
        {banner}
        {/* Focusable so that a step taller than the dialog scrolls from the keyboard too. */}
        <section
          className="step-wizard-body"
          aria-labelledby={stepTitleId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs keyboard access (WCAG 2.1.1)
          tabIndex={0}
        >
          <h3 id={stepTitleId} className="step-wizard-step-title">
            {steps[step]}
          </h3>
          {children}
        </section>
        <footer className="step-wizard-footer">
          <Button variant="secondary" disabled={step === 0} onClick={() => onStepChange(step - 1)}>
            {m.back}
          </Button>
          {last ? (
            <div className="step-wizard-final">{finalActions}</div>
          ) : (
            <Button disabled={!canAdvance} onClick={() => onStepChange(step + 1)}>
              {m.next}
            </Button>
          )}
        </footer>
      </DialogContent>
      {guard.confirm}
    </Dialog>
  );
}
