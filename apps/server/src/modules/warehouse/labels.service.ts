import {
  BOX_MANAGEMENT_MESSAGES,
  LABEL_MESSAGES,
  LAYOUT_MESSAGES,
  PLATE_TYPE,
  packagingText,
  sameProductSelected,
  showsMadeInNewZealand,
  type TBoxLabelsRequest,
  ZPlateListQuery,
} from '@packline/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { BusinessError, NotFoundError } from '../../http/errors.ts';
import type { TBoxLabel, TPalletLabel } from './labels.pdf.ts';
import { listBoxLabelRows } from './labels-read.ts';
import { palletContentsOf } from './pallet-load-read.ts';
import { plate } from './warehouse.tables.ts';
import { listPlates } from './warehouse-layout-read.ts';

// Box and pallet labels (spec 02 §9; issue 14 Labels): what each label prints, in the order asked, and the refusals of
// spec 02 §5/§8. Printing changes nothing: a label is a read.

/** Keeps the order asked (a repeated id prints twice); an id not found is 404 with `missing(id)`. */
function inOrderAsked<T>(
  ids: readonly number[],
  rows: readonly T[],
  idOf: (row: T) => number,
  missing: string | ((id: number) => string),
) {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new NotFoundError(typeof missing === 'string' ? missing : missing(id));
    return row;
  });
}

/**
 * The labels of boxes (Label/BoxLabels; Label/BoxLabelsBatch with `sameProduct`, refusing boxes of several products).
 * A logo type in the request is the print-QR dialog's choice: it replaces each product's, and the label gets a QR code.
 */
export async function readBoxLabels(
  db: DbOrTx,
  request: TBoxLabelsRequest,
  rules: { sameProduct: boolean } = { sameProduct: false },
): Promise<TBoxLabel[]> {
  const rows = inOrderAsked(
    request.boxIds,
    await listBoxLabelRows(db, request.boxIds),
    (r) => r.boxId,
    BOX_MANAGEMENT_MESSAGES.boxNotFound,
  );
  if (rules.sameProduct && !sameProductSelected(rows)) throw new BusinessError(LABEL_MESSAGES.sameProduct);
  const onPrintQrDialog = request.logoType !== undefined;
  return rows.map((row) => ({
    barCode: row.barCode,
    productCode: row.productCode,
    productName: row.productName,
    quantity: row.quantity,
    packaging: packagingText(row.sleeveQty, row.sleevePkt),
    madeInNewZealand: showsMadeInNewZealand(request.logoType ?? row.logoType, onPrintQrDialog),
    withQr: onPrintQrDialog,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The labels of pallets (Label/PalletLabels): refused for the non-temporary racking type 100 (spec 02 §4, §8). */
export async function readPalletLabels(db: DbOrTx, plateIds: readonly number[]): Promise<TPalletLabel[]> {
  const { rows } = await listPlates(db, ZPlateListQuery.parse({}), inArray(plate.plateId, [...new Set(plateIds)]));
  const plates = inOrderAsked(plateIds, rows, (r) => r.plateId, LAYOUT_MESSAGES.noPallet);
  if (plates.some((p) => p.plateTypeId === PLATE_TYPE.Racking))
    throw new BusinessError(LABEL_MESSAGES.onlyTemporaryPlate);
  const contents = await palletContentsOf(db, plateIds);
  const printedAt = new Date().toISOString();
  return plates.map((p) => ({
    plateCode: p.plateCode,
    plateTypeName: p.plateType.plateTypeName,
    position: p.position,
    contents: contents.get(p.plateId) ?? [],
    printedAt,
  }));
}
