import {
  analyticEndpoints,
  feedbackEndpoints,
  findModule,
  meEndpoints,
  presetFilterEndpoints,
  userFilterEndpoints,
} from '@console/contract';
import { idOf, prepare, type Exemptions, type Recipes } from '../audit/audit-walk-kit.ts';
import { routeOf, urlOf } from '../support/endpoint-client.ts';

// The audit walk's recipes for the small shared modules tested in this folder: feedback, saved
// filters, usage analytics and the user filter (see audit/audit-walk-kit.ts).

const PRESETS = { module: 'preset-filter', item_type: 'preset_filters' };

const presetBody = (name: string) => ({
  page: findModule('gatepass')!.path,
  name,
  data: { status_list: [1] },
});

export const recipes: Recipes = {
  [routeOf(feedbackEndpoints.send)]: async () => ({
    url: urlOf(feedbackEndpoints.send),
    body: {
      message: 'The export button does nothing',
      app_version: '1.0.0',
      user_agent: 'Mozilla/5.0 test',
      device_id: 'web-test-device',
    },
    expect: { module: 'feedback', item_type: 'help_feedback' },
  }),
  [routeOf(presetFilterEndpoints.create)]: async () => ({
    url: urlOf(presetFilterEndpoints.create),
    body: presetBody('Waiting'),
    expect: PRESETS,
  }),
  [routeOf(presetFilterEndpoints.update)]: async (walk) => ({
    url: urlOf(presetFilterEndpoints.update, {
      id: await idOf(prepare(walk, presetFilterEndpoints.create, { body: presetBody('Before') })),
    }),
    body: presetBody('After'),
    expect: PRESETS,
  }),
  [routeOf(presetFilterEndpoints.remove)]: async (walk) => ({
    url: urlOf(presetFilterEndpoints.remove, {
      id: await idOf(prepare(walk, presetFilterEndpoints.create, { body: presetBody('Gone') })),
    }),
    expect: PRESETS,
  }),
};

export const exempt: Exemptions = {
  [routeOf(analyticEndpoints.appSession)]: 'usage telemetry, not a change of a record',
  [routeOf(analyticEndpoints.appModule)]: 'usage telemetry, not a change of a record',
  [routeOf(userFilterEndpoints.reachCount)]: 'counts recipients; writes nothing',
  [routeOf(meEndpoints.saveUiState)]:
    "the user's own console state (the tours they ended), not a record of the group",
};
