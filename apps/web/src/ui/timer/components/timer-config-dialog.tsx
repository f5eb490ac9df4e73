import type { TimerConfig } from '@levelup/shared/timer';
import { useState } from 'react';
import { gymTvMessages } from '@/messages';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/ui/dialog';
import { TimerStepper } from './timer-stepper';

const FIELDS = [
  'prepareSeconds',
  'workSeconds',
  'restSeconds',
  'cycles',
  'sets',
  'setRestSeconds',
] as const satisfies readonly (keyof TimerConfig)[];

interface TimerConfigDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  config: TimerConfig;
  onSave: (config: TimerConfig) => void;
  onReset: () => void;
}

/** The Timer config modal: prepare, work, rest, cycles, sets and set rest. */
export function TimerConfigDialog({
  open,
  onOpenChange,
  config,
  onSave,
  onReset,
}: TimerConfigDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="timer-config-dialog">
        {/* Mounted per opening, so the draft starts from the timer's config each time. */}
        <TimerConfigForm
          config={config}
          onSave={(next) => {
            onSave(next);
            onOpenChange(false);
          }}
          onReset={() => {
            onReset();
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function TimerConfigForm({
  config,
  onSave,
  onReset,
}: Pick<TimerConfigDialogProps, 'config' | 'onSave' | 'onReset'>) {
  const [draft, setDraft] = useState<TimerConfig>(config);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <DialogTitle>{gymTvMessages.timerConfigTitle}</DialogTitle>
      <DialogDescription>{gymTvMessages.timerConfigDescription}</DialogDescription>
      <div className="timer-config-fields">
        {FIELDS.map((field) => (
          <TimerStepper
            key={field}
            label={gymTvMessages.timerFields[field]}
            value={draft[field]}
            onChange={(value) => setDraft((current) => ({ ...current, [field]: value }))}
          />
        ))}
      </div>
      <div className="dialog-actions timer-config-actions">
        <button type="button" className="btn btn-ghost timer-config-reset" onClick={onReset}>
          <span>{gymTvMessages.timerReset}</span>
        </button>
        <DialogClose asChild>
          <button type="button" className="btn btn-secondary">
            <span>{gymTvMessages.timerCancel}</span>
          </button>
        </DialogClose>
        <button type="submit" className="btn btn-primary">
          <span>{gymTvMessages.timerSave}</span>
        </button>
      </div>
    </form>
  );
}
