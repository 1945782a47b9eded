import { IMAGE_ACCEPT, parseImages, serializeImages } from '@packline/domain';
import { UploadList } from './upload-list.tsx';

export interface TImagesFieldProps {
  /** spec 02 §3: the stored images string, JSON items joined by '---'. */
  value?: string | null;
  onChange?: (value: string) => void;
  maxCount?: number;
  disabled?: boolean;
}

/** The images of a product or receiving as picture cards, kept in a form as the stored '---' string. */
export function ImagesField({ value, onChange, ...props }: TImagesFieldProps) {
  return (
    <UploadList
      items={parseImages(value)}
      onChange={(items) => onChange?.(serializeImages(items))}
      accept={IMAGE_ACCEPT}
      listType="picture-card"
      itemsName="images"
      {...props}
    />
  );
}
