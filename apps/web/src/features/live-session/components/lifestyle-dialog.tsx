import {
  LIFESTYLE_LEVEL_LABELS,
  type LifestyleType,
  liveSessionMessages as m,
} from '@levelup/shared';
import { useLatestLifestyle } from '../api/get-client-lifestyle';
import { selectedClientId } from '../model/selection';
import { type PanelDialogProps, SessionDialog } from './session-dialog';
import { useNames } from './use-names';
import { useSelection } from './use-selection';

/** A check-in level in the words the client chose it by ('Good', not 3). */
function levelWords(type: LifestyleType, level: number): string {
  return LIFESTYLE_LEVEL_LABELS[type][level] ?? String(level);
}

/** Lifestyle: the selected client's latest check-in, or an honest empty state. */
export function LifestyleDialog({ open, onOpenChange }: PanelDialogProps) {
  const selection = useSelection();
  const names = useNames();
  const clientId = selectedClientId(selection);
  const latest = useLatestLifestyle(open ? clientId : null);
  const log = latest.data;
  return (
    <SessionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={clientId ? m.lifestyleTitle(names.client(clientId)) : m.lifestyle}
    >
      {!clientId ? (
        <p>{m.selectClientFirst}</p>
      ) : latest.isPending ? null : !log ? (
        <p>{m.noCheckIn}</p>
      ) : (
        <dl className="lifestyle-list">
          <dt>{m.sleep}</dt>
          <dd>{levelWords('sleep', log.sleep)}</dd>
          <dt>{m.stress}</dt>
          <dd>{levelWords('stress', log.stress)}</dd>
          <dt>{m.sorenessLevel}</dt>
          <dd>{levelWords('soreness', log.soreness)}</dd>
          <dt>{m.bodyWeight}</dt>
          <dd>{log.bodyWeight} kg</dd>
          {log.readiness !== null && log.readiness !== undefined ? (
            <>
              <dt>{m.readiness}</dt>
              <dd>{log.readiness}</dd>
            </>
          ) : null}
          {log.noteToTrainer ? (
            <>
              <dt>{m.noteToTrainer}</dt>
              <dd>{log.noteToTrainer}</dd>
            </>
          ) : null}
        </dl>
      )}
    </SessionDialog>
  );
}
