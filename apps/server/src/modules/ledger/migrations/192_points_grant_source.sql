-- Bonuses bought with points are grants of their own source (docs/promotions.md, "Points").
ALTER TABLE bonus_grants DROP CONSTRAINT bonus_grants_source_check;
ALTER TABLE bonus_grants ADD CONSTRAINT bonus_grants_source_check CHECK (source IN ('mystery_box',
  'contest_prize', 'level_up', 'birthday', 'daily_win', 'invite', 'operator', 'points'));
