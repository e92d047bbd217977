import type { Permission } from '../permissions.ts';

// The call types of calling campaigns (001 §3, §6) with their menu entries and permissions.
// Apart from calling.ts and its schemas so that what only needs the types (the console's
// module manifest, read at start-up) does not bring zod and the calling schemas with it.

/** 001 §3 call types. */
export const CallType = {
  Adoption: 1,
  Renewal: 2,
  Televerification: 3,
  Transport: 4,
  Internal: 5,
  DAR: 7,
  IAT: 9,
} as const;
export type CallTypeCode = (typeof CallType)[keyof typeof CallType];

export interface CallTypeEntry {
  code: CallTypeCode;
  name: string;
  /** Lower-case word of the type: file names, the student profile's tab. */
  slug: string;
  /**
   * The console's `call_type` query flag of the type's menu entry (000 §2): none for adoption,
   * which is the bare /adoption-calling; transport has no menu entry.
   */
  flag: string | null;
  /** The menu entry (MODULES id) that shows this type; null when the menu has none. */
  moduleId: string | null;
  /** Reads (list, detail, edits, exports, recordings); null: superusers only. */
  readPermission: Permission | null;
  /** Placing a click-to-call; the read permission where 001 §6 names no call permission. */
  callPermission: Permission | null;
  /** Who these calls are made to: a student's parent, or a staff member. */
  callee: 'student' | 'staff';
  /** File names of the exports. */
  exportFile: string;
  misFile: string;
}

const entry = (
  code: CallTypeCode,
  name: string,
  slug: string,
  readPermission: Permission | null,
  callPermission: Permission | null,
  hasMenuEntry = true,
): CallTypeEntry => ({
  code,
  name,
  slug,
  flag: !hasMenuEntry || code === CallType.Adoption ? null : slug,
  moduleId: hasMenuEntry ? `${slug}-calling` : null,
  readPermission,
  callPermission,
  callee:
    code === CallType.Internal || code === CallType.DAR || code === CallType.IAT
      ? 'staff'
      : 'student',
  exportFile: `${slug}-calls.csv`,
  misFile: `${slug}-calls-mis.xlsx`,
});

/**
 * Each call type with its permissions (001 §6). Only adoption and televerification have a call
 * permission of their own; the others place calls with their read permission. Transport has
 * neither a permission nor a menu entry in the documents: superusers only.
 */
export const CALL_TYPES: readonly CallTypeEntry[] = [
  entry(CallType.Adoption, 'Adoption', 'adoption', 'adoptioncall_read', 'adoptioncall_call'),
  entry(CallType.Renewal, 'Renewal', 'renewal', 'renewalcall_read', 'renewalcall_read'),
  entry(
    CallType.Televerification,
    'Televerification',
    'televerification',
    'televerificationcall_read',
    'televerificationcall_call',
  ),
  entry(CallType.Transport, 'Transport', 'transport', null, null, false),
  entry(CallType.Internal, 'Internal', 'internal', 'internalcall', 'internalcall'),
  entry(CallType.DAR, 'DAR', 'dar', 'darcall_read', 'darcall_read'),
  entry(CallType.IAT, 'IAT', 'iat', 'iatcall_read', 'iatcall_read'),
];

export const CALL_TYPE_CODES = CALL_TYPES.map((type) => type.code);

export function callTypeEntry(code: number): CallTypeEntry | undefined {
  return CALL_TYPES.find((type) => type.code === code);
}

/** The call type a console address's `call_type` flag selects (none is adoption). */
export function callTypeOfFlag(flag: string | null): CallTypeEntry | undefined {
  return CALL_TYPES.find((type) => type.moduleId !== null && type.flag === flag);
}

/** Every read permission of the calling entries: any one opens the calling calls. */
export const CALLING_READ_PERMISSIONS = CALL_TYPES.flatMap((type) =>
  type.readPermission ? [type.readPermission] : [],
);
export const CALLING_CALL_PERMISSIONS = [
  ...new Set(CALL_TYPES.flatMap((type) => (type.callPermission ? [type.callPermission] : []))),
];
