import { UploadOutlined } from '@ant-design/icons';
import {
  fileNameOfUrl,
  type TImageItem,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  UPLOAD_TOO_LARGE_MESSAGE,
  ZUploadedFile,
} from '@packline/domain';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { useRef, useState } from 'react';
import { showErrorDialog } from '../api/api-feedback.ts';
import { apiErrorMessage, apiPost, type TRequestOptions } from '../api/client.ts';

// The one upload list behind UploadField (urls) and ImagesField ('---' joined items).

const UPLOAD_PATH = '/Common/UploadImage';
/** Files take longer than the 5 s default of ordinary calls. */
const UPLOAD_TIMEOUT_MS = 60_000;

export interface TUploadListProps {
  items: readonly TImageItem[];
  onChange: (items: TImageItem[]) => void;
  maxCount?: number;
  accept?: string;
  listType?: 'text' | 'picture-card';
  disabled?: boolean;
  /** Options of the upload call (the public quote page sends its quote token as number_id, anonymously). */
  uploadOptions?: Pick<TRequestOptions, 'params' | 'anonymous'>;
  /** What the list holds, in the message that refuses one too many ('images'). */
  itemsName?: string;
}

/** Sends one file to Common/UploadImage (multipart field imageFile) and gives back its url. */
export async function uploadFile(file: File, options?: Pick<TRequestOptions, 'params' | 'anonymous'>): Promise<string> {
  const body = new FormData();
  body.append('imageFile', file);
  const data = await apiPost(ZUploadedFile, UPLOAD_PATH, body, {
    ...options,
    silent: true,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return data.url;
}

/** Where a listed file opens: the public quote page has no session, it reads its uploads back with its quote token. */
function viewUrl(url: string, options: TUploadListProps['uploadOptions']): string {
  const token = options?.params?.number_id;
  return token ? `${url}?${new URLSearchParams({ number_id: String(token) })}` : url;
}

function toUploadFile(item: TImageItem, options: TUploadListProps['uploadOptions']): UploadFile {
  const url = viewUrl(item.url, options);
  return { uid: item.uid, name: item.name || fileNameOfUrl(item.url), url, status: 'done' };
}

export function UploadList({
  items,
  onChange,
  maxCount,
  accept = UPLOAD_ACCEPT,
  listType = 'text',
  disabled,
  uploadOptions,
  itemsName = 'files',
}: TUploadListProps) {
  const [pending, setPending] = useState<UploadFile[]>([]);
  // Several uploads can finish in one render: each adds to the latest list, not the one it started with.
  const latest = useRef(items);
  latest.current = items;

  const settle = (uid: string) => setPending((files) => files.filter((file) => file.uid !== uid));

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const upload = file as UploadFile & File;
    setPending((files) => [...files, { uid: upload.uid, name: upload.name, status: 'uploading' }]);
    uploadFile(upload, uploadOptions)
      .then((url) => {
        settle(upload.uid);
        const next = [...latest.current, { uid: upload.uid, name: upload.name, url }];
        latest.current = next;
        onChange(next);
        onSuccess?.({ url });
      })
      .catch((error: unknown) => {
        settle(upload.uid);
        showErrorDialog(apiErrorMessage(error), null);
        onError?.(error instanceof Error ? error : new Error(apiErrorMessage(error)));
      });
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    // Files picked together beyond maxCount are left out, and said so once (issue 31 §19: never dropped silently).
    const room = (maxCount ?? Number.POSITIVE_INFINITY) - items.length - pending.length;
    const position = batch.indexOf(file);
    if (position >= room) {
      if (position === Math.max(room, 0)) {
        const over = batch.length - Math.max(room, 0);
        showErrorDialog(
          `At most ${maxCount} ${itemsName} can be attached: ${over} ${over === 1 ? 'was' : 'were'} not added.`,
          null,
        );
      }
      return Upload.LIST_IGNORE;
    }
    if (file.size <= UPLOAD_MAX_BYTES) return true;
    showErrorDialog(UPLOAD_TOO_LARGE_MESSAGE, null);
    return Upload.LIST_IGNORE;
  };

  const remove = (file: UploadFile) => {
    onChange(latest.current.filter((item) => item.uid !== file.uid));
    return true;
  };

  const fileList = [...items.map((item) => toUploadFile(item, uploadOptions)), ...pending];
  const full = maxCount !== undefined && fileList.length >= maxCount;
  const pickerDisabled = disabled || full;

  return (
    <Upload
      accept={accept}
      listType={listType}
      fileList={fileList}
      multiple={maxCount === undefined || maxCount > 1}
      disabled={disabled}
      customRequest={customRequest}
      beforeUpload={beforeUpload}
      onRemove={remove}
      onPreview={(file) => file.url && window.open(file.url, '_blank', 'noopener')}
      showUploadList={{ showRemoveIcon: !disabled }}
      openFileDialogOnClick={!pickerDisabled}
    >
      {listType === 'picture-card' ? (
        pickerDisabled ? null : (
          <div>
            <UploadOutlined />
            <div style={{ marginTop: 8 }}>Upload</div>
          </div>
        )
      ) : (
        <Button icon={<UploadOutlined />} disabled={pickerDisabled}>
          Upload
        </Button>
      )}
    </Upload>
  );
}
