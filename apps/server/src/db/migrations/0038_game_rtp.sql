-- Issue 19 part 5 ("Honest display"): each game's return to player, as a percentage with two
-- decimals, from the vendor's feed (the studio's from its maths in packages/games). NULL: the
-- vendor has not published one, and the lobby says so instead of inventing a figure.
ALTER TABLE games
  ADD COLUMN rtp numeric(5, 2)
    CONSTRAINT games_rtp_check CHECK (rtp > 0 AND rtp <= 100);
