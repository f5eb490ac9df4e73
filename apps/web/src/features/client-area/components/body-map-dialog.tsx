import {
  aggregateMark,
  type BodyMark,
  type BodyMarks,
  bodyDiagramFor,
  cycleBodyPart,
  cycleListEntry,
  type Gender,
  listEntries,
} from '@levelup/shared';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useState } from 'react';
import { clientAreaMessages as m } from '@/messages';
import { BodyDiagram, type BodyView } from '@/ui/body-diagram';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/ui/dialog';

const markNames = (): Record<BodyMark, string> => ({
  none: m.markNone,
  sore: m.markSore,
  injured: m.markInjured,
});
const describeMark = (mark: BodyMark) => markNames()[mark];

interface BodyMapDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  gender: Gender | null | undefined;
  marks: BodyMarks;
  onMarksChange: (marks: BodyMarks) => void;
}

/**
 * The injury-marking modal: a front and back diagram of the user's body (female or male by their
 * gender) and a list view where one entry covers a part's left and right sides.
 */
export function BodyMapDialog({
  open,
  onOpenChange,
  gender,
  marks,
  onMarksChange,
}: BodyMapDialogProps) {
  const [view, setView] = useState<BodyView>('front');
  const [mode, setMode] = useState<'diagram' | 'list'>('diagram');
  const figure = bodyDiagramFor(gender);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="body-map-dialog">
        <DialogTitle>{m.bodyMapTitle}</DialogTitle>
        <DialogDescription>{m.bodyMapHint}</DialogDescription>
        <div className="body-map-toolbar">
          <ToggleGroup.Root
            type="single"
            className="segmented-toggle"
            value={mode}
            aria-label={m.views}
            onValueChange={(next) => {
              if (next === 'diagram' || next === 'list') setMode(next);
            }}
          >
            <ToggleGroup.Item value="diagram">{m.diagramView}</ToggleGroup.Item>
            <ToggleGroup.Item value="list">{m.listView}</ToggleGroup.Item>
          </ToggleGroup.Root>
          {mode === 'diagram' ? (
            <ToggleGroup.Root
              type="single"
              className="segmented-toggle"
              value={view}
              aria-label={m.sides}
              onValueChange={(next) => {
                if (next === 'front' || next === 'back') setView(next);
              }}
            >
              <ToggleGroup.Item value="front">{m.front}</ToggleGroup.Item>
              <ToggleGroup.Item value="back">{m.back}</ToggleGroup.Item>
            </ToggleGroup.Root>
          ) : null}
        </div>
        <ul className="body-map-legend" aria-hidden="true">
          {(['none', 'sore', 'injured'] as const).map((mark) => (
            <li key={mark} data-mark={mark}>
              {describeMark(mark)}
            </li>
          ))}
        </ul>
        {mode === 'diagram' ? (
          <div className="body-map-figure">
            <BodyDiagram
              view={view}
              gender={figure}
              marks={marks}
              label={view === 'front' ? m.front : m.back}
              describeMark={describeMark}
              onPartPress={(id) => onMarksChange(cycleBodyPart(marks, id))}
            />
          </div>
        ) : (
          <ul className="body-map-list">
            {listEntries().map((entry) => {
              const mark = aggregateMark(marks, entry.partIds);
              return (
                <li key={entry.label}>
                  <button
                    type="button"
                    className="body-map-row"
                    data-mark={mark}
                    aria-label={`${entry.label}: ${describeMark(mark)}`}
                    onClick={() => onMarksChange(cycleListEntry(marks, entry.partIds))}
                  >
                    <span>{entry.label}</span>
                    <span className="body-map-row-mark">{describeMark(mark)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <div className="dialog-actions">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => onMarksChange({})}
            disabled={Object.keys(marks).length === 0}
          >
            <span>{m.clearAll}</span>
          </button>
          <DialogClose asChild>
            <button type="button" className="btn btn-primary">
              <span>{m.done}</span>
            </button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
