import { describe, expect, it } from 'vitest';
import { SAME_BATCH_CSV_HEADER, sameBatchCsvName, sameBatchCsvRows, type TSameBatch } from './traceability.ts';

// Product Traceability's CSV rows (spec 02 §2): one per box, the dispatches of a box joined.

const dispatch = (packingSlipNo: string, orderNo: string, company: string) => ({
  dispatchId: 1,
  packingSlipNo,
  dispatchStatusName: 'Dispatch',
  orderId: 1,
  orderNo,
  company,
  quantity: 10,
  completedAt: '2026-03-10T01:00:00.000Z',
});

const batch = {
  barCode: 'B1',
  workOrder: { workOrderNo: 'WO000123', productCode: 'CUP-8', productName: '8oz cup' },
  steps: [],
  boxes: [
    {
      boxId: 1,
      barCode: 'B1',
      quantity: 1000,
      status: 1,
      statusName: 'In Stock',
      createdAt: '2026-03-09T22:30:00.000Z',
      plateCode: 'P-1',
      dispatches: [],
    },
    {
      boxId: 2,
      barCode: 'B2',
      quantity: 0,
      status: 0,
      statusName: 'Out of Stock',
      createdAt: '2026-03-09T22:30:00.000Z',
      plateCode: null,
      dispatches: [dispatch('PS1', 'SO1', 'Café Māori'), dispatch('PS2', 'SO2', 'Bean There')],
    },
  ],
} as unknown as TSameBatch;

describe('sameBatchCsvRows', () => {
  it('writes one row per box in the header order, dispatches joined, times in Auckland', () => {
    const rows = sameBatchCsvRows(batch);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.length === SAME_BATCH_CSV_HEADER.length)).toBe(true);
    expect(rows[0]).toEqual([
      'WO000123',
      'CUP-8',
      '8oz cup',
      'B1',
      '1000',
      'In Stock',
      '10/03/2026 11:30',
      'P-1',
      '',
      '',
      '',
      '',
    ]);
    expect(rows[1].slice(7)).toEqual(['', 'PS1; PS2', 'SO1; SO2', 'Café Māori; Bean There', '10/03/2026; 10/03/2026']);
    expect(sameBatchCsvName(batch)).toBe('same-batch-WO000123.csv');
  });
});
