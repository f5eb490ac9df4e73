import {
  BODY_MARK_COLORS,
  type BodyMark,
  type BodyMarks,
  type BodyPartId,
  bodyMarkOf,
  bodyPartLabel,
  type Gender,
} from '@levelup/shared';
import type { KeyboardEvent } from 'react';
import { type BodyView, bodyParts, outlinePath, VIEW_BOX } from './geometry';
import './body-diagram.css';

export interface BodyDiagramProps {
  view: BodyView;
  gender: Gender;
  marks: BodyMarks;
  /** A tap (or Enter / Space) on a part; omit for a read-only diagram. */
  onPartPress?: (partId: BodyPartId) => void;
  /** Accessible name of the whole drawing, e.g. 'Front'. */
  label: string;
  /** How a part's mark is read out: 'Left Knee: sore'. */
  describeMark?: (mark: BodyMark) => string;
  width?: number;
}

/**
 * A front or back drawing of a female or male body with one shape per body part, each filled by
 * its mark (neutral grey, sore pink, injured red). Presentational: the caller owns the marks.
 */
export function BodyDiagram({
  view,
  gender,
  marks,
  onPartPress,
  label,
  describeMark = (mark) => mark,
  width = 300,
}: BodyDiagramProps) {
  const height = Math.round((width * VIEW_BOX.height) / VIEW_BOX.width);
  const press = (id: BodyPartId) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPartPress?.(id);
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; it groups the parts by name.
    <svg
      className="body-diagram"
      width={width}
      height={height}
      viewBox={`0 0 ${VIEW_BOX.width} ${VIEW_BOX.height}`}
      role="group"
      aria-label={label}
    >
      <path className="body-diagram-outline" d={outlinePath(gender)} />
      {bodyParts(view, gender).map(({ id, d }) => {
        const mark = bodyMarkOf(marks, id);
        const name = `${bodyPartLabel(id)}: ${describeMark(mark)}`;
        return onPartPress ? (
          // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it takes the button role and keys.
          <path
            key={id}
            d={d}
            className="body-diagram-part"
            data-part={id}
            data-mark={mark}
            fill={BODY_MARK_COLORS[mark]}
            role="button"
            tabIndex={0}
            aria-label={name}
            onClick={() => onPartPress(id)}
            onKeyDown={press(id)}
          />
        ) : (
          <path
            key={id}
            d={d}
            className="body-diagram-part"
            data-part={id}
            data-mark={mark}
            fill={BODY_MARK_COLORS[mark]}
          >
            <title>{name}</title>
          </path>
        );
      })}
    </svg>
  );
}
