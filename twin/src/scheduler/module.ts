import type { TwinModule } from '../module.js';
import { schedulerRoutes } from './routes.js';
import { createAppointmentTables } from './store.js';

/** In-Home and Virtual consultations booked on dealers' calendars, one booking per slot. */
export const schedulerModule: TwinModule = {
  name: 'scheduler',
  migrations: [{ id: 'scheduler-001', up: createAppointmentTables }],
  routes: schedulerRoutes,
};
