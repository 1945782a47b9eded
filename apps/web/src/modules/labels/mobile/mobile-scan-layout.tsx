import { CameraOutlined } from '@ant-design/icons';
import { SCAN_MESSAGES, type TScanLookup } from '@packline/domain';
import { Alert, Button, Input, type InputRef, Modal, Space, Typography, theme } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '../../../api/client.ts';
import { PageTitleOf } from '../../../ui/page-title.tsx';
import { hasCamera, loadBarcodeDetector } from './barcode-detector.ts';
import { lookUpCode } from './mobile-scan.api.ts';
import { ScanLinks } from './scan-links.tsx';

// The frame of every phone screen (issue 14): the title, what to scan next, one big scan field and what the scans
// found. A hardware scanner types the code and presses Enter, as a thumb does; the camera reads a label through the
// browser's BarcodeDetector, or the ZXing ponyfill where the browser has none (barcode-detector.ts); the camera
// button shows wherever the browser can open a camera.

const CAMERA_POLL_MS = 250;

/** The back camera's picture until the detector reads a code; the code goes to `onCode`. */
function CameraDialog({
  open,
  onCode,
  onClose,
}: {
  open: boolean;
  onCode: (code: string) => void;
  onClose: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [streaming, setStreaming] = useState(false);

  useEffect(() => {
    if (!open) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    const read = async () => {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      const screen = video.current;
      if (stopped || !screen) return;
      screen.srcObject = stream;
      await screen.play();
      setStreaming(true);
      const Detector = await loadBarcodeDetector();
      const detector = new Detector();
      while (!stopped) {
        const [found] = await detector.detect(screen);
        if (found?.rawValue) {
          onCode(found.rawValue);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, CAMERA_POLL_MS));
      }
    };
    setProblem(null);
    setStreaming(false);
    read().catch((error: unknown) => setProblem(cameraProblem(error)));
    return () => {
      stopped = true;
      for (const track of (stream as MediaStream | null)?.getTracks() ?? []) track.stop();
    };
  }, [open, onCode]);

  return (
    <Modal open={open} title="Scan with the camera" footer={null} onCancel={onClose} destroyOnHidden>
      {problem ? <Alert type="warning" showIcon title={problem} data-testid="camera-problem" /> : null}
      {/* No black box while there is no picture: the message alone says what to do. */}
      <video
        ref={video}
        playsInline
        muted
        style={{ width: '100%', borderRadius: 8, background: '#000', display: streaming ? 'block' : 'none' }}
      />
      {problem ? (
        <Button block size="large" type="primary" onClick={onClose} style={{ marginTop: 12 }}>
          Type the code
        </Button>
      ) : null}
    </Modal>
  );
}

/**
 * Issue 30 §18: why the camera did not open, in words a person acts on, not the browser's ('Requested device not
 * found'): no camera at all, or one the site may not use.
 */
function cameraProblem(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') {
    return SCAN_MESSAGES.noCamera;
  }
  if (name === 'NotAllowedError' || name === 'SecurityError') return SCAN_MESSAGES.cameraBlocked;
  return apiErrorMessage(error);
}

export interface TScanFieldProps {
  /** What to scan next ('Scan a pallet'), the field's placeholder and label. */
  prompt: string;
  /** Called with the trimmed code; the field clears and keeps the focus for the next scan. */
  onScan: (code: string) => unknown;
  busy?: boolean;
}

/** One big field that takes a code on Enter (typed, or by a hardware scanner) or from the camera. */
export function ScanField({ prompt, onScan, busy }: TScanFieldProps) {
  const input = useRef<InputRef>(null);
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const cameraAvailable = hasCamera();

  const submit = (value: string) => {
    const scanned = value.trim();
    if (!scanned || busy) return;
    setCode('');
    onScan(scanned);
    input.current?.focus();
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        ref={input}
        autoFocus
        size="large"
        value={code}
        placeholder="Scan or type a code"
        aria-label={prompt}
        autoComplete="off"
        autoCapitalize="characters"
        enterKeyHint="go"
        onChange={(event) => setCode(event.target.value)}
        onPressEnter={() => submit(code)}
        style={{ fontSize: 20, height: 56 }}
        data-testid="scan-input"
      />
      {cameraAvailable ? (
        <Button
          size="large"
          icon={<CameraOutlined />}
          aria-label="Scan with the camera"
          onClick={() => setCamera(true)}
          style={{ height: 56, width: 56 }}
          data-testid="scan-camera"
        />
      ) : null}
      <CameraDialog
        open={camera}
        onClose={() => setCamera(false)}
        onCode={(scanned) => {
          setCamera(false);
          submit(scanned);
        }}
      />
    </Space.Compact>
  );
}

/**
 * A scan looked up (Scan/Lookup) and handed to `onFound`, which answers why it is refused (shown under the field) or
 * nothing; a code that names nothing is refused with the server's message.
 */
export function useScanLookup(onFound: (found: TScanLookup, code: string) => string | null | undefined) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const onScan = async (code: string) => {
    setBusy(true);
    setProblem(null);
    try {
      setProblem(onFound(await lookUpCode(code), code) ?? null);
    } catch (error) {
      setProblem(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return { onScan, busy, problem, setProblem };
}

export interface TMobileScanLayoutProps extends TScanFieldProps {
  /** The page's url: its title comes from the page list. */
  url: string;
  /** Why the last scan was refused ('Nothing has this code.'), shown under the field. */
  problem?: string | null;
  children?: ReactNode;
  /** The screen's buttons (Move, Start again): kept at the foot of the phone's screen, above long pallet contents. */
  actions?: ReactNode;
}

/** A phone screen: title, what to scan, the scan field, the last refusal, then what the scans found. */
export function MobileScanLayout({ url, prompt, onScan, busy, problem, children, actions }: TMobileScanLayoutProps) {
  return (
    <div style={{ maxWidth: 560, margin: '0 auto' }} data-testid="mobile-scan">
      <PageTitleOf url={url} />
      <ScanLinks current={url} />
      <Typography.Paragraph strong style={{ fontSize: 18, marginBottom: 8 }} data-testid="scan-prompt">
        {prompt}
      </Typography.Paragraph>
      <ScanField prompt={prompt} onScan={onScan} busy={busy} />
      {problem ? (
        <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} data-testid="scan-problem" />
      ) : null}
      <Space orientation="vertical" size={12} style={{ width: '100%', marginTop: 16 }}>
        {children}
      </Space>
      {actions ? <ScanActions>{actions}</ScanActions> : null}
    </div>
  );
}

/** Buttons that stay in sight at the foot of the screen while what the scans found scrolls under them. */
export function ScanActions({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        marginTop: 12,
        padding: '12px 0',
        background: token.colorBgLayout,
        boxShadow: '0 -6px 8px -6px rgba(0, 0, 0, 0.15)',
      }}
      data-testid="scan-actions"
    >
      {children}
    </div>
  );
}
