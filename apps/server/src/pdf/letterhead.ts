import { readAsset } from './pdf.ts';
import type { TPdfContent, TPdfNode, TPdfStyle } from './pdf-document.ts';

// The letterhead every document the server sends out starts with (quotation, purchase order, packing slip, return
// slip): the logo, the document's title, the company's name and the document's own lines (its number, a mark). Labels
// and badges have none. The company has no settings of its own yet: its name is this constant.

export const COMPANY_NAME = 'Packline';
/** The logo of the letterhead (apps/server/assets/logo.svg). */
export const LETTERHEAD_LOGO = readAsset('logo.svg');

export interface TLetterhead {
  /** The document's title ('PURCHASE ORDER'), in the 'heading' style (`letterheadStyles`). */
  title: string;
  /** Lines under the title and the company's name: the document's number, a mark. */
  details?: TPdfContent[];
  /** The company's name under the title; the quotation, headed with the customer's name, has none. */
  company?: boolean;
  /**
   * 'left': the logo, then the title block aligned right (the orders and slips); 'right': the title block, then the
   * logo (the quotation, spec 01 §9).
   */
  logoSide?: 'left' | 'right';
  logoWidth?: number;
  logoSvg?: string;
}

/** The styles the letterhead draws with, to spread into the document's. */
export function letterheadStyles(headingSize = 18): Record<string, TPdfStyle> {
  return { heading: { fontSize: headingSize, bold: true } };
}

/** The first node of a document: its letterhead. */
export function letterhead({
  title,
  details = [],
  company = true,
  logoSide = 'left',
  logoWidth = 150,
  logoSvg = LETTERHEAD_LOGO,
}: TLetterhead): TPdfNode {
  const logo: TPdfNode = { width: logoWidth, svg: logoSvg };
  const stack: TPdfContent[] = [
    { text: title, style: 'heading' },
    ...(company ? [{ text: COMPANY_NAME, bold: true }] : []),
    ...details,
  ];
  return logoSide === 'left'
    ? { columns: [logo, { width: '*', alignment: 'right', stack }] }
    : { columns: [{ width: '*', stack }, logo] };
}

/** A 'Label: value' line of a document's details, the label bold; a missing value is blank (spec 01 §5). */
export function labelled(label: string, value: string | null | undefined): TPdfContent {
  return { text: [{ text: `${label}: `, bold: true }, value ?? ''] };
}
