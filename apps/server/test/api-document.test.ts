import {
  assetEndpoints,
  auditLogEndpoints,
  authEndpoints,
  gatePassEndpoints,
  type AnyEndpoint,
} from '@console/contract';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MODULES } from '../src/modules/registry.ts';
import { API_DOCS_PATH, operationIdOf } from '../src/platform/core/http/api-document.ts';
import { startTestApp, type TestApp } from './harness.ts';

// The API document as clients read it (/api/docs/json): every operation named and filed under
// its module, and clean by Redocly's recommended rules (redocly.yaml says which are off and
// why). The linter runs offline: telemetry and update checks off, and any connection it would
// open refused by a preloaded guard that the test watches for.

const here = path.dirname(fileURLToPath(import.meta.url));
/** Refuses and reports connections in the process it is preloaded into (not this one). */
const NO_NETWORK = path.join(here, 'support/no-network.mjs');
const NO_NETWORK_MARKER = 'Network attempt refused by the offline guard';
const REDOCLY = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);
const CONFIG = path.join(here, '../redocly.yaml');

interface Operation {
  operationId?: string;
  tags?: string[];
}
interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let document: ApiDocument;
beforeAll(async () => {
  t = await startTestApp();
  const response = await t.call({ method: 'GET', url: `${API_DOCS_PATH}/json` });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t?.close());

/**
 * Runs a Node program offline (the guard preloaded), with only the environment it needs and a
 * home of its own (Redocly keeps notes under ~/.redocly).
 */
function runOffline(args: string[], home: string) {
  return spawnSync(process.execPath, ['--import', NO_NETWORK, ...args], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '',
      HOME: home,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      NO_COLOR: '1',
      NO_NETWORK_MARKER,
    },
    timeout: 60_000,
  });
}

/** The document's operation of an endpoint: its path under /api, parameters in braces. */
const operationOf = (endpoint: AnyEndpoint) =>
  document.paths[`/api${endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`]?.[
    endpoint.method.toLowerCase()
  ];

const operations = () =>
  Object.entries(document.paths).flatMap(([url, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ url, method, operation })),
  );

describe('the API document', () => {
  it('names every operation by its method and path, each name once', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    for (const { url, method, operation } of all) {
      // The document writes {id} where the route wrote :id.
      const route = url.replace(/\{([^}]+)\}/g, ':$1');
      expect(operation.operationId, `${method} ${url}`).toBe(operationIdOf(method, route));
    }
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationOf(gatePassEndpoints.detail)?.operationId).toBe('get_gate_pass_by_id');
  });

  it('files every operation under the module that registers it, or a platform tag', () => {
    const tags = new Set(['auth', 'platform', ...SERVER_MODULES.map((module) => module.id)]);
    for (const { url, method, operation } of operations()) {
      expect(operation.tags, `${method} ${url}`).toHaveLength(1);
      expect(tags.has(operation.tags![0]!), `${method} ${url}: ${operation.tags}`).toBe(true);
    }
    expect(operationOf(gatePassEndpoints.list)?.tags).toEqual(['gate-pass']);
    expect(operationOf(assetEndpoints.branch)?.tags).toEqual(['asset']);
    expect(operationOf(authEndpoints.firstLeg)?.tags).toEqual(['auth']);
    expect(operationOf(auditLogEndpoints.list)?.tags).toEqual(['platform']);
  });

  it('passes Redocly’s recommended rules, offline', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-document-'));
    try {
      const file = path.join(dir, 'openapi.json');
      fs.writeFileSync(file, JSON.stringify(document));
      const lint = runOffline([REDOCLY, 'lint', file, '--config', CONFIG, '--format', 'json'], dir);
      expect(lint.error).toBeUndefined();
      expect(lint.stderr).not.toContain(NO_NETWORK_MARKER);
      const report = JSON.parse(lint.stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string; location: { pointer?: string }[] }[];
      };
      const problems = report.problems.map(
        (problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`,
      );
      expect(problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
      expect(lint.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs the linter where any connection it tried would be refused and seen', () => {
    const attempt = runOffline(
      ['--input-type=module', '-e', "await fetch('http://127.0.0.1:9/').catch(() => {});"],
      os.tmpdir(),
    );
    expect(attempt.stderr).toContain(`${NO_NETWORK_MARKER}: fetch http://127.0.0.1:9/`);
  });
});
