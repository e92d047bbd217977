import type { TargetingFilter } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TARGETING, TargetingForm } from './targeting-form.tsx';
import { refuseUnstubbed } from '../../../test-support/stub-api.ts';

const ASSETS: Record<string, unknown[]> = {
  state: [{ id: 10, name: 'Telangana' }],
  branch: [
    {
      id: 1,
      name: 'Madhapur',
      code: 'MDP',
      state_id: 10,
      district_id: 100,
      level: 2,
      segment_ids: [3],
      master_branch_id: null,
      admission_branch_id: null,
      payroll_branch_id: null,
      accounting_branch_id: null,
    },
  ],
  // The refinements' choices the tests do not pick from.
  district: [],
  segment: [],
  student_course: [],
  student_batch: [],
  staff_designation: [],
  staff_department: [],
  staff_sub_category: [],
};

let requested: string[];
let latest: TargetingFilter | null;

beforeEach(() => {
  requested = [];
  latest = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      requested.push(url);
      const method = init.method ?? 'GET';
      const path = new URL(url, 'http://console.test').pathname;
      const asset = /^\/api\/asset\/target_info\/([a-z_]+)$/.exec(path)?.[1];
      let body: unknown;
      if (method === 'GET' && asset && Object.hasOwn(ASSETS, asset)) body = ASSETS[asset];
      else if (method === 'POST' && path === '/api/user_filter') {
        body = { count: 3, matched: 3, with_app: 1, phone_only: 2 };
      } else return refuseUnstubbed(method, path);
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness() {
  const [value, setValue] = useState<TargetingFilter>(DEFAULT_TARGETING);
  latest = value;
  return (
    <TargetingForm
      value={value}
      onChange={setValue}
      scope={{ globalModuleId: 0, academicYearId: 19 }}
    />
  );
}

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

describe('TargetingForm', () => {
  it('offers only the refinements of the chosen audience and drops the others on switching', async () => {
    mount();
    expect(screen.getByLabelText('Transport')).toBeTruthy();
    expect(screen.getByLabelText('Admission numbers')).toBeTruthy();
    expect(screen.queryByLabelText('Designations')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Staff' }));
    expect(latest).toEqual({ user_type: 'staff', target_method: 'all' });
    expect(screen.getByLabelText('Designations')).toBeTruthy();
    expect(screen.getByLabelText('Employee numbers')).toBeTruthy();
    expect(screen.queryByLabelText('Transport')).toBeNull();
    await waitFor(() => expect(requested).toContain('/api/asset/target_info/staff_designation'));
  });

  it('names malformed employee numbers, and forgets them when the audience changes', async () => {
    mount();
    fireEvent.click(screen.getByRole('radio', { name: 'Staff' }));
    fireEvent.change(screen.getByLabelText('Employee numbers'), {
      target: { value: '2104517,12,' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not an employee number (7 to 9 digits): 12',
    );
    expect(latest?.employee_numbers).toEqual([2104517]);

    // Parents have no employee numbers: switching drops them, and the complaint with them.
    fireEvent.click(screen.getByRole('radio', { name: 'Parents' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Staff' }));
    expect(latest?.employee_numbers).toBeUndefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the location pickers of the method and asks assets within the scope', async () => {
    mount();
    expect(screen.queryByLabelText('States')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Branch' }));
    expect(latest?.target_method).toBe('branch');
    expect(screen.getByLabelText('States')).toBeTruthy();
    expect(screen.getByLabelText('Districts')).toBeTruthy();
    expect(screen.getByLabelText('Branches')).toBeTruthy();
    await waitFor(() =>
      expect(requested).toContain(
        '/api/asset/target_info/branch?global_module_id=0&academic_year_id=19',
      ),
    );
    // The reach count shows once the filter has been still.
    expect(
      (await screen.findByText('Reach: 3 recipients', undefined, { timeout: 2000 })).textContent,
    ).toBe('Reach: 3 recipients');
  });
});
