import { joinsBy } from '../../db/read-view.ts';
import { leaveType } from './weekly-reports.tables.ts';

// What other modules may read of weekly reports (modules/README.md "Reads other modules may use"): the leave types
// (leave requests name theirs).

/** Leave types as another module reads them. */
export const leaveTypes = {
  leaveTypeName: leaveType.leaveTypeName,
  ...joinsBy(leaveType, leaveType.leaveTypeId),
};
