import { WorkArrangementGrid } from './work-arrangement-grid.tsx';

// spec 02 §2 Production "Work Arrangement": the week's grid with Edit, Submit and Cancel.
export default function WorkArrangementPage() {
  return <WorkArrangementGrid editable />;
}
