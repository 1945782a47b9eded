import { describe, expect, it } from 'vitest';
import { assessmentTotalOf, ZAddStandardDetail } from './assessment.ts';

describe('assessmentTotalOf', () => {
  it('adds weight × score / max over the items; the maximum is the sum of the weights', () => {
    expect(
      assessmentTotalOf([
        { weight: 30, max: 10, score: 7 },
        { weight: 50, max: 4, score: 3 },
        { weight: 20, max: 5, score: 5 },
      ]),
    ).toEqual({ totalMarks: 78.5, maxMarks: 100 });
  });

  it('counts an unscored item or one with max 0 as nothing, and rounds to 2 decimals', () => {
    expect(
      assessmentTotalOf([
        { weight: 10, max: 3, score: 1 },
        { weight: 10, max: 0, score: 0 },
        { weight: 10, max: 5, score: null },
      ]),
    ).toEqual({ totalMarks: 3.33, maxMarks: 30 });
    expect(assessmentTotalOf([])).toEqual({ totalMarks: 0, maxMarks: 0 });
  });

  it('never counts a score above its item’s maximum, so the total never passes the maximum', () => {
    expect(assessmentTotalOf([{ weight: 40, max: 5, score: 8 }])).toEqual({ totalMarks: 40, maxMarks: 40 });
    expect(assessmentTotalOf([{ weight: 40, max: 5, score: -2 }])).toEqual({ totalMarks: 0, maxMarks: 40 });
  });
});

describe('a standard item', () => {
  it("needs a weight and a max score of 0 or more, with the spec's messages", () => {
    const base = { acceStandardId: 1, item: 'Safety', weight: 0, max: 0 };
    expect(ZAddStandardDetail.safeParse(base).success).toBe(true);
    const first = (body: object) => ZAddStandardDetail.safeParse(body).error?.issues[0]?.message;
    expect(first({ ...base, weight: undefined })).toBe('Please input a weight !');
    expect(first({ ...base, max: undefined })).toBe('Please input maximum score !');
    expect(first({ ...base, item: ' ' })).toBe('Name is required.');
    expect(first({ ...base, weight: 1.005 })).toBe('Weight has at most 2 decimals');
  });
});
