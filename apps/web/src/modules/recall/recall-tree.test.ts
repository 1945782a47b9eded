import type { TRecallTrace } from '@packline/domain';
import type { TreeDataNode } from 'antd';
import { describe, expect, it } from 'vitest';
import { traceTree } from './recall-tree.ts';

// A lot → raw box → semi-finished work order → semi box → finished work order → box → pallet, dispatch → customer.
const raw = (id: number, lot: string) => ({
  rawMaterialBoxId: id,
  boxCode: `R${id}`,
  rawMaterialId: 1,
  rawMaterialCode: 'PAPER',
  rawMaterialName: 'Paper',
  quantity: 10,
  supplierLot: lot,
  poNumber: 'PO1',
  suplierName: 'Mill',
  receivingNo: 'RC1',
  whereNow: 'Used by production',
  plateCode: null,
  cellCode: null,
  direction: 'start' as const,
});
const order = (id: number) => ({
  workOrderId: id,
  workOrderNo: `WO${id}`,
  productCode: `P${id}`,
  productName: 'Straw',
  quantity: 100,
  workOrderStatusId: 1,
  orderNo: null,
  operators: [],
  direction: 'downstream' as const,
});
const box = (id: number, workOrderId: number, plateCode: string | null) => ({
  boxId: id,
  barCode: `B${id}`,
  productCode: 'P',
  productName: 'Straw',
  workOrderId,
  isSemi: id === 1,
  madeQuantity: 50,
  quantity: 50,
  status: 1,
  statusName: 'In Stock',
  plateCode,
  cellCode: null,
  direction: 'downstream' as const,
});
const trace: TRecallTrace = {
  startType: 'supplierLot',
  value: 'L1',
  rawMaterialBoxes: [raw(1, 'L1'), raw(2, 'L1')],
  workOrders: [order(1), order(2)],
  boxes: [box(1, 1, null), box(2, 2, 'P9')],
  dispatches: [
    {
      dispatchId: 7,
      packingSlipNo: 'PS7',
      status: 3,
      boxId: 2,
      quantity: 50,
      orderNo: 'SO1',
      customerId: 4,
      company: 'Cafe',
      contactPerson: null,
      email: null,
      deliveryAddress: '1 Road',
      completedAt: null,
      deliveredAt: null,
    },
  ],
  edges: [
    { fromKind: 'r', fromId: 1, toKind: 'w', toId: 1 },
    { fromKind: 'r', fromId: 2, toKind: 'w', toId: 1 },
    { fromKind: 'w', fromId: 1, toKind: 'b', toId: 1 },
    { fromKind: 'b', fromId: 1, toKind: 'w', toId: 2 },
    { fromKind: 'w', fromId: 2, toKind: 'b', toId: 2 },
  ],
};

const titles = (nodes: TreeDataNode[] | undefined, depth = 0): string[] =>
  (nodes ?? []).flatMap((n) => [`${'  '.repeat(depth)}${String(n.title)}`, ...titles(n.children, depth + 1)]);

describe('traceTree', () => {
  it('walks supplier → lot → raw boxes → work orders → boxes → pallet, dispatch → customer, each node once', () => {
    const tree = traceTree(trace);
    const lines = titles(tree);
    expect(lines[0]).toBe('Supplier Mill');
    expect(lines[1]).toBe('  Lot L1');
    expect(lines.filter((l) => l.includes('Work order WO1')).length).toBe(2);
    expect(lines.filter((l) => l.includes('(shown above)')).length).toBe(1);
    expect(lines).toContain('              Pallet P9');
    expect(lines).toContain('              Dispatch PS7 — 50 (order SO1)');
    expect(lines).toContain('                Customer Cafe — 1 Road');
    const keys = JSON.stringify(tree).match(/"key":"[^"]+"/g) ?? [];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('roots a trace that reaches no raw material box at its work orders and boxes', () => {
    const lines = titles(
      traceTree({ ...trace, rawMaterialBoxes: [], edges: trace.edges.filter((e) => e.fromKind !== 'r') }),
    );
    expect(lines[0]).toMatch(/^Work order WO1/);
    expect(lines.some((l) => l.startsWith('Box') || l.startsWith('Semi'))).toBe(false);
  });
});
