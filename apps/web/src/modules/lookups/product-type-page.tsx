import { CATALOGUES } from '@packline/domain';
import { CatalogueCrudTable } from '../../ui/catalogue-crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useCatalogue, useProductTypeActions } from './lookups.api.ts';

function ProductTypeActions({ productTypeId }: { productTypeId: number }) {
  const actions = useProductTypeActions(productTypeId);
  return (
    <CatalogueCrudTable
      def={CATALOGUES.productTypeAction}
      binding={actions.tableProps}
      parent={{ key: 'productTypeId', id: productTypeId }}
      testId="product-type-actions"
    />
  );
}

/** spec 02 §2: Product Type table; Action Edit lists and edits the type's production steps. */
export default function ProductTypePage() {
  const def = CATALOGUES.productType;
  const productTypes = useCatalogue(def);
  return (
    <>
      <PageTitle>{def.title}</PageTitle>
      <CatalogueCrudTable
        def={def}
        binding={productTypes.tableProps}
        childList={{
          label: 'Action Edit',
          testId: 'action-edit',
          render: (row) => <ProductTypeActions productTypeId={Number(row.productTypeId)} />,
        }}
      />
    </>
  );
}
