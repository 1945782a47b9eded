import { catalogueRowSchema, PRODUCT_BARCODE_CATALOGUE, ZProductBarcodeList } from '@packline/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { catalogueColumns, registerCatalogueRoutes } from '../../http/catalogue-routes.ts';
import type { TModuleDeps } from '../registry.ts';
import { product, productBarcode } from './catalogue.tables.ts';

const barcodeColumns = catalogueColumns(
  PRODUCT_BARCODE_CATALOGUE,
  productBarcode,
  catalogueRowSchema(PRODUCT_BARCODE_CATALOGUE),
);

/**
 * Product barcode management (spec 02 §2): the generic calls; a barcode already in use is a 409. The list carries each
 * barcode's product code and name, so the screen labels its rows without reading every product's name.
 */
export function productBarcodeRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  const { db } = deps;
  registerCatalogueRoutes(app, {
    def: PRODUCT_BARCODE_CATALOGUE,
    table: productBarcode,
    db,
    readAccess: { pages: [PRODUCT_BARCODE_CATALOGUE.pageUrl] },
    list: {
      reply: ZProductBarcodeList,
      read: () =>
        db
          .select({ ...barcodeColumns, productCode: product.productCode, productName: product.productName })
          .from(productBarcode)
          .innerJoin(product, eq(product.productId, productBarcode.productId))
          .orderBy(asc(productBarcode.productBarcodeId)),
    },
  });
}
