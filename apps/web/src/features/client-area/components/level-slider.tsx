import { LIFESTYLE_LEVEL_MAX, LIFESTYLE_LEVEL_MIN, type LifestyleType } from '@levelup/shared';
import * as Slider from '@radix-ui/react-slider';
import { useId } from 'react';
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
