// The automatic feedback of spec 01 §8 as a small store: the HTTP client writes to it, the shell renders it
// once (shell/api-feedback-host.tsx), so dialogs live inside the React tree and its ConfigProvider.

export const SUCCESS_CLOSE_MS = 2000;
const SPINNER_LINGER_MS = 1000;

export interface TApiDialog {
  id: number;
  kind: 'error' | 'success';
  title: string;
  message: string;
  /** What 'Show details' reveals under 'Error Details'. */
  details: { innerMessage?: string; errors?: Record<string, string[]> } | null;
}

export interface TApiFeedback {
  loading: boolean;
  dialogs: readonly TApiDialog[];
}

let state: TApiFeedback = { loading: false, dialogs: [] };
let pendingCalls = 0;
let spinnerTimer: ReturnType<typeof setTimeout> | undefined;
/** When the latest answer of the calls running together arrived (performance.now() time). */
let lastCallEnd = 0;
let nextDialogId = 1;
const listeners = new Set<() => void>();

function setState(next: Partial<TApiFeedback>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeApiFeedback(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getApiFeedback(): TApiFeedback {
  return state;
}

export function beginApiCall(): void {
  pendingCalls += 1;
  clearTimeout(spinnerTimer);
  if (!state.loading) setState({ loading: true });
}

/**
 * spec 01 §8: the spinner is removed 1 second after the last call ends. `endedAt` is when the call's answer arrived
 * (performance.now() time): while the page is busy rendering, the code may read an answer a little after it came, and
 * the second counts from its arrival, not from that reading.
 */
export function endApiCall(endedAt = performance.now()): void {
  pendingCalls = Math.max(0, pendingCalls - 1);
  lastCallEnd = Math.max(lastCallEnd, endedAt);
  if (pendingCalls > 0) return;
  clearTimeout(spinnerTimer);
  const linger = Math.max(0, lastCallEnd + SPINNER_LINGER_MS - performance.now());
  lastCallEnd = 0;
  spinnerTimer = setTimeout(() => setState({ loading: false }), linger);
}

export function showErrorDialog(message: string, details: TApiDialog['details']): void {
  // Parallel calls failing for one reason (an expired session) show one dialog, not one per call.
  if (state.dialogs.some((dialog) => dialog.kind === 'error' && dialog.message === message)) return;
  setState({ dialogs: [...state.dialogs, { id: nextDialogId++, kind: 'error', title: 'Error!', message, details }] });
}

/** spec 01 §8: the Success! dialog closes itself 2 seconds (SUCCESS_CLOSE_MS) after it is shown. */
export function showSuccessDialog(title = 'Success!'): void {
  const id = nextDialogId++;
  const others = state.dialogs.filter((dialog) => dialog.kind !== 'success');
  setState({ dialogs: [...others, { id, kind: 'success', title, message: '', details: null }] });
}

export function closeApiDialog(id: number): void {
  if (!state.dialogs.some((dialog) => dialog.id === id)) return;
  setState({ dialogs: state.dialogs.filter((dialog) => dialog.id !== id) });
}
