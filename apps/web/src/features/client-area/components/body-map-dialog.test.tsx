import type { BodyMarks } from '@levelup/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BodyMapDialog } from './body-map-dialog';

function Harness({ gender }: { gender: 'male' | 'female' | null }) {
  const [marks, setMarks] = useState<BodyMarks>({});
  return (
    <>
      <output data-testid="marks">{JSON.stringify(marks)}</output>
      <BodyMapDialog
        open
        onOpenChange={() => undefined}
        gender={gender}
        marks={marks}
        onMarksChange={setMarks}
      />
    </>
  );
}

const marks = () => JSON.parse(screen.getByTestId('marks').textContent ?? '{}');

afterEach(cleanup);

describe('body map dialog', () => {
  it('cycles a part none, sore, injured, none on the diagram', () => {
    render(<Harness gender="female" />);
    const knee = () => screen.getByRole('button', { name: /^Left Knee:/ });
    fireEvent.click(knee());
    expect(knee().getAttribute('aria-label')).toBe('Left Knee: Sore');
    fireEvent.click(knee());
    expect(marks()).toEqual({ 'left-knee': 'injured' });
    fireEvent.click(knee());
    expect(marks()).toEqual({});
  });

  it('shows the back, and a list where one entry covers both sides', () => {
    render(<Harness gender={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Right Shoulder: None' }));
    fireEvent.mouseDown(screen.getByRole('radio', { name: 'Back' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Left Calf: None' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'List' }));
    const shoulder = screen.getByRole('button', { name: 'Shoulder: Sore' });
    fireEvent.click(shoulder);
    expect(marks()).toEqual({ 'left-shoulder': 'injured', 'right-shoulder': 'injured' });
    expect(screen.getByRole('button', { name: 'Abdominals: None' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(marks()).toEqual({});
  });
});
