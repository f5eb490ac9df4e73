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

/** A 0-4 lifestyle slider showing the level's label and emoji, read out as the label. */
export function LevelSlider({ type, label, value, onChange, disabled }: LevelSliderProps) {
  const id = useId();
  const text = levelLabel(type, value);
  return (
    <div className="level-slider">
      <div className="level-slider-head">
        <span id={id} className="level-slider-name">
          {label}
        </span>
        <span className="level-slider-value">
          <span aria-hidden="true" className="level-slider-emoji">
            {levelEmoji(value)}
          </span>
          {text}
        </span>
      </div>
      <Slider.Root
        className="slider-root"
        min={LIFESTYLE_LEVEL_MIN}
        max={LIFESTYLE_LEVEL_MAX}
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
        <Slider.Thumb className="slider-thumb" aria-labelledby={id} aria-valuetext={text} />
      </Slider.Root>
    </div>
  );
}
