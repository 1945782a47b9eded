import { WorkArrangementGrid } from './work-arrangement-grid.tsx';

// spec 02 §2 Production "Weekly Schedule": the Work Arrangement's grid, read-only.
export default function WorkArrangementPresentPage() {
  return <WorkArrangementGrid editable={false} />;
}
