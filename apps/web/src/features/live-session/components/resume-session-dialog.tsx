import type { LiveSession } from '@levelup/shared/session';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import { resumeSessionMessages as m } from '@/messages';
import { Button } from '@/ui/button';
import { formatRunningTime } from '../model/running-time';
import './resume-session.css';

interface ResumeSessionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The live session a new one would sit beside. */
  session: LiveSession;
  /** Set while the session is being ended: both choices wait. */
  ending: boolean;
  onResume: () => void;
  onEndAndStartNew: () => void;
}

/**
 * Asked before a second session starts (issue 34): resuming the live one is the safe choice and
 * has the focus; ending it saves its sets as 'End workout' does, then the new one starts.
 */
export function ResumeSessionDialog({
  open,
  onOpenChange,
  session,
  ending,
  onResume,
  onEndAndStartNew,
}: ResumeSessionDialogProps) {
  // Read when asked: the question is answered in moments.
  const [now] = useState(() => Date.now());
  const runningFor = formatRunningTime(session.startedAt, now);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog-content alert-dialog resume-session-dialog">
          <AlertDialog.Title className="dialog-title">{m.dialogTitle}</AlertDialog.Title>
          <AlertDialog.Description className="dialog-message">
            {session.workout
              ? m.dialogText(session.workout.name, runningFor)
              : m.dialogTextNoWorkout(runningFor)}
          </AlertDialog.Description>
          <div className="dialog-actions">
            <Button variant="secondary" loading={ending} onClick={onEndAndStartNew}>
              {m.endAndStartNew}
            </Button>
            {/* Radix focuses its Cancel when the question opens: here that is Resume. */}
            <AlertDialog.Cancel asChild>
              <Button disabled={ending} onClick={onResume}>
                {m.resume}
              </Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
