import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OtpSignIn } from './otp-sign-in.tsx';
import { staffKeyOf } from './staff-lookup.ts';

let calls: { method: string; url: string }[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', url });
      return init?.method === 'POST'
        ? Response.json({ message: 'OTP sent', reference_number: 'ref-1' })
        : Response.json({ mobile_numbers: ['******1234'] });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('whom OTP sign-in looks up', () => {
  it.each([
    ['2104517', { employeeNumber: '2104517' }],
    [' 123456789 ', { employeeNumber: '123456789' }],
    ['ab12cd34ef', { globalEmployeeId: 'AB12CD34EF' }],
    ['AB12CD34EF', { globalEmployeeId: 'AB12CD34EF' }],
  ])('%s → %o', (typed, key) => {
    expect(staffKeyOf(typed)).toEqual(key);
  });

  it.each(['123456', '1234567890', 'ABCDEFGHIJ', 'AB12-CD34E', ''])('%s is neither', (typed) => {
    expect(staffKeyOf(typed)).toBeNull();
  });
});

describe('the OTP form', () => {
  async function lookUp(typed: string) {
    render(<OtpSignIn onSignedIn={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Employee number or global employee id'), {
      target: { value: typed },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Mobile number');
    // The lookup answers only the masked numbers; they are the hint.
    expect(
      screen.getByText(/registered mobile number \(\*{6}1234\) to receive a code/),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876501234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('One-time code');
  }

  it('looks up a global employee id and asks for the code on its path', async () => {
    await lookUp('AB12CD34EF');
    expect(calls.map((call) => `${call.method} ${call.url.split('?')[0]}`)).toEqual([
      'GET /api/auth/global_employee_id/AB12CD34EF',
      'POST /api/auth/global_employee_id/AB12CD34EF',
    ]);
  });

  it('still takes an employee number', async () => {
    await lookUp('2104517');
    expect(calls.map((call) => `${call.method} ${call.url.split('?')[0]}`)).toEqual([
      'GET /api/auth/employee/2104517',
      'POST /api/auth/employee/2104517',
    ]);
  });

  it('refuses text that is neither', async () => {
    render(<OtpSignIn onSignedIn={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Employee number or global employee id'), {
      target: { value: '12-34' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByText(/Enter an employee number \(7 to 9 digits\)/)).toBeTruthy(),
    );
    expect(calls).toHaveLength(0);
  });
});
