-- Promotions run whole Philippine days now that operators schedule them by day (adminPromoSave):
-- the seeded ones start at the Philippine midnight of 2026-01-01, not eight hours into it, and
-- keep their colours in lower case, as every saved colour is.
UPDATE promotions SET starts_at = '2026-01-01T00:00:00+08:00'
  WHERE starts_at = '2026-01-01T00:00:00Z';
UPDATE promotions SET back_color = lower(back_color);
