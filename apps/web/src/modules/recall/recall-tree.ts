import { formatCount, type TRecallTrace } from '@packline/domain';
import type { TreeDataNode } from 'antd';

// The trace as a tree (issue 33 §3): supplier → lot → raw material boxes → work orders → batches' boxes → pallets →
// dispatches → customers, walked downstream over the trace's edges. A node reached a second time (a box two work orders
// used) is shown once more as a leaf saying so, so the tree stays finite on any genealogy.

type TKind = 'r' | 'w' | 'b';
const id = (kind: TKind, n: number) => `${kind}${n}`;

export function traceTree(trace: TRecallTrace): TreeDataNode[] {
  const raws = new Map(trace.rawMaterialBoxes.map((r) => [r.rawMaterialBoxId, r]));
  const orders = new Map(trace.workOrders.map((w) => [w.workOrderId, w]));
  const boxes = new Map(trace.boxes.map((b) => [b.boxId, b]));
  const next = new Map<string, string[]>();
  const incoming = new Set<string>();
  for (const e of trace.edges) {
    const from = id(e.fromKind, e.fromId);
    const to = id(e.toKind, e.toId);
    next.set(from, [...(next.get(from) ?? []), to]);
    incoming.add(to);
  }
  const shown = new Set<string>();
  let seq = 0;
  const keyOf = (node: string) => `${node}-${seq++}`;

  const labelOf = (node: string): string => {
    const n = Number(node.slice(1));
    if (node[0] === 'r') {
      const r = raws.get(n);
      return r
        ? `Raw material box ${r.boxCode} — ${r.rawMaterialCode} ${formatCount(r.quantity)} KG (${r.whereNow})`
        : node;
    }
    if (node[0] === 'w') {
      const w = orders.get(n);
      return w ? `Work order ${w.workOrderNo} — ${w.productCode} ${w.productName}` : node;
    }
    const b = boxes.get(n);
    return b
      ? `${b.isSemi ? 'Semi-finished box' : 'Box'} ${b.barCode} — ${b.productCode} ${formatCount(b.madeQuantity)} made (${b.statusName})`
      : node;
  };

  const walk = (node: string): TreeDataNode => {
    const key = keyOf(node);
    if (shown.has(node)) return { key, title: `${labelOf(node)} (shown above)`, isLeaf: true };
    shown.add(node);
    const children: TreeDataNode[] = [];
    if (node[0] === 'b') {
      const b = boxes.get(Number(node.slice(1)));
      if (b?.plateCode)
        children.push({
          key: keyOf(`p${node}`),
          title: `Pallet ${b.plateCode}${b.cellCode ? ` in cell ${b.cellCode}` : ''}`,
          isLeaf: true,
        });
      for (const d of trace.dispatches.filter((x) => x.boxId === b?.boxId))
        children.push({
          key: keyOf(`d${d.dispatchId}`),
          title: `Dispatch ${d.packingSlipNo} — ${formatCount(d.quantity)} (order ${d.orderNo})`,
          children: [
            { key: keyOf(`c${d.customerId}`), title: `Customer ${d.company} — ${d.deliveryAddress}`, isLeaf: true },
          ],
        });
    }
    for (const to of next.get(node) ?? []) children.push(walk(to));
    return { key, title: labelOf(node), children };
  };

  // Supplier → lot → the raw material boxes of that lot.
  const suppliers = new Map<string, Map<string, number[]>>();
  for (const r of trace.rawMaterialBoxes) {
    const supplier = r.suplierName ?? 'Supplier unknown';
    const lot = r.supplierLot ?? r.poNumber ?? r.boxCode;
    const lots = suppliers.get(supplier) ?? new Map<string, number[]>();
    lots.set(lot, [...(lots.get(lot) ?? []), r.rawMaterialBoxId]);
    suppliers.set(supplier, lots);
  }
  const roots: TreeDataNode[] = [...suppliers].map(([supplier, lots]) => ({
    key: keyOf(`s${supplier}`),
    title: `Supplier ${supplier}`,
    children: [...lots].map(([lot, ids]) => ({
      key: keyOf(`l${lot}`),
      title: `Lot ${lot}`,
      children: ids.map((r) => walk(id('r', r))),
    })),
  }));
  // What no raw material box leads to (a trace from a box no traced raw material went into): its own roots.
  const rest = [
    ...trace.workOrders.map((w) => id('w', w.workOrderId)),
    ...trace.boxes.map((b) => id('b', b.boxId)),
  ].filter((node) => !shown.has(node));
  for (const node of rest.filter((n) => !incoming.has(n))) if (!shown.has(node)) roots.push(walk(node));
  for (const node of rest) if (!shown.has(node)) roots.push(walk(node));
  return roots;
}
