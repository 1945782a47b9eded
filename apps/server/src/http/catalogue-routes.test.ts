import {
  CATALOGUES,
  catalogueRowSchema,
  requiredMessageOf,
  type TCatalogueDefinition,
  type TCatalogueField,
  toApiDate,
} from '@packline/domain';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REFUSED, type TJson, type TTestApp, uniqueName } from '../../test/test-app.ts';
import { audit, id } from '../db/columns.ts';
import { catalogueColumns } from './catalogue-routes.ts';

// The generic catalogue calls (spec 01 §7) of every catalogue, driven by the definitions in @packline/domain.

let t: TTestApp;
let admin: string;
let productTypeId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAdmin();
  const created = await t.api(admin).post('/api/ProductType/AddProductType', { productTypeName: 'Test cup' });
  productTypeId = created.body.data.productTypeId;
});
afterAll(() => t?.close());

/** An existing row for each catalogue a field may reference (seeded rows, or the product type made above). */
const referenceIds = (): Record<string, number> => ({
  role: 1,
  employee: 1,
  orderType: 1,
  pageGroup: 1,
  productType: productTypeId,
});

function validValue(key: string, field: TCatalogueField, index: number): unknown {
  switch (field.kind) {
    case 'text': {
      const max = field.max ?? 100;
      // Leaves room for the ' edited' the update appends.
      return uniqueName(key === 'pageUrl' ? '/test-page' : field.label).slice(0, max - 10);
    }
    case 'number':
      return field.integer ? (field.min ?? 0) + 3 + index : 12.345;
    case 'choice':
      return field.options[0].value;
    case 'reference': {
      const id = referenceIds()[field.catalogue];
      if (!id) throw new Error(`No test row for the ${field.catalogue} catalogue`);
      return id;
    }
    case 'date':
      return toApiDate(Date.now() + index * 86_400_000);
    case 'image':
      return `/storage/test-${index}.png`;
  }
}

function validBody(def: TCatalogueDefinition): Record<string, unknown> {
  return Object.fromEntries(Object.entries(def.fields).map(([key, field], i) => [key, validValue(key, field, i)]));
}

/** One field changed: a text gets a suffix, otherwise a choice takes another option. */
function changedField(def: TCatalogueDefinition, body: Record<string, unknown>): Record<string, unknown> {
  const entries = Object.entries(def.fields);
  const text = entries.find(([, f]) => f.kind === 'text');
  if (text) return { [text[0]]: `${body[text[0]]} edited` };
  const choice = entries.find(([, f]) => f.kind === 'choice');
  if (choice && choice[1].kind === 'choice') return { [choice[0]]: choice[1].options[1].value };
  throw new Error(`${def.name}: no field to change`);
}

const editable = Object.entries(CATALOGUES).filter(
  ([, def]) => !('readOnly' in def && def.readOnly) && def.pageUrl !== null,
) as [string, TCatalogueDefinition][];

describe('generic catalogue calls', () => {
  it('cover every catalogue but the four read-only lists', () => {
    const readOnly = Object.values(CATALOGUES as Record<string, TCatalogueDefinition>).filter((def) => def.readOnly);
    expect(readOnly.map((def) => def.name).sort()).toEqual([
      'OrderStatus',
      'OrderType',
      'TicketType',
      'WorkOrderSource',
    ]);
    expect(editable.length).toBe(Object.keys(CATALOGUES).length - 4);
  });

  it.each(editable)('%s: add, list, read, update, refuse an unchanged update, delete', async (_key, def) => {
    const api = t.api(admin);
    const base = `/api/${def.controller}`;
    const body = validBody(def);

    const added = await api.post(`${base}/Add${def.name}`, body);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.success).toBe(true);
    const row = added.body.data;
    expect(row).toMatchObject({ ...body, createdBy: 1 });
    const id = row[def.idKey];
    expect(id).toEqual(expect.any(Number));

    const all = await api.get(`${base}/GetAll${def.name}`);
    expect(all.status).toBe(200);
    expect(all.body.data.find((r: TJson) => r[def.idKey] === id)).toEqual(row);

    const byId = await api.get(`${base}/Get${def.name}ById?id=${id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data).toEqual(row);

    const change = changedField(def, body);
    const updated = await api.put(`${base}/Update${def.name}`, { ...body, ...change, [def.idKey]: id });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ ...body, ...change, [def.idKey]: id, updatedBy: 1 });
    expect(updated.body.data.updatedAt).toEqual(expect.any(String));
    expect((await api.get(`${base}/Get${def.name}ById?id=${id}`)).body.data).toMatchObject(change);

    const unchanged = await api.put(`${base}/Update${def.name}`, { ...body, ...change, [def.idKey]: id });
    expect(unchanged.status).toBe(400);
    expect(unchanged.body.message.message).toBe('No changes on the form.');

    const deleted = await api.delete(`${base}/Delete${def.name}?id=${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data[def.idKey]).toBe(id);

    const after = await api.get(`${base}/GetAll${def.name}`);
    expect(after.body.data.some((r: TJson) => r[def.idKey] === id)).toBe(false);
    const gone = await api.get(`${base}/Get${def.name}ById?id=${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.success).toBe(false);

    expect((await api.delete(`${base}/Delete${def.name}?id=${id}`)).status).toBe(404);
    const updateGone = await api.put(`${base}/Update${def.name}`, { ...body, [def.idKey]: id });
    expect(updateGone.status).toBe(404);
  });

  it.each(editable)('%s: refuses an add without its required fields', async (_key, def) => {
    const res = await t.api(admin).post(`/api/${def.controller}/Add${def.name}`, {}, REFUSED);
    expect(res.status).toBe(400);
    const required = Object.entries(def.fields).filter(([, f]) => f.required);
    expect(required.length).toBeGreaterThan(0);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(required.map(([key]) => key).sort());
    for (const [key, field] of required) {
      // A missing text or date field reads 'must be text' / 'must be a date' (domain catalogue.ts), not the
      // spec's '{label} is required!'.
      if (field.kind !== 'text' && field.kind !== 'date')
        expect(res.body.errors?.[key]).toEqual([requiredMessageOf(field)]);
    }
  });

  it('refuses an update without the id', async () => {
    const res = await t.api(admin).put('/api/City/UpdateCity', { cityName: 'Napier' }, REFUSED);
    expect(res.status).toBe(400);
    expect(res.body.errors?.cityId).toEqual(['cityId is required!']);
  });
});

describe('catalogue reply columns', () => {
  const def = {
    controller: 'Gadget',
    name: 'Gadget',
    idKey: 'gadgetId',
    labelKey: 'gadgetName',
    pageUrl: null,
    title: 'Gadget',
    fields: { gadgetName: { kind: 'text', label: 'Gadget Name', required: true } },
  } satisfies TCatalogueDefinition;

  it('reads exactly the fields of the reply, never another column of the table', () => {
    const gadget = pgTable('gadget', { gadgetId: id(), gadgetName: text().notNull(), secret: text(), ...audit });
    const columns = catalogueColumns(def, gadget, catalogueRowSchema(def));
    expect(Object.keys(columns).sort()).toEqual(
      ['createdAt', 'createdBy', 'gadgetId', 'gadgetName', 'updatedAt', 'updatedBy'].sort(),
    );
  });

  it('refuses at start a field the table lacks, or a required field over a column that may be null', () => {
    const missing = pgTable('gadget', { gadgetId: id(), ...audit });
    expect(() => catalogueColumns(def, missing, catalogueRowSchema(def))).toThrow('has no column gadgetName');
    const nullable = pgTable('gadget', { gadgetId: id(), gadgetName: text(), sortingOrder: integer(), ...audit });
    expect(() => catalogueColumns(def, nullable, catalogueRowSchema(def))).toThrow('column gadgetName may be null');
  });
});
