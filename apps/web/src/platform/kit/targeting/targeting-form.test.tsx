import type { TargetingFilter } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TARGETING, TargetingForm } from './targeting-form.tsx';
import { refuseUnstubbed } from '../../../test-support/stub-api.ts';

const branch = (id: number, name: string, code: string) => ({
  id,
  name,
  code,
  state_id: 10,
  district_id: 100,
  level: 2,
  segment_ids: [3],
  master_branch_id: null,
  admission_branch_id: null,
  payroll_branch_id: null,
  accounting_branch_id: null,
});

const ASSETS: Record<string, unknown[]> = {
  state: [{ id: 10, name: 'Telangana' }],
  branch: [
    branch(1, 'Madhapur', 'MDP'),
    branch(2, 'Kukatpally', 'KKP'),
    branch(3, 'Ameerpet', 'AMP'),
  ],
  // The refinements' choices the tests do not pick from.
  district: [],
  segment: [],
  student_course: [],
  student_batch: [],
  staff_designation: [],
  staff_department: [],
  staff_sub_category: [],
  student_sections: [],
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

function Harness({
  initial,
  appVersionChoice,
}: {
  initial: TargetingFilter;
  appVersionChoice: boolean | undefined;
}) {
  const [value, setValue] = useState<TargetingFilter>(initial);
  latest = value;
  return (
    <TargetingForm
      value={value}
      onChange={setValue}
      scope={{ globalModuleId: 0, academicYearId: 19 }}
      appVersionChoice={appVersionChoice}
    />
  );
}

function mount(initial: TargetingFilter = DEFAULT_TARGETING, appVersionChoice?: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness initial={initial} appVersionChoice={appVersionChoice} />
    </QueryClientProvider>,
  );
}

/** What a Select shows in its box: the chosen values, or its placeholder. */
const shownIn = (label: string) =>
  screen.getByLabelText(label).closest('.ant-select')?.textContent?.trim() ?? '';

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

  it('offers staff only what describes staff, and app versions only for a message', () => {
    mount();
    for (const label of ['Segments', 'Coaching type', 'Co-ed', 'Campus', 'App versions']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('radio', { name: 'Staff' }));
    // Segments, coaching, co-ed and campus describe students: the server ignores the first two.
    for (const label of ['Segments', 'Coaching type', 'Co-ed', 'Campus']) {
      expect(screen.queryByLabelText(label)).toBeNull();
    }
    expect(screen.getByLabelText('Gender')).toBeTruthy();
    expect(screen.getByLabelText('App versions')).toBeTruthy();

    // Choosing people (a meeting's attendees), not recipients: no app versions either.
    cleanup();
    mount({ user_type: 'staff', target_method: 'all' }, false);
    expect(screen.queryByLabelText('App versions')).toBeNull();
    expect(screen.getByLabelText('Designations')).toBeTruthy();
  });

  it('drops the parents-only choices when the audience becomes staff', () => {
    mount({ user_type: 'student', target_method: 'all', segment_ids: [3], coed: 2, gender: 1 });
    fireEvent.click(screen.getByRole('radio', { name: 'Staff' }));
    expect(latest).toEqual({ user_type: 'staff', target_method: 'all', gender: 1 });
  });

  it('shows the chosen branches by name, never as "+ 1 …"', async () => {
    mount({ user_type: 'student', target_method: 'branch', branch_ids: [2] });
    await waitFor(() => expect(shownIn('Branches')).toBe('Kukatpally (KKP)'));

    cleanup();
    mount({ user_type: 'student', target_method: 'branch', branch_ids: [1, 2, 3] });
    await waitFor(() =>
      expect(shownIn('Branches')).toBe(
        '3 branches: Madhapur (MDP), Kukatpally (KKP), Ameerpet (AMP)',
      ),
    );
    expect(screen.queryByText(/\+ \d/)).toBeNull();
  });
});
