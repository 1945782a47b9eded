import type { TAttendanceBadge } from '@packline/domain';
import { renderPdf, type TPdfBarcode, type TPdfNode } from '../../pdf/pdf.ts';

// The badge an employee clocks in with (README "Where check-ins come from"): a card of ID-1 size (85.6 × 54 mm) with
// the name, the attendance group and the badge code as Code 128 with its text, one card a page.

const POINTS_PER_MM = 72 / 25.4;
const CARD = { width: Math.round(85.6 * POINTS_PER_MM), height: Math.round(54 * POINTS_PER_MM) };
const MARGIN = 10;

/** The PDF of these badges (those with a code); `signal`: clientGone of the request. */
export function renderBadges(
  badges: readonly (TAttendanceBadge & { badgeCode: string })[],
  signal?: AbortSignal,
): Promise<Buffer> {
  const cards: TPdfNode[] = [];
  for (const [i, badge] of badges.entries()) {
    const picture: TPdfBarcode = {
      barcode: { kind: 'code128', text: badge.badgeCode },
      fit: [CARD.width - 2 * MARGIN, 56],
      alignment: 'center',
    };
    cards.push({
      stack: [
        { text: badge.employeeName, fontSize: 14, bold: true, margin: [0, 0, 0, 2] },
        { text: badge.attendanceGroup ?? '', fontSize: 9, margin: [0, 0, 0, 6] },
        picture,
        { text: badge.badgeCode, fontSize: 10, bold: true, margin: [0, 2, 0, 0] },
      ],
      ...(i > 0 ? { pageBreak: 'before' as const } : {}),
    });
  }
  return renderPdf(
    {
      pageSize: CARD,
      pageMargins: MARGIN,
      info: { title: badges.length === 1 ? `Badge of ${badges[0]?.employeeName}` : `${badges.length} badges` },
      defaultStyle: { fontSize: 10, alignment: 'center' },
      content: cards,
    },
    signal,
  );
}
