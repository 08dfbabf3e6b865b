import { adjustmentsArea } from '../features/adjustments/area';
import { auditArea } from '../features/audit/area';
import { brandsArea } from '../features/brands/area';
import { configArea } from '../features/config/area';
import { contentArea } from '../features/content/area';
import { dashboardArea } from '../features/dashboard/area';
import { financeArea } from '../features/finance/area';
import { playersArea } from '../features/players/area';
import { reportsArea } from '../features/reports/area';
import { staffArea } from '../features/staff/area';
import type { ConsoleArea } from './console-area';

/** The console's areas, in the order the side navigation lists them. A new area is one line here. */
export const CONSOLE_AREAS: readonly ConsoleArea[] = [
  dashboardArea,
  financeArea,
  adjustmentsArea,
  playersArea,
  reportsArea,
  contentArea,
  configArea,
  staffArea,
  brandsArea,
  auditArea,
];
