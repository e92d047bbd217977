import { z } from 'zod';
import { defineCodes, type CodeOf } from '../common/codes.ts';
import { listQueryFields, listSort, queryBoolean, queryIdList } from '../common/list.ts';
import { INT4_MAX, int4, int4Id, queryInt4Id } from '../common/numbers.ts';

// CCTV (001 §3, §4, §7, §9): recorders (DVRs) in branches, their cameras, tags, what a scan of
// a recorder finds, and the streams the camera grid plays. The codes are the documents'; the
// health states, the limits and the messages are ours (apps/server/src/modules/cctv/DECISIONS.md).

export const CCTV_EXPORT_FILE = 'cctv-recorders.csv';
export const CCTV_DVR_COUNT_EXPORT_FILE = 'cctv-recorder-count.csv';
export const CCTV_CAMERA_EXPORT_FILE = 'cctv-cameras.csv';
export const CCTV_HEALTH_EXPORT_FILE = 'cctv-recorder-checks.csv';

/** 001 §3 and §9: DVR models. */
export const DVR_MODELS = defineCodes({
  Hikvision: { code: 1, label: 'Hikvision', colour: 'blue' },
  CpPlus: { code: 2, label: 'CpPlus', colour: 'purple' },
});
export const DvrModel = DVR_MODELS.code;
export type DvrModelCode = CodeOf<typeof DVR_MODELS>;

/** 001 §9: camera streams. The grid plays Sub 480p in its larger layouts. */
export const CAMERA_STREAMS = defineCodes({
  MainHd: { code: 1, label: 'Main HD', colour: 'blue' },
  Sub480p: { code: 2, label: 'Sub 480p', colour: 'cyan' },
});
export const CameraStream = CAMERA_STREAMS.code;
export type CameraStreamCode = CodeOf<typeof CAMERA_STREAMS>;

/** 001 §9: the grid's layouts, columns × rows. */
export const CCTV_GRID_LAYOUTS = ['2x2', '3x2', '4x3', '4x4'] as const;
export type CctvGridLayout = (typeof CCTV_GRID_LAYOUTS)[number];

/** A recorder's own state: DELETE /cctv/dvr/{id} keeps it as Deleted (-1), restorable. */
export const DVR_STATUSES = defineCodes({
  Deleted: { code: -1, label: 'Deleted', colour: 'grey' },
  Kept: { code: 1, label: 'Kept', colour: 'green' },
});
export const DvrStatus = DVR_STATUSES.code;

/** 001 §4: a camera's status word ('ENABLED' in imports). */
export const CAMERA_STATUSES = defineCodes({
  Enabled: { code: 'ENABLED', label: 'Enabled', colour: 'green' },
  Disabled: { code: 'DISABLED', label: 'Disabled', colour: 'grey' },
});
export const CameraStatus = CAMERA_STATUSES.code;
export type CameraStatusCode = CodeOf<typeof CAMERA_STATUSES>;

/** A camera's flag: whether its channel was online at the recorder's last scan. */
export const CAMERA_FLAGS = defineCodes({
  NotWorking: { code: 0, label: 'Not working', colour: 'red' },
  Working: { code: 1, label: 'Working', colour: 'green' },
});
export type CameraFlagCode = CodeOf<typeof CAMERA_FLAGS>;

/**
 * What the last check of a recorder found, worst first: what staff must act on is red, what
 * is degraded is yellow.
 */
export const DVR_HEALTH = defineCodes({
  Unreachable: { code: 'unreachable', label: 'Unreachable', colour: 'red' },
  WrongPassword: { code: 'wrong_password', label: 'Wrong password', colour: 'red' },
  DiskError: { code: 'disk_error', label: 'Disk error', colour: 'red' },
  ClockDrift: { code: 'clock_drift', label: 'Clock off', colour: 'yellow' },
  ChannelsOffline: { code: 'channels_offline', label: 'Cameras offline', colour: 'yellow' },
  Healthy: { code: 'healthy', label: 'Healthy', colour: 'green' },
  NotChecked: { code: 'not_checked', label: 'Not checked yet', colour: 'grey' },
});
export const DvrHealth = DVR_HEALTH.code;
export type DvrHealthCode = CodeOf<typeof DVR_HEALTH>;
/** The states the board's "needs attention" filter keeps. */
export const DVR_HEALTH_NEEDS_ATTENTION: readonly DvrHealthCode[] = [
  DvrHealth.Unreachable,
  DvrHealth.WrongPassword,
  DvrHealth.DiskError,
  DvrHealth.ClockDrift,
  DvrHealth.ChannelsOffline,
];
/**
 * The states in which a recorder could not be read at its last check (no answer, or the
 * password refused): its cameras cannot be watched, so the grid shows why instead of video and
 * the board counts them offline.
 */
export const DVR_HEALTH_NO_VIDEO: readonly DvrHealthCode[] = [
  DvrHealth.Unreachable,
  DvrHealth.WrongPassword,
];
/** 001 §5: the recorder sheet's keys, in the documents' order. */
export const CCTV_DVR_IMPORT_KEYS = [
  'master_branch_name',
  'auth_password',
  'auth_username',
  'auto_scan_add_cameras',
  'http_port',
  'ip_address',
  'is_active',
  'is_https',
  'model',
  'name',
  'rtsp_port',
  'serial_number',
  'server_port',
  'slno',
] as const;
/** 001 §5: the camera sheet's keys; 001 §4's enabled and working (1 or 0) may follow. */
export const CCTV_CAMERA_IMPORT_KEYS = [
  'name',
  'channel_number',
  'main_stream_id',
  'sub_stream_id',
  'status',
  'slno',
] as const;

/** A device clock further off than this (either way) is "Clock off". */
export const DVR_CLOCK_DRIFT_LIMIT_SECONDS = 120;
/**
 * A quarter or more of a recorder's channels dark is "Cameras offline"; a camera dark here and
 * there shows on its flag and in the board's offline count without the recorder needing
 * attention.
 */
export const DVR_CHANNELS_OFFLINE_SHARE = 0.25;

export const CctvMessages = {
  noIdToUpdate: 'No ID given to update item',
  noIdToDelete: 'No ID given to delete item',
  dvrNotFound: 'Recorder not found.',
  cameraNotFound: 'Camera not found.',
  cameraDisabled: 'This camera is disabled. Enable it to watch it.',
  streamSessionNotFound: 'This stream has already ended.',
  tagNotFound: 'Tag not found.',
  dvrNotDeleted: 'This recorder is not deleted, so there is nothing to restore.',
  dvrDeleted: 'This recorder is deleted. Restore it first.',
  branchOutOfScope: 'You cannot add recorders to this branch.',
  passwordRequired: 'Password is required.',
  duplicateAddress: 'Another recorder in this branch already has this address and HTTP port.',
  duplicateChannel: 'This recorder already has a camera on this channel.',
  duplicateTag: 'A tag with this name already exists.',
  tagsNotForDvr: 'Only tags for recorders can be put on a recorder.',
  tagsNotForCamera: 'Only tags for cameras can be put on a camera.',
  unknownTags: 'Some of these tags do not exist.',
  /**
   * A recorder's address, ports or HTTPS changed without its password (issue 23): the stored
   * password is only ever sent to the address it was entered for. `what`: 'IP address and
   * HTTP port' (dvrAddressChangeWords).
   */
  passwordForNewAddress: (what: string) =>
    `The recorder’s ${what} changed: enter its password again. A stored password is only sent to the address it was entered for.`,
  /** The console's word under the password field when it must be entered again. */
  passwordRequiredForAddress: 'Enter the recorder’s password again for its new address.',
  /** A stored password that does not open for the recorder's address (or the server's secret). */
  passwordNotForAddress:
    'The stored password cannot be used: the recorder’s address or the server’s secret changed since it was entered. Enter the recorder’s password again.',
  /** An address outside RECORDER_ALLOWED_NETWORKS, one never allowed, or a name not found. */
  addressNotAllowed:
    'Recorders cannot be reached at this address: it is outside the networks allowed for recorders, or its name could not be found.',
  /** Every way a recorder fails to answer as one (refused, silent, slow, unreadable, another model). */
  recorderNotReached: (place: string) =>
    `The recorder at ${place} could not be reached or did not answer as a recorder; check its address, ports and model.`,
  /** Tags are the group's: only superusers add, rename or delete them. */
  tagsForSuperusers:
    'Tags are shared by every branch: only a superuser adds, renames or deletes them. You can put them on your recorders and cameras.',
  /** A WHEP offer the gateway could never connect with. */
  offerCannotConnect:
    'The offer cannot connect: it has no ICE user name and password, or no DTLS fingerprint.',
  /** STREAM_MAX_SESSIONS_PER_USER. */
  streamsPerUser: (limit: number) =>
    `You are already watching ${limit} camera streams, the most one user may. Close some and try again.`,
  /** The recorder answered, but the camera's channel gives no picture (dark, or not listed). */
  cameraNoVideo: (channel: number) =>
    `The recorder has no video on channel ${channel}: the camera is offline.`,
} as const;

/** The fields that say where a recorder is: changing any needs its password again. */
export const DVR_ADDRESS_FIELDS = {
  ip_address: 'IP address',
  http_port: 'HTTP port',
  rtsp_port: 'RTSP port',
  is_https: 'HTTPS setting',
} as const;
type DvrAddress = { [Field in keyof typeof DVR_ADDRESS_FIELDS]: string | number | boolean };

/** The address fields of `after` that differ from `before` (host names in any case are one). */
export function changedDvrAddress(
  before: DvrAddress,
  after: Partial<DvrAddress>,
): (keyof typeof DVR_ADDRESS_FIELDS)[] {
  const same = (a: unknown, b: unknown) =>
    typeof a === 'string' && typeof b === 'string'
      ? a.trim().toLowerCase() === b.trim().toLowerCase()
      : a === b;
  return (Object.keys(DVR_ADDRESS_FIELDS) as (keyof typeof DVR_ADDRESS_FIELDS)[]).filter(
    (field) => after[field] !== undefined && !same(before[field], after[field]),
  );
}

/** 'IP address', 'IP address and HTTP port', 'IP address, HTTP port and RTSP port'. */
export function dvrAddressChangeWords(
  fields: readonly (keyof typeof DVR_ADDRESS_FIELDS)[],
): string {
  const words = fields.map((field) => DVR_ADDRESS_FIELDS[field]);
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

// ---------------------------------------------------------------------------------------------
// Tags

export const cctvTagRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A recorder's tag (true) or a camera's (false). */
  for_dvr: z.boolean(),
  dvr_count: z.number().int(),
  camera_count: z.number().int(),
});
export type CctvTagRow = z.infer<typeof cctvTagRow>;

export const cctvTagsQuery = z.strictObject({ for_dvr: queryBoolean.optional() });

export const cctvTagBody = z.strictObject({
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(60, 'Name must be at most 60 characters.'),
  for_dvr: z.boolean({ error: 'Say whether the tag is for recorders or cameras.' }),
});
export type CctvTagBody = z.infer<typeof cctvTagBody>;

const tagIds = z
  .array(int4Id, { error: 'Tags are a list of tag ids.' })
  .max(50, 'At most 50 tags.')
  .transform((ids) => [...new Set(ids)]);

export const dvrTagsBody = z.strictObject({ tag_ids: tagIds });

/** A tag as an item carries it. */
export const cctvTag = z.object({ id: z.number().int(), name: z.string() });

// ---------------------------------------------------------------------------------------------
// Branches a recorder may be put in

export const cctvBranchRow = z.object({
  branch_id: z.number().int(),
  branch_name: z.string(),
  /** The admission branch (a grouping of branches) the branch belongs to. */
  admission_branch_id: z.number().int().nullable(),
  admission_branch_name: z.string().nullable(),
  master_branch_name: z.string().nullable(),
  district_name: z.string().nullable(),
  state_name: z.string().nullable(),
  dvr_count: z.number().int(),
});
export type CctvBranchRow = z.infer<typeof cctvBranchRow>;

// ---------------------------------------------------------------------------------------------
// Recorders

const PORT_MESSAGE = 'A port is a whole number from 1 to 65535.';
const port = z
  .number({ error: PORT_MESSAGE })
  .int(PORT_MESSAGE)
  .min(1, PORT_MESSAGE)
  .max(65535, PORT_MESSAGE);
/**
 * An IPv4 address or a host name (recorders behind a dynamic DNS name are common); digits and
 * dots alone are an address, so 10.1.2.300 is refused rather than taken for a name.
 */
export const RECORDER_ADDRESS_PATTERN =
  /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}|(?![\d.]+$)(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)$/;
const ADDRESS_MESSAGE = 'Enter the recorder’s IP address (like 10.1.2.3) or host name.';

const dvrFields = {
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(100, 'Name must be at most 100 characters.'),
  model_id: z.union([z.literal(1), z.literal(2)], {
    error: 'Choose the model: Hikvision (1) or CpPlus (2).',
  }),
  branch_id: z.number({ error: 'Choose the branch.' }).int().positive().max(INT4_MAX),
  serial_number: z
    .string()
    .trim()
    .max(64, 'Serial number must be at most 64 characters.')
    .nullish()
    .transform((value) => value || null),
  slno: int4
    .min(0, 'Serial order is a whole number, 0 or more.')
    .nullish()
    .transform((v) => v ?? null),
  ip_address: z
    .string({ error: ADDRESS_MESSAGE })
    .trim()
    .regex(RECORDER_ADDRESS_PATTERN, ADDRESS_MESSAGE),
  http_port: port.default(80),
  rtsp_port: port.default(554),
  server_port: port.default(8000),
  is_https: z.boolean().default(false),
  is_active: z.boolean().default(true),
  auth_username: z
    .string({ error: 'User name is required.' })
    .trim()
    .min(1, 'User name is required.')
    .max(64, 'User name must be at most 64 characters.'),
  auto_scan_add_cameras: z.boolean().default(true),
  tag_ids: tagIds.optional(),
};
const password = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .max(128, 'Password must be at most 128 characters.');

/** POST /cctv/dvr. */
export const dvrCreateBody = z.strictObject({ ...dvrFields, auth_password: password });
export type DvrCreateBody = z.infer<typeof dvrCreateBody>;
/** What a client sends (defaults and empty values not yet applied). */
export type DvrCreateInput = z.input<typeof dvrCreateBody>;

/** PUT /cctv/dvr/{id} (and PUT /cctv/dvr with the id in the body): no password keeps it. */
export const dvrUpdateBody = z.strictObject({
  ...dvrFields,
  id: int4Id.optional(),
  auth_password: password.nullish(),
});
export type DvrUpdateBody = z.infer<typeof dvrUpdateBody>;
export type DvrUpdateInput = z.input<typeof dvrUpdateBody>;

/** A camera as its recorder lists it. */
export const dvrCamera = z.object({
  id: z.number().int(),
  name: z.string(),
  channel_number: z.number().int(),
  status: z.string(),
  flag: z.number().int().nullable(),
});

export const dvrHealthSummary = z.object({
  state: z.string(),
  checked_at: z.string().nullable(),
  message: z.string().nullable(),
  disk_free_bytes: z.number().nullable(),
  disk_total_bytes: z.number().nullable(),
  clock_drift_seconds: z.number().int().nullable(),
  channels_offline: z.number().int().nullable(),
});
export type DvrHealthSummary = z.infer<typeof dvrHealthSummary>;

export const dvrRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The model's name ('Hikvision', 'CpPlus'). */
  model: z.string(),
  model_id: z.number().int(),
  branch_id: z.number().int(),
  branch_name: z.string(),
  /** The name of the master branch (a grouping of branches) the recorder's branch is in. */
  master_branch_name: z.string().nullable(),
  serial_number: z.string().nullable(),
  slno: z.number().int().nullable(),
  ip_address: z.string(),
  http_port: z.number().int(),
  rtsp_port: z.number().int(),
  server_port: z.number().int(),
  is_https: z.boolean(),
  is_active: z.boolean(),
  status: z.number().int(),
  auth_username: z.string(),
  /** Never answered: kept encrypted, and only the server uses it. */
  auth_password: z.null(),
  auto_scan_add_cameras: z.boolean(),
  cameras: z.array(dvrCamera),
  tags: z.array(cctvTag),
  tag_ids: z.array(z.number().int()),
  health: dvrHealthSummary,
  created_at: z.string(),
  updated_at: z.string(),
});
export type DvrRow = z.infer<typeof dvrRow>;

export const dvrListQuery = z.strictObject({
  ...listQueryFields,
  sort: listSort(['name', 'slno', 'branch_name', 'created_at', 'id']).optional(),
  /** One recorder by id (the detail page's call). */
  id: queryInt4Id.optional(),
  /** With export: the number of recorders and cameras per branch, not the recorders. */
  exportDvrCount: queryBoolean.optional(),
  /** A part of the name, address or serial number, any case. */
  search: z.string().trim().min(1).max(100).optional(),
  branch_ids: queryIdList.optional(),
  model_id: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
  tag_ids: queryIdList.optional(),
  is_active: queryBoolean.optional(),
  health: z.enum(DVR_HEALTH.codes as [DvrHealthCode, ...DvrHealthCode[]]).optional(),
  needs_attention: queryBoolean.optional(),
  /** Deleted recorders (status -1) instead of kept ones. */
  deleted: queryBoolean.optional(),
});
export type DvrListQuery = z.infer<typeof dvrListQuery>;

export const dvrParams = z.strictObject({ id: queryInt4Id });
/** DELETE /cctv/dvr without an id in the path. */
export const dvrDeleteQuery = z.strictObject({ id: queryInt4Id.optional() });

// ---------------------------------------------------------------------------------------------
// What the recorder itself says

export const dvrScanBody = z.strictObject({ id: int4Id.optional() });

export const dvrChannel = z.object({
  channel_number: z.number().int(),
  name: z.string(),
  online: z.boolean(),
  main_stream_id: z.number().int(),
  sub_stream_id: z.number().int(),
});

export const dvrScanAnswer = z.object({
  dvr_id: z.number().int(),
  reachable: z.boolean(),
  /** Why not, in words for staff (null when it answered). */
  message: z.string().nullable(),
  device: z
    .object({
      model_name: z.string(),
      serial_number: z.string(),
      firmware: z.string(),
      channel_count: z.number().int(),
    })
    .nullable(),
  channels: z.array(dvrChannel),
  cameras_added: z.number().int(),
  cameras_updated: z.number().int(),
  health: dvrHealthSummary,
});
export type DvrScanAnswer = z.infer<typeof dvrScanAnswer>;

/** A recorder's disk as the drivers read it (each vendor's words mapped onto these). */
export const DISK_STATES = defineCodes({
  Ok: { code: 'ok', label: 'Recording', colour: 'green' },
  Idle: { code: 'idle', label: 'Idle', colour: 'blue' },
  Formatting: { code: 'formatting', label: 'Formatting', colour: 'yellow' },
  Unformatted: { code: 'unformatted', label: 'Not formatted', colour: 'red' },
  Error: { code: 'error', label: 'Failed', colour: 'red' },
  Absent: { code: 'absent', label: 'Missing', colour: 'red' },
  Unknown: { code: 'unknown', label: 'Unknown', colour: 'grey' },
});

export const dvrStorageAnswer = z.object({
  dvr_id: z.number().int(),
  disks: z.array(
    z.object({
      id: z.string(),
      capacity_bytes: z.number(),
      free_bytes: z.number(),
      state: z.string(),
    }),
  ),
});
export type DvrStorageAnswer = z.infer<typeof dvrStorageAnswer>;

export const dvrTimeAnswer = z.object({
  dvr_id: z.number().int(),
  device_time: z.string(),
  server_time: z.string(),
  /** Device clock minus server clock. */
  drift_seconds: z.number().int(),
  /** Whether the recorder sets its clock from a time server (null: it does not say). */
  ntp_enabled: z.boolean().nullable(),
});
export type DvrTimeAnswer = z.infer<typeof dvrTimeAnswer>;

// ---------------------------------------------------------------------------------------------
// Cameras

/**
 * The most channels a recorder has (the largest NVRs have 256): a camera's channel is 1 to this,
 * and a scan stores at most this many cameras.
 */
export const CAMERA_CHANNEL_MAX = 256;
/** The longest camera name (a scan cuts a recorder's longer titles to it). */
export const CAMERA_NAME_MAX = 100;
/** Stream ids as vendors number them (Hikvision 25602 for channel 256's sub stream). */
export const CAMERA_STREAM_ID_MAX = 99_999;

const CHANNEL_MESSAGE = `Channel is a whole number from 1 to ${CAMERA_CHANNEL_MAX}.`;
const streamId = z
  .number({ error: 'A stream id is a whole number.' })
  .int()
  .min(0)
  .max(CAMERA_STREAM_ID_MAX);

export const cameraBody = z.strictObject({
  dvr_id: int4Id,
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(CAMERA_NAME_MAX, `Name must be at most ${CAMERA_NAME_MAX} characters.`),
  channel_number: z
    .number({ error: CHANNEL_MESSAGE })
    .int(CHANNEL_MESSAGE)
    .min(1, CHANNEL_MESSAGE)
    .max(CAMERA_CHANNEL_MAX, CHANNEL_MESSAGE),
  main_stream_id: streamId.nullish().transform((v) => v ?? null),
  sub_stream_id: streamId.nullish().transform((v) => v ?? null),
  status: z
    .enum(['ENABLED', 'DISABLED'], { error: 'Status is ENABLED or DISABLED.' })
    .default('ENABLED'),
  slno: int4
    .min(0)
    .nullish()
    .transform((v) => v ?? null),
  tag_ids: tagIds.optional(),
});
export type CameraBody = z.infer<typeof cameraBody>;
export type CameraInput = z.input<typeof cameraBody>;

/** What a camera's recorder was found in at its last check: the grid's tile shows it. */
export const cameraDvrHealth = z.object({
  state: z.string(),
  checked_at: z.string().nullable(),
  message: z.string().nullable(),
});

export const cameraRow = z.object({
  id: z.number().int(),
  dvr_id: z.number().int(),
  dvr_name: z.string(),
  dvr_health: cameraDvrHealth,
  model_id: z.number().int(),
  branch_id: z.number().int(),
  branch_name: z.string(),
  name: z.string(),
  channel_number: z.number().int(),
  main_stream_id: z.number().int(),
  sub_stream_id: z.number().int(),
  status: z.string(),
  slno: z.number().int().nullable(),
  /** 1 working, 0 not, null before the recorder's first scan. */
  flag: z.number().int().nullable(),
  tags: z.array(cctvTag),
  tag_ids: z.array(z.number().int()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CameraRow = z.infer<typeof cameraRow>;

export const cameraListQuery = z.strictObject({
  ...listQueryFields,
  sort: listSort(['name', 'channel_number', 'slno', 'dvr_name', 'created_at', 'id']).optional(),
  id: queryInt4Id.optional(),
  /** Answer only the ids, in the list's order, of every page (the grid pages through them). */
  ids_only: queryBoolean.optional(),
  dvr_id: queryInt4Id.optional(),
  branch_ids: queryIdList.optional(),
  tag_ids: queryIdList.optional(),
  status: z.enum(['ENABLED', 'DISABLED']).optional(),
  flag: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
  /** The cameras of recorders in this health state at their last check. */
  health: z.enum(DVR_HEALTH.codes as [DvrHealthCode, ...DvrHealthCode[]]).optional(),
  /** The cameras of recorders needing attention (DVR_HEALTH_NEEDS_ATTENTION), as the board counts them. */
  needs_attention: queryBoolean.optional(),
  search: z.string().trim().min(1).max(100).optional(),
});
export type CameraListQuery = z.infer<typeof cameraListQuery>;

export const cameraParams = z.strictObject({ id: queryInt4Id });

// ---------------------------------------------------------------------------------------------
// Streams

export const cameraStreamQuery = z.strictObject({
  id: queryInt4Id,
  stream: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(2),
});
export const cameraReloadQuery = z.strictObject({
  stream: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(2),
});

/** A WHEP session of a camera's stream: DELETE /cctv/camera/{id}/whep/{sessionId} ends it. */
export const cameraWhepSessionParams = cameraParams.extend({
  sessionId: z.string().min(1).max(100),
});

/** What the console needs to open a camera's stream over WebRTC (WHEP). */
export const cameraStreamAnswer = z.object({
  camera_id: z.number().int(),
  stream: z.number().int(),
  /** Where the browser POSTs its SDP offer (application/sdp), with its bearer token. */
  whep_url: z.string(),
  ice_servers: z.array(z.object({ urls: z.union([z.string(), z.array(z.string())]) })),
  /** The picture's size the stream is encoded at. */
  width: z.number().int(),
  height: z.number().int(),
});
export type CameraStreamAnswer = z.infer<typeof cameraStreamAnswer>;

// ---------------------------------------------------------------------------------------------
// Recorder health board

export const cctvHealthQuery = z.strictObject({
  branch_ids: queryIdList.optional(),
  needs_attention: queryBoolean.optional(),
});

export const cctvHealthRow = z.object({
  state_id: z.number().int().nullable(),
  state_name: z.string().nullable(),
  district_id: z.number().int().nullable(),
  district_name: z.string().nullable(),
  branch_id: z.number().int(),
  branch_name: z.string(),
  recorders: z.number().int(),
  cameras: z.number().int(),
  cameras_offline: z.number().int(),
  /** Recorders by health state (every state present, 0 where none). */
  by_health: z.record(z.string(), z.number().int()),
  needs_attention: z.number().int(),
});
export type CctvHealthRow = z.infer<typeof cctvHealthRow>;

export const dvrHealthHistoryRow = z.object({
  id: z.number().int(),
  checked_at: z.string(),
  state: z.string(),
  message: z.string().nullable(),
  disk_free_bytes: z.number().nullable(),
  disk_total_bytes: z.number().nullable(),
  clock_drift_seconds: z.number().int().nullable(),
  channels_total: z.number().int().nullable(),
  channels_offline: z.number().int().nullable(),
});
export type DvrHealthHistoryRow = z.infer<typeof dvrHealthHistoryRow>;
export const dvrHealthHistoryQuery = z.strictObject({ ...listQueryFields });
