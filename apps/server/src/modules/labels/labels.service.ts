import {
  BOX_MANAGEMENT_MESSAGES,
  LABEL_MESSAGES,
  LAYOUT_MESSAGES,
  PALLET_TYPE,
  packagingText,
  sameProductSelected,
  showsMadeInNewZealand,
  type TBoxLabelsRequest,
} from '@packline/domain';
import { BusinessError, NotFoundError } from '../../core/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { palletContentsOf } from '../pallets/pallet-load-read.ts';
import type { TBoxLabel, TPalletLabel } from './labels.pdf.ts';
import { listBoxLabelRows, listPalletsByIds } from './labels-read.ts';

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
export async function readPalletLabels(db: DbOrTx, palletIds: readonly number[]): Promise<TPalletLabel[]> {
  const pallets = inOrderAsked(
    palletIds,
    await listPalletsByIds(db, palletIds),
    (r) => r.plateId,
    LAYOUT_MESSAGES.noPallet,
  );
  if (pallets.some((p) => p.plateTypeId === PALLET_TYPE.Racking))
    throw new BusinessError(LABEL_MESSAGES.onlyTemporaryPlate);
  const contents = await palletContentsOf(db, palletIds);
  const printedAt = new Date().toISOString();
  return pallets.map((p) => ({
    palletCode: p.plateCode,
    palletTypeName: p.plateType.plateTypeName,
    position: p.position,
    contents: contents.get(p.plateId) ?? [],
    printedAt,
  }));
}
