import {
  BOX_STATUS,
  RECALL_DEFAULT_TOLERANCE_PERCENT,
  RECALL_MESSAGES,
  RECALL_STATUS,
  RECALL_STATUS_NAMES,
  type TRecall,
  type TRecallLetter,
  type TRecallTrace,
  type TStartRecall,
} from '@packline/domain';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { BusinessError } from '../../core/errors.ts';
import type { Database, DbOrTx, Transaction } from '../../db/client.ts';
import { findByIdOrNotFound, lockById } from '../../db/rows.ts';
import { drawIds } from '../../db/sequences.ts';
import { markDefectsIn, unmarkDefectsIn } from '../boxes/box-management.service.ts';
import { lockBoxes } from '../boxes/boxes.service.ts';
import { employees } from '../employees/employees.reads.ts';
import type { TMailer } from '../mail/mail.service.ts';
import { massBalanceOf } from './mass-balance-read.ts';
import { recall, recallHold, recallLetter } from './recall.tables.ts';
import { traceRecall } from './recall-trace-read.ts';

// The recall record (issue 33 §3; README.md "A recall"): started from a trace (kept as it stood), it holds what of the
// trace is still in stock, releases only what it held, writes one letter per affected customer through the outbox,
// and is closed. Each write is one transaction that locks the recall first, then the boxes in id order.

/** RCL + the id in 6 digits. */
export const recallNumberOf = (recallId: number) => `RCL${String(recallId).padStart(6, '0')}`;

type TRecallRow = typeof recall.$inferSelect;

/** The names of who started and closed the recalls `rows`, by employee id. */
async function staffNamesOf(db: DbOrTx, rows: TRecallRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((row) => [row.startedBy, row.closedBy]).filter((id) => id !== null))];
  if (ids.length === 0) return new Map();
  const found = await employees
    .select(db, { employeeId: employees.employeeId, name: employees.nameOrUserName })
    .where(inArray(employees.employeeId, ids));
  return new Map(found.map((e) => [e.employeeId, e.name]));
}

async function recallOf(db: DbOrTx, row: TRecallRow): Promise<TRecall> {
  const [holds, letters, names] = await Promise.all([
    db.select().from(recallHold).where(eq(recallHold.recallId, row.recallId)).orderBy(asc(recallHold.boxId)),
    db.select().from(recallLetter).where(eq(recallLetter.recallId, row.recallId)).orderBy(asc(recallLetter.customerId)),
    staffNamesOf(db, [row]),
  ]);
  const barCodeOf = new Map(row.trace.boxes.map((b) => [b.boxId, b.barCode]));
  const companyOf = new Map(row.trace.dispatches.map((d) => [d.customerId, d.company]));
  return {
    ...headerOf(row, names),
    trace: row.trace,
    holds: holds.map((h) => ({
      boxId: h.boxId,
      barCode: barCodeOf.get(h.boxId) ?? '',
      quantity: h.quantity,
      heldAt: h.heldAt.toISOString(),
      releasedAt: h.releasedAt?.toISOString() ?? null,
    })),
    letters: letters.map((l) => ({
      customerId: l.customerId,
      company: companyOf.get(l.customerId) ?? '',
      email: l.email,
      subject: l.subject,
      lines: l.lines,
      mailOutboxId: l.mailOutboxId,
      sentAt: l.sentAt?.toISOString() ?? null,
    })),
  };
}

function headerOf(row: TRecallRow, names: Map<number, string>): Omit<TRecall, 'trace' | 'holds' | 'letters'> {
  return {
    recallId: row.recallId,
    recallNo: row.recallNo,
    reason: row.reason,
    mock: row.mock,
    startType: row.startType as TRecall['startType'],
    value: row.startValue,
    status: row.status,
    statusName: RECALL_STATUS_NAMES[row.status] ?? String(row.status),
    startedBy: row.startedBy,
    startedByName: row.startedBy === null ? null : (names.get(row.startedBy) ?? null),
    startedAt: row.startedAt.toISOString(),
    closedBy: row.closedBy,
    closedByName: row.closedBy === null ? null : (names.get(row.closedBy) ?? null),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

export async function getRecall(db: DbOrTx, recallId: number): Promise<TRecall> {
  return recallOf(db, await findByIdOrNotFound(db, recall, recallId, RECALL_MESSAGES.notFound));
}

/** A recall and the mass balance of its trace as the stock stands now (the report). */
export async function getRecallWithBalance(db: DbOrTx, recallId: number) {
  const found = await getRecall(db, recallId);
  return { recall: found, balance: await massBalanceOf(db, found.trace, RECALL_DEFAULT_TOLERANCE_PERCENT) };
}

export async function listRecalls(db: DbOrTx) {
  const rows = await db.select().from(recall).orderBy(desc(recall.startedAt), desc(recall.recallId));
  const names = await staffNamesOf(db, rows);
  return rows.map((row) => headerOf(row, names));
}

/** POST Recall/StartRecall: the trace from where it starts, kept with the recall as it stands now. */
export async function startRecall(db: Database, input: TStartRecall, actorId: number | null): Promise<TRecall> {
  const trace = await traceRecall(db, input.startType, input.value);
  return db.transaction(async (tx) => {
    const [recallId] = await drawIds(tx, recall, recall.recallId);
    const [row] = await tx
      .insert(recall)
      .values({
        recallId,
        recallNo: recallNumberOf(recallId),
        reason: input.reason,
        mock: input.mock,
        startType: input.startType,
        startValue: input.value,
        trace,
        status: RECALL_STATUS.Open,
        startedBy: actorId,
        createdBy: actorId,
      })
      .returning();
    return recallOf(tx, row);
  });
}

async function lockOpenRecall(tx: Transaction, recallId: number): Promise<TRecallRow> {
  const row = await lockById(tx, recall, recallId, RECALL_MESSAGES.notFound);
  if (row.status !== RECALL_STATUS.Open) throw new BusinessError(RECALL_MESSAGES.closed);
  return row;
}

/** The boxes a recall affects: where the trace started and everything downstream of it. */
const affectedBoxIds = (trace: TRecallTrace) =>
  trace.boxes.filter((b) => b.direction !== 'upstream').map((b) => b.boxId);

/**
 * PUT Recall/HoldStock: every affected box still in stock goes on hold with the recall's number as the reason, one
 * ledger row each (the boxes' Hold Product), in one transaction. A box on hold already (held before, or by someone
 * else) is left alone and is not the recall's to release; a box a dispatch took meanwhile is no longer in stock.
 */
export async function holdRecallStock(db: Database, recallId: number, actorId: number | null): Promise<TRecall> {
  return db.transaction(async (tx) => {
    const row = await lockOpenRecall(tx, recallId);
    const ids = affectedBoxIds(row.trace);
    const boxes = ids.length === 0 ? [] : await lockBoxes(tx, ids);
    const inStock = boxes.filter((b) => b.status === BOX_STATUS.InStock && b.quantity > 0);
    if (inStock.length > 0) {
      await markDefectsIn(
        tx,
        inStock.map((b) => b.boxId),
        { Notes: `Recall ${row.recallNo}` },
        actorId,
      );
      await tx
        .insert(recallHold)
        .values(inStock.map((b) => ({ recallId, boxId: b.boxId, quantity: b.quantity, createdBy: actorId })))
        .onConflictDoUpdate({
          target: [recallHold.recallId, recallHold.boxId],
          set: { quantity: recallHold.quantity, heldAt: new Date(), releasedAt: null, releasedBy: null },
        });
    }
    return recallOf(tx, row);
  });
}

/** PUT Recall/ReleaseStock: the boxes this recall held and that are still on hold go back to stock; nothing else. */
export async function releaseRecallStock(db: Database, recallId: number, actorId: number | null): Promise<TRecall> {
  return db.transaction(async (tx) => {
    const row = await lockById(tx, recall, recallId, RECALL_MESSAGES.notFound);
    await releaseHoldsIn(tx, recallId, actorId);
    return recallOf(tx, row);
  });
}

async function releaseHoldsIn(tx: Transaction, recallId: number, actorId: number | null) {
  const held = await tx
    .select({ boxId: recallHold.boxId })
    .from(recallHold)
    .where(and(eq(recallHold.recallId, recallId), isNull(recallHold.releasedAt)));
  if (held.length === 0) return;
  const boxes = await lockBoxes(
    tx,
    held.map((h) => h.boxId),
  );
  const onHold = boxes.filter((b) => b.status === BOX_STATUS.OnHold).map((b) => b.boxId);
  if (onHold.length > 0) await unmarkDefectsIn(tx, onHold, actorId);
  await tx
    .update(recallHold)
    .set({ releasedAt: new Date(), releasedBy: actorId, updatedBy: actorId })
    .where(
      and(
        eq(recallHold.recallId, recallId),
        isNull(recallHold.releasedAt),
        inArray(
          recallHold.boxId,
          held.map((h) => h.boxId),
        ),
      ),
    );
}

/** The letters a recall would send: one per customer that received anything of the trace, with what reached it. */
export function lettersOf(row: Pick<TRecallRow, 'recallNo' | 'trace'>): TRecallLetter[] {
  const { trace } = row;
  const boxOf = new Map(trace.boxes.map((b) => [b.boxId, b]));
  const workOrderNoOf = new Map(trace.workOrders.map((w) => [w.workOrderId, w.workOrderNo]));
  const letters = new Map<number, TRecallLetter>();
  for (const d of trace.dispatches) {
    const b = boxOf.get(d.boxId);
    if (!b || b.direction === 'upstream') continue;
    const letter = letters.get(d.customerId) ?? {
      customerId: d.customerId,
      company: d.company,
      email: d.email,
      subject: `Product recall ${row.recallNo}`,
      lines: [],
      mailOutboxId: null,
      sentAt: null,
    };
    letter.lines.push({
      productCode: b.productCode,
      productName: b.productName,
      batch: b.workOrderId === null ? null : (workOrderNoOf.get(b.workOrderId) ?? null),
      packingSlipNo: d.packingSlipNo,
      quantity: d.quantity,
      deliveredOn: d.deliveredAt ?? d.completedAt,
    });
    letters.set(d.customerId, letter);
  }
  return [...letters.values()];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function letterHtml(letter: TRecallLetter, reason: string): string {
  const rows = letter.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.productCode)} ${escapeHtml(l.productName)}</td><td>${escapeHtml(l.batch ?? '')}</td>` +
        `<td>${escapeHtml(l.packingSlipNo)}</td><td>${l.quantity}</td><td>${l.deliveredOn?.slice(0, 10) ?? ''}</td></tr>`,
    )
    .join('');
  return (
    `<p>Dear ${escapeHtml(letter.company)},</p><p>We are recalling the products below: ${escapeHtml(reason)}. ` +
    'Please set them aside and contact us.</p>' +
    `<table><tr><th>Product</th><th>Batch</th><th>Packing slip</th><th>Quantity</th><th>Delivered</th></tr>${rows}</table>`
  );
}

/** GET Recall/GetLetters: the review list before sending, with what was sent already. */
export async function reviewLetters(db: DbOrTx, recallId: number): Promise<TRecallLetter[]> {
  const found = await getRecall(db, recallId);
  const sent = new Map(found.letters.map((l) => [l.customerId, l]));
  return lettersOf({ recallNo: found.recallNo, trace: found.trace }).map((l) => sent.get(l.customerId) ?? l);
}

/**
 * POST Recall/SendLetters: one e-mail per affected customer through the outbox (so it can be read and resent), each
 * customer once; never for a mock recall. A customer without an e-mail address keeps its letter, unsent.
 */
export async function sendRecallLetters(
  db: Database,
  mailer: TMailer,
  recallId: number,
  actorId: number | null,
): Promise<TRecall> {
  return db.transaction(async (tx) => {
    const row = await lockOpenRecall(tx, recallId);
    if (row.mock) throw new BusinessError(RECALL_MESSAGES.mockNoLetters);
    const letters = lettersOf(row);
    if (letters.length === 0) throw new BusinessError(RECALL_MESSAGES.noCustomers);
    const done = await tx
      .select({ customerId: recallLetter.customerId })
      .from(recallLetter)
      .where(eq(recallLetter.recallId, recallId));
    for (const letter of letters.filter((l) => !done.some((d) => d.customerId === l.customerId))) {
      const mail = letter.email
        ? await mailer.send(
            tx,
            {
              targetName: letter.company,
              targetAddress: letter.email,
              subject: letter.subject,
              htmlContent: letterHtml(letter, row.reason),
            },
            actorId,
          )
        : null;
      await tx.insert(recallLetter).values({
        recallId,
        customerId: letter.customerId,
        email: letter.email,
        subject: letter.subject,
        lines: letter.lines,
        mailOutboxId: mail?.outboxId ?? null,
        sentAt: mail ? new Date() : null,
        createdBy: actorId,
      });
    }
    return recallOf(tx, row);
  });
}

/** PUT Recall/CloseRecall: closed by the caller, now; a closed recall takes no more holds or letters. */
export async function closeRecall(db: Database, recallId: number, actorId: number | null): Promise<TRecall> {
  return db.transaction(async (tx) => {
    await lockOpenRecall(tx, recallId);
    const [row] = await tx
      .update(recall)
      .set({ status: RECALL_STATUS.Closed, closedBy: actorId, closedAt: new Date(), updatedBy: actorId })
      .where(eq(recall.recallId, recallId))
      .returning();
    return recallOf(tx, row);
  });
}
