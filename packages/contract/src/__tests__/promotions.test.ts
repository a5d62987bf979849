import { describe, expect, it } from 'vitest';
import { heroPromotionOf } from '../domain/promotions.ts';

const promotion = (id: number, link: string) => ({ id, link });

describe('the banner a promotion page opens with', () => {
  const running = [promotion(4, '/daily-wins'), promotion(7, '/blind-box'), promotion(9, '/s-vip')];

  it("is the first running promotion on the welfare page, the blind box's own on its page", () => {
    expect(heroPromotionOf('/welfare', running)?.id).toBe(4);
    expect(heroPromotionOf('/blind-box', running)?.id).toBe(7);
  });

  it('is none when nothing runs, the blind box does not run, or the page has no banner', () => {
    expect(heroPromotionOf('/welfare', [])).toBeUndefined();
    expect(heroPromotionOf('/blind-box', [promotion(4, '/daily-wins')])).toBeUndefined();
    expect(heroPromotionOf('/s-vip', running)).toBeUndefined();
    expect(heroPromotionOf('/welfare/betting-rank', running)).toBeUndefined();
  });
});
