import { describe, expect, it } from 'vitest';
import {
  ACADEMIC_YEARS,
  ACCESS_TOKEN_SECONDS,
  CURRENT_ACADEMIC_YEAR_ID,
  Designation,
  GlobalModule,
  MODULES,
  Messages,
  PERMISSIONS,
  REFRESH_TOKEN_SECONDS,
  SEGMENTS,
  SELECTABLE_ACADEMIC_YEAR_IDS,
  UserType,
  isPermission,
} from './index.ts';

describe('the specification numbers', () => {
  it('token lifetimes (000 §9)', () => {
    expect(ACCESS_TOKEN_SECONDS).toBe(14400);
    expect(REFRESH_TOKEN_SECONDS).toBe(49200);
  });

  it('academic years 17–20, current 20, selectable 19 and 20', () => {
    expect(ACADEMIC_YEARS.map((y) => y.id)).toEqual([17, 18, 19, 20]);
    expect(ACADEMIC_YEARS.map((y) => y.name)).toEqual(["'22-'23", "'23-'24", "'24-'25", "'25-'26"]);
    expect(CURRENT_ACADEMIC_YEAR_ID).toBe(20);
    expect([...SELECTABLE_ACADEMIC_YEAR_IDS]).toEqual([19, 20]);
  });

  it('segments, user types, designations and the fixed global module numbers', () => {
    expect(SEGMENTS.map((s) => [s.id, s.name])).toEqual([
      [1, 'Others'],
      [2, 'College'],
      [3, 'High School'],
      [4, 'E-Champs'],
      [5, 'E-Kidz'],
      [6, 'Coaching Center'],
    ]);
    expect(UserType).toEqual({ Student: 1, Employee: 2, AdminOnly: 3 });
    expect(Designation).toMatchObject({
      Principal: 30,
      ZonalCoordinator: 970,
      RAndDHead: 1068,
      AssistantGeneralManager: 525,
      ClusterPrincipal: 1056,
    });
    expect(GlobalModule).toMatchObject({
      system_wide: 0,
      announcement: 2,
      events: 9,
      gate_pass: 13,
      adoption_calling: 14,
      feedback: 23,
      service_desk: 24,
      cctv: 28,
      masters: 39,
    });
  });

  it('messages of 000 §5 and §8, word for word', () => {
    expect(Messages.genericError).toBe('An error has occurred');
    expect(Messages.fileTooLarge).toBe('File is too large');
    expect(Messages.loginFailed).toBe(
      'Cannot login to this user account. Contact support for resolution.',
    );
    expect(Messages.unexpectedResponse).toBe('Unexpected response from server');
    expect(Messages.loggedIn).toBe('Logged in successfully.');
    expect(Messages.routeNotFound).toBe('This page could not be found');
    expect(Messages.searchIdNumber).toBe('Search input field must contain number.');
    expect(Messages.searchGlobalEmployeeIds).toBe(
      'Enter one or more valid Global Employee IDs, separated by commas.',
    );
    expect(Messages.searchEmployeeNumbers).toBe(
      'Search input field must contain numbers and comma characters only.',
    );
    expect(Messages.searchMobile).toBe('Enter a valid 10-digit mobile number.');
    expect(Messages.searchValidNumber).toBe('Search input field must contain a valid number.');
  });
});

describe('the module registry', () => {
  it('follows the menu order of 000 §2 with the calling entries after adoption-calling', () => {
    const ids = MODULES.map((m) => m.id);
    expect(ids.slice(0, 14)).toEqual([
      'announcement',
      'opinion-poll',
      'concern',
      'push-notification',
      'sms',
      'marketing',
      'content-management',
      'user-management',
      'adoption-calling',
      'renewal-calling',
      'televerification-calling',
      'internal-calling',
      'dar-calling',
      'iat-calling',
    ]);
    expect(ids.at(-1)).toBe('financial-performance');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives each calling entry its own permission on the same path', () => {
    const calling = MODULES.filter((m) => m.path.startsWith('/adoption-calling'));
    expect(calling.map((m) => m.readPermission)).toEqual([
      'adoptioncall_read',
      'renewalcall_read',
      'televerificationcall_read',
      'internalcall',
      'darcall_read',
      'iatcall_read',
    ]);
  });

  it('names only catalogued permissions, and limits the entries the documents limit', () => {
    for (const entry of MODULES) {
      if (entry.readPermission) expect(isPermission(entry.readPermission)).toBe(true);
    }
    const limited = MODULES.filter((m) => m.allowedUsersSetting).map((m) => m.id);
    expect(limited.sort()).toEqual(['cctv', 'parent-feedback-dashboard', 'staff-attendance']);
    const hidden = MODULES.filter((m) => m.hiddenForUsersSetting).map((m) => m.id);
    expect(hidden.sort()).toEqual(['content-management', 'marketing', 'sms']);
    expect(MODULES.find((m) => m.id === 'content-management')?.superuserOnly).toBe(true);
  });

  it('keeps the permission catalogue free of duplicates', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    expect(isPermission('hangfire_read')).toBe(true);
    expect(isPermission('not_a_permission')).toBe(false);
  });
});
