import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StepWizard } from './step-wizard';

afterEach(cleanup);

function Harness({
  valid = true,
  dirty = false,
  onOpenChange,
}: {
  valid?: boolean;
  dirty?: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [step, setStep] = useState(0);
  return (
    <StepWizard
      open
      onOpenChange={onOpenChange}
      title="Wizard"
      steps={['One', 'Two', 'Three']}
      step={step}
      onStepChange={setStep}
      canAdvance={valid}
      dirty={dirty}
      finalActions={<button type="button">Save</button>}
    >
      <p>Content {step + 1}</p>
    </StepWizard>
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('StepWizard', () => {
  it('moves step by step: Back disabled on step 1, the last step shows its actions', () => {
    render(<Harness onOpenChange={() => {}} />);
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(button('Back').disabled).toBe(true);
    fireEvent.click(button('Next'));
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Two' })).toBeTruthy();
    expect(button('Back').disabled).toBe(false);
    fireEvent.click(button('Next'));
    expect(screen.getByText('Content 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(button('Save')).toBeTruthy();
    fireEvent.click(button('Back'));
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
  });

  it('enables Next only when the step is valid', () => {
    render(<Harness valid={false} onOpenChange={() => {}} />);
    expect(button('Next').disabled).toBe(true);
  });

  it('closes at once when clean, and asks first when dirty', async () => {
    const clean = vi.fn();
    const { unmount } = render(<Harness onOpenChange={clean} />);
    fireEvent.click(button('Close'));
    expect(clean).toHaveBeenCalledWith(false);
    unmount();

    const dirty = vi.fn();
    render(<Harness dirty onOpenChange={dirty} />);
    fireEvent.click(button('Close'));
    expect(dirty).not.toHaveBeenCalled();
    expect(await screen.findByText('Discard changes?')).toBeTruthy();
    await act(async () => {
      fireEvent.click(button('Keep editing'));
    });
    expect(dirty).not.toHaveBeenCalled();
    fireEvent.click(button('Close'));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    });
    expect(dirty).toHaveBeenCalledWith(false);
  });
});
