import { describe, expect, it } from 'vitest';
import { listReturnAddress, noteListAddress } from './list-return.ts';

describe('listReturnAddress', () => {
  it('returns to a list with the filters it last had', () => {
    expect(listReturnAddress('/sms')).toBe('/sms');
    noteListAddress('/gatepass', '?status_list=1&page=3');
    expect(listReturnAddress('/gatepass')).toBe('/gatepass?status_list=1&page=3');
    noteListAddress('/gatepass', '');
    expect(listReturnAddress('/gatepass')).toBe('/gatepass');
  });

  it('keeps a back link that names its own query', () => {
    noteListAddress('/adoption-calling', '?report_type=4');
    expect(listReturnAddress('/adoption-calling?call_type=renewal')).toBe(
      '/adoption-calling?call_type=renewal',
    );
  });
});
