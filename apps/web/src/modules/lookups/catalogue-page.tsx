import { CATALOGUES, normalisePageUrl, type TCatalogueDefinition, type TDeliveryFeeFlag } from '@packline/domain';
import { Typography } from 'antd';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { CatalogueCrudTable } from '../../ui/catalogue-crud-table.tsx';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { queryTableProps } from '../../ui/use-crud-resource.ts';
import { useCatalogue, useDeliveryFeeFlags } from './lookups.api.ts';

export type TCatalogueKey = keyof typeof CATALOGUES;

const FEE_FLAG_COLUMNS: TCrudColumn<TDeliveryFeeFlag>[] = [
  { key: 'flagId', dataIndex: 'flagId', title: 'Flag Id', width: 100 },
  { key: 'flagName', dataIndex: 'flagName', title: 'Flag Name' },
];

/** spec 01 §3: the delivery fee flags a customer may carry, listed read-only under the delivery methods. */
function DeliveryFeeFlags() {
  const flags = useDeliveryFeeFlags();
  return (
    <section style={{ marginTop: 32 }}>
      <Typography.Title level={4}>Delivery Fee Flags</Typography.Title>
      <CrudTable<TDeliveryFeeFlag>
        {...queryTableProps(flags)}
        rowKey="flagId"
        columns={FEE_FLAG_COLUMNS}
        pagination={false}
        testId="delivery-fee-flags"
      />
    </section>
  );
}

/** What a catalogue's screen shows under its table. */
const EXTRAS: Partial<Record<TCatalogueKey, ComponentType>> = {
  deliveryMethod: DeliveryFeeFlags,
};

/** The management screen of one catalogue: its title and a table built from its definition. */
export function CataloguePage({ catalogueKey }: { catalogueKey: TCatalogueKey }) {
  const def: TCatalogueDefinition = CATALOGUES[catalogueKey];
  const catalogue = useCatalogue(def);
  const Extra = EXTRAS[catalogueKey];
  return (
    <>
      <PageTitle>{def.title}</PageTitle>
      <CatalogueCrudTable def={def} binding={catalogue.tableProps} />
      {Extra && <Extra />}
    </>
  );
}

/** The catalogue whose management page is at `url`. */
export function catalogueOfUrl(url: string): TCatalogueKey | null {
  const wanted = normalisePageUrl(url);
  const keys = Object.keys(CATALOGUES) as TCatalogueKey[];
  return keys.find((key) => CATALOGUES[key].pageUrl && normalisePageUrl(CATALOGUES[key].pageUrl) === wanted) ?? null;
}

/**
 * The route component of every generic catalogue url (module-routes.ts): the catalogue comes from the
 * address, and the key gives each catalogue its own state when the user moves between two of them.
 */
export default function CatalogueRoutePage() {
  const { pathname } = useLocation();
  const catalogueKey = catalogueOfUrl(pathname);
  return catalogueKey ? <CataloguePage key={catalogueKey} catalogueKey={catalogueKey} /> : null;
}
