import { GlobalModule } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { activeModuleFor } from './active-module.ts';

describe('the active module of an address', () => {
  it('finds the module and its global number from the route', () => {
    expect(activeModuleFor('/announcement/12', '').module?.id).toBe('announcement');
    expect(activeModuleFor('/gatepass', '?page=2').globalModuleId).toBe(GlobalModule.gate_pass);
  });

  it('tells the calling entries apart by call_type', () => {
    expect(activeModuleFor('/adoption-calling', '').module?.id).toBe('adoption-calling');
    expect(activeModuleFor('/adoption-calling', '?call_type=iat').module?.id).toBe('iat-calling');
    expect(activeModuleFor('/adoption-calling', '?call_type=renewal&page=3').module?.id).toBe(
      'renewal-calling',
    );
  });

  it('is system-wide (0) outside modules', () => {
    expect(activeModuleFor('/', '')).toEqual({ module: undefined, globalModuleId: 0 });
    expect(activeModuleFor('/announcementx', '').module).toBeUndefined();
  });
});
