import { idOf, send, type Exemptions, type Recipes } from '../audit/audit-walk-kit.ts';

// The audit walk's recipes for the small shared modules tested in this folder: feedback, saved
// filters, usage analytics and the user filter (see audit/audit-walk-kit.ts).

const PRESETS = { module: 'preset-filter', item_type: 'preset_filters' };

const presetBody = (name: string) => ({ page: '/gatepass', name, data: { status_list: [1] } });

export const recipes: Recipes = {
  'POST /api/feedback': async () => ({
    url: '/api/feedback',
    body: {
      message: 'The export button does nothing',
      app_version: '1.0.0',
      user_agent: 'Mozilla/5.0 test',
      device_id: 'web-test-device',
    },
    expect: { module: 'feedback', item_type: 'help_feedback' },
  }),
  'POST /api/preset_filter': async () => ({
    url: '/api/preset_filter',
    body: presetBody('Waiting'),
    expect: PRESETS,
  }),
  'PUT /api/preset_filter/:id': async (walk) => ({
    url: `/api/preset_filter/${await idOf(send(walk, 'POST', '/preset_filter', presetBody('Before')))}`,
    body: presetBody('After'),
    expect: PRESETS,
  }),
  'DELETE /api/preset_filter/:id': async (walk) => ({
    url: `/api/preset_filter/${await idOf(send(walk, 'POST', '/preset_filter', presetBody('Gone')))}`,
    expect: PRESETS,
  }),
};

export const exempt: Exemptions = {
  'PUT /api/analytic/app_session': 'usage telemetry, not a change of a record',
  'PUT /api/analytic/app_module': 'usage telemetry, not a change of a record',
  'POST /api/user_filter': 'counts recipients; writes nothing',
};
