import { WeeklyReportPage } from './weekly-report-page.tsx';

export default function WeeklyReportViewerPage() {
  return <WeeklyReportPage reportRole="viewer" />;
}
