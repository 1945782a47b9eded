import { uniqueName } from '../../../test/test-app.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rawMaterial } from '../catalogue/catalogue.tables.ts';
import { createRawMaterialBoxes } from './raw-material-boxes.service.ts';

// Raw materials and their boxes the application tests build on.

export async function createRawMaterial(db: DbOrTx, name = 'Paper board') {
  const code = uniqueName('RM')
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, 20);
  const [created] = await db
    .insert(rawMaterial)
    .values({ rawMaterialCode: code, rawMaterialName: `${name} ${code}` })
    .returning({ rawMaterialId: rawMaterial.rawMaterialId, rawMaterialCode: rawMaterial.rawMaterialCode });
  return created;
}

/** `count` boxes of `quantity` KG of the raw material on the pallet (codes `{prefix}-1`…). */
export function stockRawMaterialBoxes(
  db: DbOrTx,
  rawMaterialId: number,
  count: number,
  options: { quantity?: number; plateId?: number | null; poNumber?: string | null; prefix?: string } = {},
) {
  const prefix = options.prefix ?? uniqueName('RMB').replace(/[^0-9a-z]/gi, '');
  return createRawMaterialBoxes(
    db,
    Array.from({ length: count }, (_, i) => ({
      boxCode: `${prefix}-${i + 1}`,
      rawMaterialId,
      quantity: options.quantity ?? 25,
      plateId: options.plateId ?? null,
      poNumber: options.poNumber ?? null,
      createdBy: null,
    })),
  );
}
