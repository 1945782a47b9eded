import { Readable } from 'node:stream';
import { ZTimestamp } from '@packline/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JsonList } from '../db/json-rows.ts';
import { createReplySerializer, replyOf } from './reply.ts';

// The reply contract (docs/architecture.md §3): checked replies (tests, e2e) fail loudly on a leaked, missing or
// mistyped field.

const ZCustomerRow = z.object({
  customerId: z.number().int(),
  company: z.string(),
  lastOrderAt: ZTimestamp.nullable(),
});
const reply = replyOf(z.array(ZCustomerRow))[200];
const row = { customerId: 7, company: 'Café Aroha', lastOrderAt: new Date('2026-03-31T11:00:00Z') };
const envelope = (data: unknown) => ({ success: true, data, errorMessage: null });

function serializerFor(checkReplies: boolean) {
  return createReplySerializer({ checkReplies })({ schema: reply, method: 'GET', url: '/api/Customer/GetAll' });
}

describe('reply serialiser', () => {
  it('writes the envelope with ISO timestamps, as JSON.stringify would', () => {
    const text = serializerFor(false)(envelope([row, { ...row, lastOrderAt: null }]));
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(envelope([row, { ...row, lastOrderAt: null }]))));
  });

  it('with checkReplies, refuses a reply that leaks a field, naming it', () => {
    expect(() => serializerFor(true)(envelope([{ ...row, passwordHash: 'scrypt$…' }]))).toThrow(/passwordHash/);
  });

  it('with checkReplies, refuses a reply that drops a field or sends the wrong type', () => {
    const { company: _dropped, ...withoutCompany } = row;
    expect(() => serializerFor(true)(envelope([withoutCompany]))).toThrow(/company/);
    expect(() => serializerFor(true)(envelope([{ ...row, customerId: '7' }]))).toThrow(/customerId/);
  });

  it('with checkReplies, passes a reply that keeps its contract', () => {
    expect(JSON.parse(serializerFor(true)(envelope([row])))).toEqual(JSON.parse(JSON.stringify(envelope([row]))));
  });

  it('copies a whole list’s JSON in as it is, between the envelope’s other values', async () => {
    // Two batches as json-rows writes them: the array's JSON as UTF-8 bytes without its closing bracket.
    const batch = (rows: unknown[], at: number) =>
      Buffer.from(`${at === 0 ? '[' : ','}${JSON.stringify(rows).slice(1, -1)}`);
    const first = { ...row, lastOrderAt: '2026-03-31T11:00:00.000Z' };
    const second = { ...first, customerId: 8, company: 'Tūī "Kitchen"' };
    const list = new JsonList([batch([first], 0), batch([second], 1)], 2);
    const reply = {
      success: true,
      data: list,
      errorMessage: { messageType: 'Note', message: 'Kāpiti' },
      meta: undefined,
    };
    const sent = serializerFor(false)(reply) as unknown as Readable;
    expect(sent).toBeInstanceOf(Readable);
    expect(Buffer.concat(await sent.toArray()).toString('utf8')).toBe(
      JSON.stringify({
        success: true,
        data: [first, second],
        errorMessage: { messageType: 'Note', message: 'Kāpiti' },
      }),
    );
    const checked = serializerFor(true)(envelope(list)) as unknown as Readable;
    expect(JSON.parse(Buffer.concat(await checked.toArray()).toString('utf8')).data).toEqual([first, second]);
    const leaking = new JsonList([batch([{ ...first, passwordHash: 'scrypt$…' }], 0)], 1);
    expect(() => serializerFor(true)(envelope(leaking))).toThrow(/passwordHash/);
  });
});
