import { LIFESTYLE_LEVEL_MAX, LIFESTYLE_LEVEL_MIN, type LifestyleType } from '@levelup/shared';
import * as Slider from '@radix-ui/react-slider';
import { startTransition, useEffect, useId, useState } from 'react';
import { levelEmoji, levelLabel } from '../model/levels';

interface LevelSliderProps {
  type: LifestyleType;
  label: string;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

interface LabelledSliderProps {
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
  emoji: string;
  /** What the head shows beside the emoji. */
  shown: string;
  /** What a screen reader reads for the value. */
  spoken: string;
  disabled?: boolean;
}

/** The thumb's width in client-area.css, which Radix would measure. */
const THUMB_WIDTH_PX = 28;

/**
 * Radix measures every thumb in a layout effect, forcing a layout of the page mid-commit, and
 * renders each slider again with the size it read. On the check-in that was the largest task
 * before a phone could take a touch (issue 34). The first paint draws the sliders where Radix will
 * put them; Radix takes over right after, in a transition React renders in slices.
 */
function useMountedAfterPaint(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}

/** Where Radix places a thumb: inside the track's ends, as `getThumbInBoundsOffset` does. */
function thumbLeft(percent: number): string {
  const half = THUMB_WIDTH_PX / 2;
  return `calc(${percent}% + ${half - (percent / 50) * half}px)`;
}

/** The slider as Radix draws it, for the first paint only; hidden from assistive technology. */
function SliderAsDrawn({ percent }: { percent: number }) {
  return (
    <span className="slider-root" aria-hidden="true">
      <span className="slider-track">
        <span className="slider-range" style={{ left: 0, right: `${100 - percent}%` }} />
      </span>
      <span
        style={{ position: 'absolute', left: thumbLeft(percent), transform: 'translateX(-50%)' }}
      >
        <span className="slider-thumb" />
      </span>
    </span>
  );
}

/** A whole-number slider with its name, an emoji and the value in words above the track. */
export function LabelledSlider({
  label,
  min,
  max,
  value,
  onChange,
  emoji,
  shown,
  spoken,
  disabled,
}: LabelledSliderProps) {
  const id = useId();
  const mounted = useMountedAfterPaint();
  return (
    <div className="level-slider">
      <div className="level-slider-head">
        <span id={id} className="level-slider-name">
          {label}
        </span>
        <span className="level-slider-value">
          <span aria-hidden="true" className="level-slider-emoji">
            {emoji}
          </span>
          {shown}
        </span>
      </div>
      {!mounted ? (
        <SliderAsDrawn percent={((value - min) / (max - min)) * 100} />
      ) : (
        <Slider.Root
          className="slider-root"
          min={min}
          max={max}
          step={1}
          value={[value]}
          onValueChange={([next]) => {
            if (next !== undefined) onChange(next);
          }}
          disabled={disabled}
          aria-labelledby={id}
        >
          <Slider.Track className="slider-track">
            <Slider.Range className="slider-range" />
          </Slider.Track>
          <Slider.Thumb className="slider-thumb" aria-labelledby={id} aria-valuetext={spoken} />
        </Slider.Root>
      )}
    </div>
  );
}

/** A 0-4 lifestyle slider showing the level's label and emoji, read out as the label. */
export function LevelSlider({ type, label, value, onChange, disabled }: LevelSliderProps) {
  const text = levelLabel(type, value);
  return (
    <LabelledSlider
      label={label}
      min={LIFESTYLE_LEVEL_MIN}
      max={LIFESTYLE_LEVEL_MAX}
      value={value}
      onChange={onChange}
      emoji={levelEmoji(value)}
      shown={text}
      spoken={text}
      disabled={disabled}
    />
  );
}
