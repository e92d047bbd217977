export { callingRoutes } from './calling.routes.ts';
export { seedCallRecords } from './calling.demo-seed.ts';
