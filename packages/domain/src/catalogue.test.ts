import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { CATALOGUES, catalogueRowSchema, type TCatalogueDefinition, type TCatalogueRow } from './catalogue.ts';

const audit = { createdAt: '2025-03-31T11:00:00.000Z', createdBy: 1, updatedAt: null, updatedBy: null };

describe('catalogue rows (the reply of the generic calls)', () => {
  it('are the id, the fields, the fields the server fills and the audit columns: nothing else', () => {
    const row = {
      notificationId: 4,
      notificationContext: 'Stocktake on Friday',
      role: 10,
      startDate: '2025-03-31',
      endDate: '2025-04-04',
      isActive: 1,
      creater: null,
      ...audit,
    };
    const schema = catalogueRowSchema(CATALOGUES.notification);
    expect(schema.parse(row)).toEqual(row);
    expect(schema.safeParse({ ...row, endDate: null }).success).toBe(false);
    // What the server's serialiser and reply check read: every key required, no other key sent.
    const json = z.toJSONSchema(schema, { io: 'output' });
    expect(Object.keys(json.properties ?? {}).sort()).toEqual(Object.keys(row).sort());
    expect([...(json.required ?? [])].sort()).toEqual(Object.keys(row).sort());
    expect(json.additionalProperties).toBe(false);
  });

  it('carry null where the form may leave a field empty', () => {
    const schema = catalogueRowSchema(CATALOGUES.machine);
    const row = {
      machineId: 1,
      machineName: 'Press 1',
      picture: null,
      machineTypeId: 1,
      type: null,
      sortingOrder: 0,
      maintenance: null,
      operator: null,
      ...audit,
    };
    expect(schema.parse(row)).toEqual(row);
    expect(schema.safeParse({ ...row, machineName: null }).success).toBe(false);
  });

  it('are typed field by field for a catalogue of CATALOGUES, and as a record for any definition', () => {
    type TMachine = TCatalogueRow<typeof CATALOGUES.machine>;
    expectTypeOf<TMachine['machineId']>().toEqualTypeOf<number>();
    expectTypeOf<TMachine['machineName']>().toEqualTypeOf<string>();
    expectTypeOf<TMachine['type']>().toEqualTypeOf<string | null>();
    expectTypeOf<TMachine['sortingOrder']>().toEqualTypeOf<number>();
    expectTypeOf<TMachine['maintenance']>().toEqualTypeOf<number | null>();
    expectTypeOf<TMachine['createdAt']>().toEqualTypeOf<string>();
    expectTypeOf<TCatalogueRow<typeof CATALOGUES.notification>['creater']>().toEqualTypeOf<number | null>();
    expectTypeOf<TCatalogueRow<typeof CATALOGUES.role>['roleName']>().toEqualTypeOf<string>();
    expectTypeOf<TCatalogueRow<TCatalogueDefinition>>().toEqualTypeOf<Record<string, unknown>>();
  });
});
