import { z } from 'zod';
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
};

/** POST Box/GenerateBarCode?suborderId&count (spec 02 §7): a packaging job's boxes, 1 to 500 at a time. */
export const ZGenerateBarCodeQuery = z.object({
  suborderId: queryIdSchema('suborderId'),
  count: wholePositive('Count', STICKER_COUNT_MAX),
});
export type TGenerateBarCodeQuery = z.infer<typeof ZGenerateBarCodeQuery>;
