import { IMAGE_ACCEPT } from '@packline/domain';
import { UploadList } from '../../ui/upload-list.tsx';

/** spec 01 §3: a dispatch's imgs, a JSON list of files with name and url. */
export type TDispatchPhotos = { name: string; url: string }[];

/** spec 01 §3, §4: the dispatch's photos as picture cards, uploaded through Common/UploadImage (a Form.Item value). */
export function DispatchPhotosField({
  value,
  onChange,
}: {
  value?: TDispatchPhotos;
  onChange?: (value: TDispatchPhotos) => void;
}) {
  return (
    <UploadList
      items={(value ?? []).map((photo) => ({ uid: photo.url, name: photo.name, url: photo.url }))}
      onChange={(items) => onChange?.(items.map((item) => ({ name: item.name, url: item.url })))}
      accept={IMAGE_ACCEPT}
      listType="picture-card"
      maxCount={20}
    />
  );
}
