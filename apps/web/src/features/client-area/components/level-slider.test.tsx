import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LevelSlider } from './level-slider';

function Harness() {
  const [value, setValue] = useState(2);
  return <LevelSlider type="soreness" label="Soreness" value={value} onChange={setValue} />;
}

afterEach(cleanup);

describe('level slider', () => {
  it('is a labelled 0-4 slider that reads out and shows the level label', () => {
    render(<Harness />);
    const slider = screen.getByRole('slider', { name: 'Soreness' });
    expect(slider.getAttribute('aria-valuetext')).toBe('A little sore');
    expect(screen.getByText('A little sore')).toBeTruthy();
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider.getAttribute('aria-valuenow')).toBe('4');
    expect(screen.getByText('Very Good')).toBeTruthy();
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(slider.getAttribute('aria-valuetext')).toBe('Very Sore');
  });
});
