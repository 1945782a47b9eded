import { fileNameOfUrl, type TImageItem } from '@packline/domain';
import { type TUploadListProps, UploadList } from './upload-list.tsx';

export interface TUploadFieldProps {
  /** The uploaded files' urls (a Form.Item value). */
  value?: string[];
  onChange?: (urls: string[]) => void;
  maxCount?: number;
  accept?: string;
  listType?: 'text' | 'picture-card';
  disabled?: boolean;
  uploadOptions?: TUploadListProps['uploadOptions'];
}

/** Files uploaded to Common/UploadImage, kept in a form as a list of urls. */
export function UploadField({ value, onChange, ...props }: TUploadFieldProps) {
  const items: TImageItem[] = (value ?? []).map((url) => ({ uid: url, name: fileNameOfUrl(url), url }));
  return <UploadList items={items} onChange={(next) => onChange?.(next.map((item) => item.url))} {...props} />;
}
