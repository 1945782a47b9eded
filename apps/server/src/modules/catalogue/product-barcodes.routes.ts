import { PRODUCT_BARCODE_CATALOGUE } from '@packline/domain';
import type { FastifyInstance } from 'fastify';
import { registerCatalogueRoutes } from '../../http/catalogue-routes.ts';
import type { TModuleDeps } from '../registry.ts';
import { productBarcode } from './catalogue.tables.ts';

/** Product barcode management (spec 02 §2): the generic calls; a barcode already in use is a 409. */
export function productBarcodeRoutes(app: FastifyInstance, deps: TModuleDeps): void {
  registerCatalogueRoutes(app, {
    def: PRODUCT_BARCODE_CATALOGUE,
    table: productBarcode,
    db: deps.db,
    readAccess: { pages: [PRODUCT_BARCODE_CATALOGUE.pageUrl] },
  });
}
