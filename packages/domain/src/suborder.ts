import { z } from 'zod';
import { ZTimestamp } from './api.ts';
import { queryIdSchema } from './catalogue.ts';
import { STICKER_COUNT_MAX, wholePositive } from './warehouse.ts';

// Suborders (spec 02 §3 Suborder, §4 states; issue 15): one step of a work order on one machine.

/** spec 02 §4 suborder states. */
export const SUBORDER_STATUS = {
  Pending: -1,
  Cancelled: 0,
  Awaiting: 1,
  InProcess: 2,
  Paused: 3,
  NotReady: 4,
  PartlyComplete: 9,
  Complete: 10,
} as const;
export const SUBORDER_STATUS_NAMES: Record<number, string> = {
  [-1]: 'Pending',
  0: 'Cancelled',
  1: 'Awaiting',
  2: 'In process',
  3: 'Paused',
  4: 'Not ready',
  9: 'Partly complete',
  10: 'Complete',
};

/** Who labels a packaging job's boxes: the Packaging and Suborder screens. */
export const PACKAGING_WRITE_PAGES = ['/packaging', '/suborder'] as const;

export const SUBORDER_MESSAGES = {
  notFound: (suborderId: number) => `Suborder ${suborderId} was not found.`,
  closed: 'This job is complete or cancelled: no more boxes can be labelled for it.',
  noPackQuantity: 'The product has no packaging quantity: set its packaging type first.',
  /** The Complete dialog's question (needsFullCompleteConfirm). */
  fullCompleteConfirm: 'The actual qty is less than the received qty. Sure to Full Complete?',
  /** spec 02 §8: the machine has no operator today; the password does not match. */
  invalidUser: 'invalid user',
  /** spec 02 §8's 'invalid user', saying why and where to fix it (issue 30). */
  nobodyArranged: (machineName: string) =>
    `invalid user: nobody is arranged on ${machineName} today. Arrange its operator on Work Arrangement (your production planner can) and try again.`,
  inMaintenance: (machineName: string) =>
    `invalid user: ${machineName} is in maintenance today on Work Arrangement, so nobody can run it.`,
  wrongPassword: 'Wrong password',
  passRequired: 'Operator password required.',
  noMachine: 'This suborder has no machine, so no operator can act on it.',
  quantityRequired: 'Please input the actual quantity.',
  /** Print (spec 02 §4): only the last semi-finished step, once complete or partly complete. */
  notPrintable: 'Only the last semi-finished step, once complete or partly complete, prints labels.',
  nothingMade: 'Nothing was made on this step, so there are no labels to print.',
  /** A completion's used box that does not exist, naming the body's field. */
  usedBoxNotFound: (field: TUsedBoxField, id: number) =>
    `${field}: ${field === 'boxId' ? 'box' : 'raw material box'} ${id} was not found.`,
};

/** The boxes a Finish / PartlyComplete names as used: a semi-finished box and up to two raw material boxes. */
export const USED_BOX_FIELDS = ['boxId', 'rawMaterialBoxId', 'rawMaterialBoxId2'] as const;
export type TUsedBoxField = (typeof USED_BOX_FIELDS)[number];

/** Who prints the last semi-finished step's labels (POST Suborder/PrintSemiLabels): the Suborder screen. */
export const SEMI_LABEL_PAGES = ['/suborder'] as const;

/** POST Box/GenerateBarCode?suborderId&count (spec 02 §7): a packaging job's boxes, 1 to 500 at a time. */
export const ZGenerateBarCodeQuery = z.object({
  suborderId: queryIdSchema('suborderId'),
  count: wholePositive('Count', STICKER_COUNT_MAX),
});
export type TGenerateBarCodeQuery = z.infer<typeof ZGenerateBarCodeQuery>;

// ---- Suborder actions (spec 02 §4 suborder states, §7 Suborders, §8 Suborders; issue 15 "Suborders and operators") ----

/** Who acts on suborders (Take, Pause, Resume, Finish, Partly complete). */
export const SUBORDER_WRITE_PAGES = ['/suborder', '/packaging'] as const;
/** Who reads them: the writers, the task dashboard, the Work Order screen and tracking. */
export const SUBORDER_READ_PAGES = [
  ...SUBORDER_WRITE_PAGES,
  '/production-dashboard',
  '/work-order',
  '/WorkOrderTracking',
] as const;

/** The machine's jobs by default (GetSuborderByMachineId): Awaiting, In process, Paused. */
export const DEFAULT_MACHINE_SUBORDER_STATUSES = [
  SUBORDER_STATUS.Awaiting,
  SUBORDER_STATUS.InProcess,
  SUBORDER_STATUS.Paused,
] as const;

/** How long a proved operator password lasts (POST Suborder/OperatorPass). */
export const OPERATOR_PASS_MINUTES = 10;
/** The header Take, Finish and PartlyComplete read the operator's pass from. */
export const OPERATOR_PASS_HEADER = 'x-operator-pass';

/** The suborder actions and the one state each may start from (spec 02 §4). */
export const SUBORDER_ACTIONS = {
  take: { name: 'taken', from: SUBORDER_STATUS.Awaiting, to: SUBORDER_STATUS.InProcess },
  pause: { name: 'paused', from: SUBORDER_STATUS.InProcess, to: SUBORDER_STATUS.Paused },
  resume: { name: 'resumed', from: SUBORDER_STATUS.Paused, to: SUBORDER_STATUS.InProcess },
  finish: { name: 'completed', from: SUBORDER_STATUS.InProcess, to: SUBORDER_STATUS.Complete },
  partlyComplete: { name: 'partly completed', from: SUBORDER_STATUS.InProcess, to: SUBORDER_STATUS.PartlyComplete },
} as const;
export type TSuborderAction = keyof typeof SUBORDER_ACTIONS;

/** The 400 of an action asked of a suborder in the wrong state, naming both states. */
export function wrongStateMessage(action: TSuborderAction, statusId: number): string {
  const { name, from } = SUBORDER_ACTIONS[action];
  const current = SUBORDER_STATUS_NAMES[statusId] ?? `status ${statusId}`;
  return `This suborder is ${current}: only a suborder that is ${SUBORDER_STATUS_NAMES[from]} can be ${name}.`;
}

/** The Complete dialog asks first (fullCompleteConfirm) when a Full Complete made less than the step received. */
export function needsFullCompleteConfirm(actual: number, received: number | null | undefined): boolean {
  return received !== null && received !== undefined && actual < received;
}

const textOrNull = (max: number, name: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max, `${name} must be at most ${max} characters`).nullish(),
  );
const optionalId = z.preprocess((value) => (value === '' ? null : value), z.number().int().positive().nullish());

export const ZSuborderIdQuery = z.object({ id: queryIdSchema('id') });

/** PUT Suborder/FinishSuborder?id and PartlyCompleteSuborder?id: the body (operEmployeeId is ignored). */
export const ZCompleteSuborderBody = z.object({
  quantity: z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    z
      .number(SUBORDER_MESSAGES.quantityRequired)
      .min(0, 'Quantity must be at least 0')
      .max(1_000_000_000, 'Quantity is too large'),
  ),
  comment: textOrNull(1000, 'Comment'),
  rawmaterialNotes: textOrNull(1000, 'Raw material notes'),
  boxId: optionalId,
  rawMaterialBoxId: optionalId,
  rawMaterialBoxId2: optionalId,
  operEmployeeId: z.unknown().optional(),
  machineId: optionalId,
});
export type TCompleteSuborderBody = z.infer<typeof ZCompleteSuborderBody>;

/** PUT Suborder/PauseSuborder?id&notes&employeeId and UnpauseSuborder (employeeId is ignored: the session acts). */
export const ZPauseSuborderQuery = ZSuborderIdQuery.extend({
  notes: textOrNull(1000, 'Notes'),
  employeeId: z.unknown().optional(),
});

/** GET Suborder/GetSuborderByMachineId?id[&status=1,2,3]. */
export const ZSuborderMachineQuery = z.object({
  id: queryIdSchema('id'),
  status: z
    .string()
    .regex(/^-?\d+(,-?\d+)*$/, 'status must be a list of numbers')
    .transform((text) => text.split(',').map(Number))
    .optional(),
});
export const ZSuborderLogQuery = z.object({ suborderId: queryIdSchema('suborderId') });
export const ZSuborderDateQuery = z.object({
  completeDate: z
    .string('completeDate must be a date')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'completeDate must be a date (YYYY-MM-DD)'),
});

/** POST Suborder/OperatorPass {machineId, password} (ours): the machine's operator today proves the password. */
export const ZOperatorPassBody = z.object({
  machineId: z.number('machineId must be a number').int().positive(),
  password: z.string(SUBORDER_MESSAGES.wrongPassword).min(1, SUBORDER_MESSAGES.wrongPassword),
});
export const ZOperatorPass = z.object({
  passToken: z.string(),
  operator: z.object({ employeeId: z.number().int(), name: z.string() }),
  expiresAt: ZTimestamp,
});
export type TOperatorPass = z.infer<typeof ZOperatorPass>;

/** A suborder with its work order and machine (the machine's jobs, the day's completions, every action's answer). */
export const ZSuborder = z.object({
  suborderId: z.number().int(),
  workOrderId: z.number().int(),
  workOrderNo: z.string(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  urgent: z.number().int(),
  actionId: z.number().int(),
  sequenceNo: z.number().int(),
  machineId: z.number().int().nullable(),
  machineName: z.string().nullable(),
  suborderStatusId: z.number().int(),
  suborderStatusName: z.string(),
  orginalQuantity: z.number(),
  receivedQuantity: z.number().nullable(),
  completedQuantity: z.number(),
  completedDate: ZTimestamp.nullable(),
  isSemiLast: z.number().int(),
  isProdFinishForPak: z.number().int(),
  /** Pieces in a full carton of the product (its packaging type), null when it has none: box counts. */
  packQuantity: z.number().nullable(),
});
export type TSuborder = z.infer<typeof ZSuborder>;
export const ZSuborderList = z.array(ZSuborder);

export const ZSuborderLog = z.object({
  suborderLogId: z.number().int(),
  suborderId: z.number().int(),
  fromStatusId: z.number().int().nullable(),
  toStatusId: z.number().int(),
  quantity: z.number().nullable(),
  comment: z.string().nullable(),
  rawmaterialNotes: z.string().nullable(),
  operEmployeeId: z.number().int().nullable(),
  operEmployeeName: z.string().nullable(),
  machineId: z.number().int().nullable(),
  createdAt: ZTimestamp,
});
export type TSuborderLog = z.infer<typeof ZSuborderLog>;
export const ZSuborderLogList = z.array(ZSuborderLog);

// ---- Packaging onto pallets (spec 02 §2 Packaging, §7 PlateBox/AddAndUpdateListAndComplete, §8 Warehouse) ----------

export const PACKAGING_MESSAGES = {
  /** spec 02 §8 Packaging complete. */
  receivedQtyRequired: 'Received Qty Required.',
  assignPallet: 'Please assign pallet firstly.',
  addBoxes: 'Please add boxes firstly.',
  notPackagingJob: 'Only a packaging job is completed with its boxes on pallets.',
  notJobBox: (barCode: string) => `Box ${barCode} was not made for this job.`,
} as const;

/** How a packaging job is completed: Full (Complete, 10, the default) or Partial (Partly complete, 9). */
export const ZPackagingCompleteStatus = z.union([
  z.literal(SUBORDER_STATUS.Complete),
  z.literal(SUBORDER_STATUS.PartlyComplete),
]);

/** One of the job's boxes on its pallet (a plate-box link, spec 02 §3): plateId missing is refused by the service. */
export const ZPackedBox = z.object({
  boxId: z.number('boxId must be a number').int('boxId must be a whole number').positive(),
  plateId: z.number('plateId must be a number').int().positive().nullish(),
  /** The pieces in the box; missing keeps what it holds. */
  quantity: z
    .number('Quantity must be a whole number, 0 or more.')
    .int('Quantity must be a whole number, 0 or more.')
    .min(0, 'Quantity must be a whole number, 0 or more.')
    .max(1_000_000, 'Quantity must be at most 1000000')
    .nullish(),
  active: z.boolean().nullish(),
  exWarehouseQty: z.number().min(0).max(1_000_000).nullish(),
});
export type TPackedBox = z.infer<typeof ZPackedBox>;

/**
 * PUT PlateBox/AddAndUpdateListAndComplete {addAndUpdatePlateBox, suborderId, suborderLog}: the job's boxes onto
 * pallets and the job completed with the received quantity, in one transaction (operEmployeeId is ignored: the
 * operator is the pass token's). The three spec messages come from the service, so each is the reply's message.
 */
export const ZPackagingComplete = z.object({
  addAndUpdatePlateBox: z.array(ZPackedBox).max(500, 'At most 500 boxes at a time').nullish(),
  suborderId: z.number('suborderId must be a number').int().positive(),
  suborderLog: z
    .object({
      quantity: z.preprocess(
        (value) => (value === '' ? null : typeof value === 'string' ? Number(value) : value),
        z.number('Quantity must be a number').min(0, 'Quantity must be at least 0').max(1_000_000_000).nullish(),
      ),
      comment: textOrNull(1000, 'Comment'),
      rawmaterialNotes: textOrNull(1000, 'Raw material notes'),
      suborderStatusId: ZPackagingCompleteStatus.nullish(),
      operEmployeeId: z.unknown().optional(),
    })
    .nullish(),
});
export type TPackagingComplete = z.infer<typeof ZPackagingComplete>;

/** The packaging complete dialog's refusal before sending, or null (the server applies the same rules). */
export function packagingCompleteProblem(input: {
  receivedQuantity: number | null | undefined;
  boxes: readonly { plateId?: number | null }[];
}): string | null {
  if (input.receivedQuantity === null || input.receivedQuantity === undefined || Number.isNaN(input.receivedQuantity)) {
    return PACKAGING_MESSAGES.receivedQtyRequired;
  }
  if (input.boxes.length === 0) return PACKAGING_MESSAGES.addBoxes;
  if (input.boxes.some((b) => b.plateId === null || b.plateId === undefined)) return PACKAGING_MESSAGES.assignPallet;
  return null;
}

// ---- What the Suborder and Packaging screens offer (spec 02 §4 suborder states, §6 operator password) ----------------

/** The actions a job's row offers in its state; Take shows disabled on a Not ready step (spec 02 §4). */
export interface TSuborderOffers {
  take: 'enabled' | 'disabled' | 'hidden';
  complete: boolean;
  pause: boolean;
  resume: boolean;
  /** Print: the last semi-finished step, once complete or partly complete. */
  print: boolean;
  /** Store To Pallet: a job whose boxes may wait for a pallet (In process, partly or fully complete). */
  storeToPallet: boolean;
}

export function suborderOffersOf(job: { suborderStatusId: number; isSemiLast: number }): TSuborderOffers {
  const s = job.suborderStatusId;
  const done = s === SUBORDER_STATUS.Complete || s === SUBORDER_STATUS.PartlyComplete;
  return {
    take: s === SUBORDER_STATUS.Awaiting ? 'enabled' : s === SUBORDER_STATUS.NotReady ? 'disabled' : 'hidden',
    complete: s === SUBORDER_STATUS.InProcess,
    pause: s === SUBORDER_STATUS.InProcess,
    resume: s === SUBORDER_STATUS.Paused,
    print: job.isSemiLast === 1 && done,
    storeToPallet: s === SUBORDER_STATUS.InProcess || done,
  };
}

/** The screen keeps a proved pass per machine; it is used while more than a few seconds of it are left. */
export function passIsValid(
  pass: { machineId: number; expiresAt: string } | null | undefined,
  machineId: number | null | undefined,
  now = Date.now(),
): boolean {
  if (!pass || machineId === null || machineId === undefined || pass.machineId !== machineId) return false;
  return Date.parse(pass.expiresAt) - now > 5_000;
}

/** Packaging machines have machine type 4 (spec 02 §9). */
export const PACKAGING_MACHINE_TYPE = 4;

/** A job's box as the packaging dialogs edit it: its pallet and pieces now, and what the person chose. */
export interface TPackedBoxEdit {
  boxId: number;
  plateId: number | null;
  quantity: number;
}

/**
 * The pallet dialog's save (PUT PlateBox/AddAndUpdatePlateBoxAndBoxQuantity): boxes on no pallet yet that were given
 * one are added, boxes whose pallet or pieces changed are updated; untouched boxes and boxes left without a pallet
 * are not sent.
 */
export function plateBoxChangesOf(
  boxes: readonly { boxId: number; plateId: number | null; quantity: number }[],
  edits: ReadonlyMap<number, TPackedBoxEdit>,
): {
  addList: { boxId: number; plateId: number; quantity: number }[];
  updateList: { boxId: number; plateId: number; quantity: number }[];
  deleteBoxIdList: number[];
} {
  const addList: { boxId: number; plateId: number; quantity: number }[] = [];
  const updateList: { boxId: number; plateId: number; quantity: number }[] = [];
  for (const b of boxes) {
    const edit = edits.get(b.boxId);
    if (!edit || edit.plateId === null) continue;
    const item = { boxId: b.boxId, plateId: edit.plateId, quantity: edit.quantity };
    if (b.plateId === null) addList.push(item);
    else if (b.plateId !== edit.plateId || b.quantity !== edit.quantity) updateList.push(item);
  }
  return { addList, updateList, deleteBoxIdList: [] };
}
