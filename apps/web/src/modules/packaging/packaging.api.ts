import { type TPackagingComplete, type TPalletBoxChanges, ZBoxList, ZSuborder } from '@packline/domain';
import { apiPost, apiPut } from '../../api/client.ts';
import { saveJobPallets } from '../pallets/pallet-boxes.api.ts';
import { useJobMutation, withPass } from '../shop-floor/suborders.api.ts';

// The Packaging screen's own actions (issue 15): a job's labelled boxes, its boxes onto pallets, and Complete. Each
// refreshes what a job's action refreshes (useJobMutation).

/** POST Box/GenerateBarCode?suborderId&count: the job's labelled boxes (the labels are printed next). */
export const useGenerateJobBoxes = () =>
  useJobMutation(({ suborderId, count }: { suborderId: number; count: number }) =>
    apiPost(ZBoxList, '/Box/GenerateBarCode', undefined, { params: { suborderId, count } }),
  );

/** PUT PlateBox/AddAndUpdateListAndComplete: the job's boxes on their pallets and the job completed, at once. */
export const usePackAndComplete = () =>
  useJobMutation(({ body, pass }: { body: TPackagingComplete; pass: string }) =>
    apiPut(ZSuborder, '/PlateBox/AddAndUpdateListAndComplete', body, withPass(pass)),
  );

/** PUT PlateBox/AddAndUpdatePlateBoxAndBoxQuantity (pallets' call): the pallet dialog's save. */
export const useSaveJobPallets = () => useJobMutation((changes: TPalletBoxChanges) => saveJobPallets(changes));
