import { APPLICATION_PROCESSED, canConfirmApplication, type TRawMaterialApplication } from '@packline/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applicationAction } from './raw-material-application-columns.tsx';

// The row action the two application lists share (Process, Confirm): the application's state allows it or blocks
// it, and a blocked one says why.

const application = (processed: number) =>
  ({ applicationId: 7, processed, receivedAt: null }) as TRawMaterialApplication;

describe('applicationAction', () => {
  const action = (onClick: (row: TRawMaterialApplication) => void) =>
    applicationAction({
      label: 'Confirm',
      testId: 'application-confirm',
      allowed: canConfirmApplication,
      blocked: 'Picked already',
      onClick,
    });

  it('calls back with the row the state allows', () => {
    const onClick = vi.fn();
    const row = application(APPLICATION_PROCESSED.NotPicked);
    render(action(onClick)(row));
    const button = screen.getByTestId('application-confirm');
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('title')).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledWith(row);
  });

  it('is disabled, with why as its tooltip, where the state blocks it', () => {
    const onClick = vi.fn();
    render(action(onClick)(application(APPLICATION_PROCESSED.Picked)));
    const button = screen.getByTestId('application-confirm');
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('title')).toBe('Picked already');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
