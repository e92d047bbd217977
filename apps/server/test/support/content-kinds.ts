import { SERVER_MODULES } from '../../src/modules/registry.ts';
import { contentKindsOf } from '../../src/platform/modules/server-module.ts';
import { opinionPollKind } from '../../src/modules/opinion-poll/opinion-poll.kind.ts';

// The messaging modules' kinds by name, for tests that loop over them or name one. The
// product finds them through the manifests (REGISTERED_KINDS); module-registry.test.ts checks
// that the named ones and the registry's agree, so no messaging module goes untested.

export { CONTENT_KINDS, type ContentKindKey } from './demo-content-kinds.ts';

/**
 * Kinds with statuses and calls of their own, which the shared content tests cannot walk with
 * one body: each has its own tests (test/opinion-poll).
 */
export const OWN_TESTED_KINDS = { opinion_poll: opinionPollKind } as const;

export const REGISTERED_KINDS = contentKindsOf(SERVER_MODULES);
