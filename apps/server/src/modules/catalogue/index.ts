import type { TServerModule } from '../registry.ts';
import { baseProductRoutes } from './base-products.routes.ts';
import { seedCatalogueDemo } from './catalogue.demo.ts';
import * as tables from './catalogue.tables.ts';
import { productPriceRoutes } from './product-prices.routes.ts';
import { seedProductDemo } from './products.demo.ts';
import { productRoutes } from './products.routes.ts';
import { rawMaterialRoutes } from './raw-materials.routes.ts';

export const catalogueModule: TServerModule = {
  name: 'catalogue',
  routes: [productRoutes, rawMaterialRoutes, baseProductRoutes, productPriceRoutes],
  tables,
  // Product pictures appear on many screens (pickers, lists): any staff member may see them.
  files: [
    {
      pages: 'staff',
      columns: [
        tables.baseProduct.imgUrl,
        tables.baseProduct.sampleImage,
        tables.product.images,
        tables.product.logoUrl,
        tables.product.showImgUrl,
      ],
    },
  ],
  demo: {
    after: ['employees', 'lookups', 'customers'],
    seed: async (tx, { random, size, scale }) => {
      await seedCatalogueDemo(tx, random, size);
      // The product seeder makes two customer products per customer and size; the benchmark may ask for more.
      await seedProductDemo(tx, random, Math.ceil((size * (scale.productsPerCustomer ?? 2)) / 2));
    },
  },
};
