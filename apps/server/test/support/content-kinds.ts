import { SERVER_MODULES } from '../../src/modules/registry.ts';
import { contentKindsOf } from '../../src/platform/modules/server-module.ts';

// The messaging modules' kinds by name, for tests that loop over them or name one. The
// product finds them through the manifests (REGISTERED_KINDS); module-registry.test.ts checks
// that the named ones and the registry's agree, so no messaging module goes untested.

export { CONTENT_KINDS, type ContentKindKey } from '../../src/db/seed/demo-content-kinds.ts';

export const REGISTERED_KINDS = contentKindsOf(SERVER_MODULES);
