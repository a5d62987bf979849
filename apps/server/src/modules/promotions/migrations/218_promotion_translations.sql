-- A promotion's title in the players' other languages (docs/promotions.md, "Promotion list"),
-- each written for the English title it translates (`english`): players read it only while the
-- promotion's title is still that one, so a retitled promotion never shows an old translation.
CREATE TABLE promotion_translations (
  promotion_id integer NOT NULL REFERENCES promotions (id),
  language text NOT NULL,
  title text NOT NULL,
  english text NOT NULL,
  updated_by text NOT NULL DEFAULT '',
  updated_at timestamptz,
  PRIMARY KEY (promotion_id, language)
);
INSERT INTO promotion_translations (promotion_id, language, title, english)
SELECT p.id, 'fil_PH', t.title, p.title
FROM promotions p
JOIN (VALUES
  ('/blind-box', 'Mystery Box: buksan ito, manalo ng hanggang ₱500'),
  ('/daily-wins', 'Daily Wins'),
  ('/s-vip', 'Mga VIP level at ang kanilang mga bonus'),
  ('/welfare/betting-rank', 'Ranggo sa Slot Betting')
) AS t (link, title) ON t.link = p.link;
