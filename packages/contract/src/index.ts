// The contract's barrel. The modules' schemas and endpoints come through modules/index.ts,
// generated from that folder (npm run modules:registry): adding a module edits nothing here.
export * from './permissions.ts';
export * from './permission-groups.ts';
export * from './enums.ts';
export * from './academic-years.ts';
export * from './modules.ts';
export * from './messages.ts';
export * from './common/errors.ts';
export * from './common/patterns.ts';
export * from './common/dates.ts';
export * from './common/plain-words.ts';
export * from './common/group-time.ts';
export * from './common/counts.ts';
export * from './common/numbers.ts';
export * from './common/codes.ts';
export * from './common/person-name.ts';
export * from './common/status-machine.ts';
export * from './common/endpoint.ts';
export * from './common/endpoint-path.ts';
export * from './common/endpoint-ref.ts';
export * from './common/list.ts';
export * from './module-groups.ts';
export * from './modules/index.ts';
