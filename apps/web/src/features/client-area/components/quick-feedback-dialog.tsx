import { QUICK_FEEDBACK_LEVELS, QUICK_FEEDBACK_QUESTIONS } from '@levelup/shared';
import * as RadioGroup from '@radix-ui/react-radio-group';
import * as Slider from '@radix-ui/react-slider';
import { useId, useState } from 'react';
import { clientAreaMessages as m } from '@/messages';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '@/ui/dialog';
import type { QuickAnswers } from '../model/feedback';

export interface QuickFeedback {
  answers: QuickAnswers;
  pain: boolean;
}

interface QuickFeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What was saved last (or the defaults): the sliders reopen at these values. */
  saved: QuickFeedback;
  onSave: (feedback: QuickFeedback) => void;
}

function QuickSlider({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const text = m.quickFeedbackLevels[value] ?? '';
  return (
    <div className="level-slider">
      <div className="level-slider-head">
        <span id={id} className="level-slider-name">
          {label}
        </span>
        <span className="level-slider-value">{text}</span>
      </div>
      <Slider.Root
        className="slider-root"
        min={0}
        max={QUICK_FEEDBACK_LEVELS - 1}
        step={1}
        value={[value]}
        onValueChange={([next]) => {
          if (next !== undefined) onChange(next);
        }}
      >
        <Slider.Track className="slider-track">
          <Slider.Range className="slider-range" />
        </Slider.Track>
        <Slider.Thumb className="slider-thumb" aria-labelledby={id} aria-valuetext={text} />
      </Slider.Root>
    </div>
  );
}

/** Quick Feedback: five 0-4 sliders and pain No/Yes, kept on the screen until 'Finish'. */
export function QuickFeedbackDialog({
  open,
  onOpenChange,
  saved,
  onSave,
}: QuickFeedbackDialogProps) {
  const [draft, setDraft] = useState<QuickFeedback>(saved);
  const painId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Reopening starts from what was saved, not from an abandoned draft.
        if (next) setDraft(saved);
        onOpenChange(next);
      }}
    >
      <DialogContent className="quick-feedback-dialog" aria-describedby={undefined}>
        <DialogTitle>{m.quickFeedbackTitle}</DialogTitle>
        <div className="quick-feedback-fields">
          {QUICK_FEEDBACK_QUESTIONS.map((question) => (
            <QuickSlider
              key={question}
              label={m.quickFeedbackQuestions[question]}
              value={draft.answers[question]}
              onChange={(value) =>
                setDraft((d) => ({ ...d, answers: { ...d.answers, [question]: value } }))
              }
            />
          ))}
          <div>
            <p id={painId} className="field-label">
              {m.pain}
            </p>
            <RadioGroup.Root
              className="choice-row"
              aria-labelledby={painId}
              value={draft.pain ? 'yes' : 'no'}
              onValueChange={(value) => setDraft((d) => ({ ...d, pain: value === 'yes' }))}
            >
              <RadioGroup.Item value="no" className="choice">
                {m.no}
              </RadioGroup.Item>
              <RadioGroup.Item value="yes" className="choice">
                {m.yes}
              </RadioGroup.Item>
            </RadioGroup.Root>
          </div>
        </div>
        <div className="dialog-actions">
          <DialogClose asChild>
            <button type="button" className="btn btn-ghost">
              <span>{m.close}</span>
            </button>
          </DialogClose>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              onSave(draft);
              onOpenChange(false);
            }}
          >
            <span>{m.save}</span>
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
