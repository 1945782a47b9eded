import { countOf, formatQuantity, type TPalletOption, ZPalletOptionList } from '@packline/domain';
import { Flex, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import type { TOptionSelectProps } from '../../ui/option-select.tsx';
import { RemoteSelect, type TRemoteOption, type TRemoteSource } from '../../ui/remote-select.tsx';

// The one pallet picker of every screen that loads boxes onto a pallet (issue 30 §14: Add to stock, Store To Pallet,
// Packaging's Pallet): each pallet with where it stands and what it holds, the server listing the empty and nearby
// (same temporary zone) ones first (Plate/GetAllPlateCode, pallet-contents-read.ts listPalletOptions).

/** Where the pallet stands, as the picker names it. */
export function palletPlaceText(pallet: Pick<TPalletOption, 'cell' | 'tempzone' | 'position'>): string {
  if (pallet.cell) return `Shelf ${pallet.position}`;
  if (pallet.tempzone) return pallet.tempzone.zoneTypeName;
  return 'Not placed';
}

/** What the pallet holds: 'Empty', or its boxes with the product (or raw material) codes on it. */
export function palletLoadText(pallet: Pick<TPalletOption, 'boxCount' | 'contents'>): string {
  if (pallet.boxCount === 0) return 'Empty';
  const lines = pallet.contents.map((line) => `${line.code} × ${formatQuantity(line.boxCount)}`);
  return `${countOf(pallet.boxCount, 'box')}: ${lines.join(', ')}`;
}

function PalletOptionContent({ pallet }: { pallet: TPalletOption }) {
  return (
    <div data-testid="pallet-option" data-plate-code={pallet.plateCode}>
      <Flex justify="space-between" gap={8}>
        <Typography.Text strong>{pallet.plateCodeWithNote}</Typography.Text>
        <Typography.Text type="secondary" data-testid="pallet-option-place">
          {palletPlaceText(pallet)}
        </Typography.Text>
      </Flex>
      <Typography.Text
        type={pallet.boxCount === 0 ? 'success' : 'secondary'}
        style={{ display: 'block', fontSize: 12, whiteSpace: 'normal' }}
        data-testid="pallet-option-load"
      >
        {palletLoadText(pallet)}
      </Typography.Text>
    </div>
  );
}

/** The pallet options: the code (with its note) as the chosen text, its place and load in the open list. */
export const PALLET_OPTION_SOURCE: TRemoteSource<TPalletOption> = {
  reply: ZPalletOptionList,
  path: '/Plate/GetAllPlateCode',
  toOption: (pallet) => ({
    value: pallet.plateId,
    label: pallet.plateCodeWithNote,
    content: <PalletOptionContent pallet={pallet} />,
  }),
};

/** A select's optionRender for pallet options (a picker built on useRemoteOptions(PALLET_OPTION_SOURCE, …)). */
export const renderPalletOption = (option: { data: unknown; label?: ReactNode }) =>
  (option.data as TRemoteOption).content ?? option.label;

/** Picks a pallet; `zoneTypeId` is the temporary zone the boxes are in or go to (its pallets are listed first). */
export function PalletSelect({
  zoneTypeId,
  ...props
}: TOptionSelectProps & { zoneTypeId?: number; placeholder?: string; testId?: string; style?: CSSProperties }) {
  return <RemoteSelect {...props} source={PALLET_OPTION_SOURCE} params={{ zoneTypeId }} />;
}
